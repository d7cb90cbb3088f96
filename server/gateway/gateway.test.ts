/**
 * The gateway in front of the fake backends: what the browser gets when the backends answer, are
 * slow, fail, or are gone, and that nothing of the backends' addresses or credentials leaks.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bookingRoute } from '../../src/shared/contracts/booking.ts';
import { customerTicketRoute } from '../../src/shared/contracts/contact.ts';
import { contentRoute } from '../../src/shared/contracts/content.ts';
import { directoriesRoute } from '../../src/shared/contracts/directory.ts';
import { eventsRoute } from '../../src/shared/contracts/events.ts';
import { flashSalesRoute } from '../../src/shared/contracts/flash-sales.ts';
import { gettingThereRoute } from '../../src/shared/contracts/getting-here.ts';
import { resetPasswordRoute } from '../../src/shared/contracts/passwords.ts';
import { promotionsRoute } from '../../src/shared/contracts/promotions.ts';
import { rewardDetailsRoute, rewardsRoute } from '../../src/shared/contracts/rewards.ts';
import { FAKE_ACTIVATION_CODE } from '../../tests/fake-backends/server.ts';
import { TEST_HEADERS } from '../../tests/helpers/test-app.ts';
import { createUpstreamTestApp, type UpstreamTestApp } from '../../tests/helpers/upstream-app.ts';

let t: UpstreamTestApp;

beforeEach(async () => {
  t = await createUpstreamTestApp({
    UPSTREAM_TIMEOUT_MS: '300',
    UPSTREAM_BREAKER_FAILURES: '2',
    UPSTREAM_BREAKER_COOLDOWN_MS: '60000',
  });
});
afterEach(() => t.close());

const post = (path: string, payload: unknown = {}, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/bi/Prod${path}`,
    headers: { ...TEST_HEADERS, 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(payload),
  });

const upstreamCalls = async (suffix: string): Promise<number> => {
  const calls = (await t.fake.app.inject({ url: '/__fake/calls' })).json() as Record<
    string,
    number
  >;
  return Object.entries(calls)
    .filter(([path]) => path.endsWith(suffix))
    .reduce((sum, [, n]) => sum + n, 0);
};

describe('the gateway in upstream mode', () => {
  it('answers the spec call on its own origin with the backend answer, an ETag and its age', async () => {
    const res = await post(eventsRoute.path);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 1 });
    expect(res.headers.age).toBe('0');
    expect(res.headers.etag).toBeTruthy();
    const again = await post(eventsRoute.path, {}, { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('collapses concurrent identical reads into one upstream request', async () => {
    await t.behave('/v1/promotions', { delayMs: 100 });
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(promotionsRoute.path)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(await upstreamCalls('/v1/promotions')).toBe(1);
  });

  it('serves the last good answer with its true age and a stale mark while the backend is down', async () => {
    const first = await post(directoriesRoute.path);
    expect(first.statusCode).toBe(200);
    // Past the directory's fresh period (5 min), the backend failing.
    const realNow = Date.now;
    await t.behave('', { failure: 'http500' });
    try {
      Date.now = () => realNow() + 6 * 60_000;
      await post(directoriesRoute.path); // serves the copy, the refresh behind it fails
      await new Promise((resolve) => setTimeout(resolve, 50));
      const stale = await post(directoriesRoute.path);
      expect(stale.statusCode).toBe(200);
      expect(stale.body).toBe(first.body);
      expect(Number(stale.headers.age)).toBeGreaterThanOrEqual(360);
      expect(stale.headers['x-complex-stale']).toBe('1');
    } finally {
      Date.now = realNow;
    }
  });

  it('says the true age of every answer it keeps: fresh, revalidated with a 304, refreshed', async () => {
    const first = await post(directoriesRoute.path);
    expect(first.headers.age).toBe('0');
    const realNow = Date.now;
    try {
      // Within the directory's fresh period (5 min): the kept copy, 90 s old.
      Date.now = () => realNow() + 90_000;
      const kept = await post(directoriesRoute.path);
      expect(Number(kept.headers.age)).toBeGreaterThanOrEqual(90);
      expect(Number(kept.headers.age)).toBeLessThan(100);
      expect(kept.headers['x-complex-stale']).toBeUndefined();
      const revalidated = await post(
        directoriesRoute.path,
        {},
        { 'if-none-match': String(first.headers.etag) },
      );
      expect(revalidated.statusCode).toBe(304);
      expect(Number(revalidated.headers.age)).toBeGreaterThanOrEqual(90);
      // Past it: the old copy, its age told, while a refresh runs; then the refreshed one.
      Date.now = () => realNow() + 6 * 60_000;
      expect(Number((await post(directoriesRoute.path)).headers.age)).toBeGreaterThanOrEqual(360);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(Number((await post(directoriesRoute.path)).headers.age)).toBeLessThan(10);
    } finally {
      Date.now = realNow;
    }
  });

  it('counts the age a backend gives its own answer (a cache in front of it)', async () => {
    await t.behave('/v1/promotions', { ageSeconds: 120 });
    const res = await post(promotionsRoute.path);
    expect(res.statusCode).toBe(200);
    expect(Number(res.headers.age)).toBeGreaterThanOrEqual(120);
    expect(Number(res.headers.age)).toBeLessThan(130);
  });

  it('maps a failing backend to a Status/Message answer without URLs, keys or stacks', async () => {
    await t.behave('/v1/events', { failure: 'http500' });
    const res = await post(eventsRoute.path);
    expect(res.statusCode).toBe(502);
    const body = res.json() as { Status: number; Message: string };
    expect(body.Status).toBe(0);
    expect(body.Message).toMatch(/not answering/);
    expect(res.body).not.toMatch(/127\.0\.0\.1|fake|srv|Error:|Bearer/);
  });

  it('times out a slow backend, then opens the circuit so visitors stop waiting', async () => {
    await t.behave('/v1/rewards', { delayMs: 1000 });
    const slow = await post(rewardsRoute.path);
    expect(slow.statusCode).toBe(504);
    await t.behave('/v1/flashsales', { failure: 'drop' });
    expect((await post(flashSalesRoute.path)).statusCode).toBe(503);
    // Two failures in a row: the BI circuit is open, the next call does not reach the backend.
    const before = await upstreamCalls('/v1/events');
    const started = Date.now();
    const open = await post(eventsRoute.path);
    expect(open.statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(200);
    expect(await upstreamCalls('/v1/events')).toBe(before);
  });

  it('answers a backend that is not JSON as a gateway error', async () => {
    await t.behave('/v1/getting-there', { failure: 'not-json' });
    const res = await post(gettingThereRoute.path);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ Status: 0 });
  });

  it('answers a detail call the backend does not have with a 404 the client can fall back from', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/bi/Prod${rewardDetailsRoute.path}`,
      headers: { ...TEST_HEADERS, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        params: JSON.stringify({ CompanyID: '1', RewardId: '40' }),
      }).toString(),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ Status: 0, Message: 'Not found' });
  });

  it('forwards writes with the idempotency key, never cached, and uses the internal API convention', async () => {
    const ticket = {
      type: 'general',
      firstName: 'Mei',
      lastName: 'Tan',
      userPhoneNumber: '',
      userEmail: 'mei@example.sg',
      message: 'Where is the taxi stand?',
    };
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: customerTicketRoute.path,
        headers: { ...TEST_HEADERS, 'content-type': 'application/json', 'idempotency-key': 'k-1' },
        payload: JSON.stringify(ticket),
      });
    const first = await send();
    const second = await send();
    expect(first.json()).toMatchObject({ Status: 1 });
    expect(second.json()).toEqual(first.json());
    expect(await upstreamCalls('/api/customerticket')).toBe(2);
    const bad = await t.app.inject({
      method: 'POST',
      url: customerTicketRoute.path,
      headers: { ...TEST_HEADERS, 'content-type': 'application/json' },
      payload: JSON.stringify({ ...ticket, firstName: '' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ Status: 0, Message: 'firstName is required' });
  });

  it('checks a write with its contract as the embedded store does: a refusal never reaches the backend', async () => {
    const booking = {
      roomId: 1,
      checkIn: '2026-12-08',
      checkOut: '2026-12-10',
      name: 'Ana Tan',
      email: 'ana@example.org',
      phone: '+65 9123 4567',
      purpose: 'Workshop',
      attendees: 6,
    };
    const send = (payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url: bookingRoute.path,
        headers: { ...TEST_HEADERS, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
    const refused = await send({ ...booking, attendees: '6' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      status: 1,
      message: 'attendees must be a whole number',
      errors: [{ field: 'attendees', message: 'attendees must be a whole number' }],
    });
    expect(await upstreamCalls('/api/booking/')).toBe(0);

    // Only what the contract declares is passed on.
    const booked = await send({ ...booking, isAdmin: true, price: 0 });
    expect(booked.statusCode).toBe(201);
    expect(await upstreamCalls('/api/booking/')).toBe(1);
    const passedOn = [...t.fake.state.lastPayloads].find(([path]) =>
      path.endsWith('/api/booking/'),
    )?.[1];
    expect(passedOn).toEqual(booking);
  });

  it('checks a form-encoded password write by its params and passes them on as a form', async () => {
    const send = (params: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: `/endpoint${resetPasswordRoute.path}`,
        headers: { ...TEST_HEADERS, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ params: JSON.stringify(params) }).toString(),
      });
    const refused = await send({ Password: 'harbour2026' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ Status: 0, Message: 'ActivationCode is required' });
    expect(await upstreamCalls('/create/model/resetPwd')).toBe(0);
    const done = await send({ Password: 'harbour2026', ActivationCode: FAKE_ACTIVATION_CODE });
    expect(done.json()).toEqual({ Status: '1', Message: 'Password set' });
  });

  it('checks a room id before asking the backend for the room', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/room/one', headers: TEST_HEADERS });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 1, message: 'id must be a numeric room id' });
    expect(await upstreamCalls('/api/room/one')).toBe(0);
  });

  it('refuses calls without the implementation id before any upstream work', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/bi/Prod${eventsRoute.path}` });
    expect(res.statusCode).toBe(400);
    expect(await upstreamCalls('/v1/events')).toBe(0);
  });

  it('reads GET calls with only their own query fields', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${contentRoute.path}?type=home-banner&evil=1`,
      headers: TEST_HEADERS,
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { data: unknown[] }).data.length).toBeGreaterThan(0);
  });
});
