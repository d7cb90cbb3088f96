import { describe, expect, it } from 'vitest';
import { formatCountdown, timeLeft } from './countdown';

const EXPIRY = '2026-11-21T10:00:00.000Z';
const expiryMs = Date.parse(EXPIRY);

describe('timeLeft and formatCountdown', () => {
  it.each([
    [
      'two days and a bit',
      expiryMs - (2 * 86_400 + 4 * 3600 + 5 * 60 + 6) * 1000,
      false,
      '2d 04:05:06',
    ],
    ['exactly one day', expiryMs - 86_400_000, false, '1d 00:00:00'],
    ['just under a day', expiryMs - 86_399_000, false, '23:59:59'],
    ['one minute', expiryMs - 60_000, false, '00:01:00'],
    ['half a second rounds up', expiryMs - 500, false, '00:00:01'],
    ['the expiry instant', expiryMs, true, '00:00:00'],
    ['after the expiry', expiryMs + 5000, true, '00:00:00'],
  ])('%s', (_name, now, expired, text) => {
    const left = timeLeft(EXPIRY, now);
    expect(left.expired).toBe(expired);
    expect(formatCountdown(left)).toBe(text);
  });

  it('localises the day unit', () => {
    expect(formatCountdown(timeLeft(EXPIRY, expiryMs - 3 * 86_400_000), '天')).toBe('3天 00:00:00');
  });

  it.each([undefined, 'not a date'])('treats a missing expiry (%s) as expired', (expiry) => {
    expect(timeLeft(expiry, expiryMs).expired).toBe(true);
  });
});
