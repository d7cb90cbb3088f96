import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { checkedAnswer } from './ask';
import { gettingThereCall } from '../../src/shared/contracts/getting-here';
import { toGettingThere } from '../../src/features/getting-here/api/getting-there';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST {bi}/v1/getting-there', () => {
  it('wraps its status and result in data, as the client reads them', async () => {
    const payload = await checkedAnswer(t.app, gettingThereCall);
    expect(payload.data.Status).toBe(1);
    const info = toGettingThere(payload.data.Result, payload.data.Faq ?? []);
    expect(info.address).toMatch(/Singapore/);
    expect(info.mrt.length).toBeGreaterThan(0);
    expect(info.mrt.every((m) => m.station.en && m.station.zh)).toBe(true);
    expect(info.bus.every((b) => b.services.length > 0)).toBe(true);
    expect(info.car.entrances.length).toBeGreaterThan(0);
    expect(info.taxi.length).toBeGreaterThan(0);
    expect(info.carparkRates.every((r) => r.rate.en.includes('$'))).toBe(true);
    expect(info.faqs.length).toBeGreaterThan(0);
    expect(info.faqs.every((f) => f.answerHtml.en.includes('<'))).toBe(true);
  });

  it('gives every text a visitor reads in Chinese too (bus stop names are official English names)', async () => {
    const payload = await checkedAnswer(t.app, gettingThereCall);
    const info = toGettingThere(payload.data.Result, payload.data.Faq ?? []);
    const texts = [
      info.introHtml,
      ...info.mrt.flatMap((m) => [m.station, m.line, m.exit, m.directions]),
      ...info.bus.map((b) => b.directions),
      info.car.directions,
      ...info.car.entrances,
      ...info.taxi.flatMap((taxi) => [taxi.name, taxi.location]),
      ...info.carparkRates.flatMap((r) => [r.period, r.rate]),
    ];
    for (const text of texts) {
      expect(text?.en).toBeTruthy();
      expect(text?.zh).toMatch(/\p{Script=Han}/u);
    }
  });
});
