/**
 * One kept copy for every serving process and instance: two sites on one database (two serving
 * processes on the SQLite file; in the `postgres` project, two instances on one PostgreSQL) in
 * front of the fake backends. One site asks; the backends stop; the other, which never asked,
 * serves the copy marked stale with its age from its first request, and so does a site started
 * afterwards (a restart during the outage).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ServerConfig } from '../config.ts';
import { eventDetailsRoute, eventsRoute } from '../../src/shared/contracts/events.ts';
import { directoriesRoute } from '../../src/shared/contracts/directory.ts';
import { TEST_HEADERS, TEST_STORE, type TestApp } from '../../tests/helpers/test-app.ts';
import {
  createUpstreamSite,
  startFakeBackends,
  type RunningFake,
} from '../../tests/helpers/upstream-app.ts';
import { FLUSH_DELAY_MS } from './kept-answers.ts';

/** Every call fresh for a second only, so a copy is soon one that needs the backend. */
const ENV = { UPSTREAM_MAX_FRESH_SECONDS: '1' };

let fake: RunningFake;
let database: Partial<ServerConfig>;
let dropDatabase: () => Promise<void>;
const sites: TestApp[] = [];

beforeEach(async () => {
  fake = await startFakeBackends();
  if (TEST_STORE === 'postgres') {
    const { copySeededDatabase } = await import('../../tests/helpers/postgres-test-db.ts');
    const copy = await copySeededDatabase();
    database = { databaseUrl: copy.url };
    dropDatabase = copy.drop;
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'kept-copy-'));
    database = { databasePath: join(dir, 'complex.sqlite') };
    dropDatabase = async () => rmSync(dir, { recursive: true, force: true });
  }
});
afterEach(async () => {
  for (const site of sites.splice(0)) await site.close();
  await fake.close().catch(() => {});
  await dropDatabase();
});

async function site(): Promise<TestApp> {
  const started = await createUpstreamSite(fake.fakeOrigin, ENV, database);
  sites.push(started);
  return started;
}

const post = (on: TestApp, path: string, payload: unknown = {}) =>
  on.app.inject({
    method: 'POST',
    url: `/bi/Prod${path}`,
    headers: { ...TEST_HEADERS, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

const eventDetail = (on: TestApp) =>
  on.app.inject({
    method: 'POST',
    url: `/bi/Prod${eventDetailsRoute.path}`,
    headers: { ...TEST_HEADERS, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ params: JSON.stringify({ EventID: '703' }) }).toString(),
  });

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`the kept copy, shared through the database (${TEST_STORE})`, () => {
  it('is served by another process or instance that never asked, stale with its age, once the backends are down', async () => {
    const first = await site();
    const second = await site();
    const events = await post(first, eventsRoute.path);
    const detail = await eventDetail(first);
    expect([events.statusCode, detail.statusCode]).toEqual([200, 200]);
    await wait(FLUSH_DELAY_MS + 200); // written behind the answers
    await fake.close();
    await wait(1100); // past the fresh second

    for (const [answer, kept] of [
      [await post(second, eventsRoute.path), events],
      [await eventDetail(second), detail],
    ] as const) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(kept.body);
      expect(answer.headers['x-complex-stale']).toBe('1');
      expect(Number(answer.headers.age)).toBeGreaterThanOrEqual(1);
    }
    // A call no site ever got an answer for has no copy: the backends' failure is told.
    expect((await post(second, directoriesRoute.path)).statusCode).toBe(503);
  });

  it('is served after a restart during the outage', async () => {
    const before = await site();
    const events = await post(before, eventsRoute.path);
    expect(events.statusCode).toBe(200);
    await before.close(); // stopping writes what it had queued
    sites.splice(sites.indexOf(before), 1);
    await fake.close();
    await wait(1100);

    const after = await site();
    const answer = await post(after, eventsRoute.path);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe(events.body);
    expect(answer.headers['x-complex-stale']).toBe('1');
    expect(Number(answer.headers.age)).toBeGreaterThanOrEqual(1);
  });

  it('is served marked stale by a process holding it as soon as another saw its refresh fail', async () => {
    const first = await site();
    const second = await site();
    await post(first, eventsRoute.path);
    await wait(FLUSH_DELAY_MS + 200);
    await post(second, eventsRoute.path); // from the copy, into second's memory
    await wait(1100);
    await fake.behave('', { failure: 'http500' });
    // first serves its copy and its refresh fails behind it: the shared copy is marked.
    await post(first, eventsRoute.path);
    await wait(FLUSH_DELAY_MS + 1100);
    // second's own circuit is closed and its own refresh has not failed yet.
    const answer = await post(second, eventsRoute.path);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['x-complex-stale']).toBe('1');
  });
});
