/**
 * In the server's render, a call asked before goes out with its answer's ETag, and a 304 gives
 * back the answer already checked (server-answers.ts, through the API client). The server here is
 * a stand-in fetch that answers as this server's reads do: an ETag, and 304 on a match.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, fetchInServerRender } from '../api-client';
import { z } from '../../shared/contracts/zod';
import { keepAnswer, keptAnswersSize, MAX_KEPT_ANSWERS } from './server-answers';

const schema = z.object({ Status: z.string(), Result: z.array(z.string()) });

/** A server whose answer is `body`, tagged `etag`; it records the If-None-Match it was sent. */
function server(state: { body: unknown; etag: string }) {
  const asked: (string | null)[] = [];
  const fetch = async (_input: string | URL | Request, init: RequestInit = {}) => {
    const ifNoneMatch = new Headers(init.headers).get('if-none-match');
    asked.push(ifNoneMatch);
    if (ifNoneMatch === state.etag)
      return new Response(null, { status: 304, headers: { etag: state.etag } });
    return Response.json(state.body, { headers: { etag: state.etag } });
  };
  return { asked, fetch: fetch as typeof globalThis.fetch };
}

const ask = () => apiRequest({ backend: 'bi', path: '/v1/kept', body: {}, schema });

afterEach(() => {
  fetchInServerRender(() => undefined);
  vi.unstubAllEnvs();
});

describe("the server render's kept answers", () => {
  it('asks again by ETag and gives back the same checked answer on a 304; a new answer on a change', async () => {
    vi.stubEnv('SSR', true);
    const state = { body: { Status: '1', Result: ['a'] }, etag: '"one"' };
    const { asked, fetch } = server(state);
    fetchInServerRender(() => fetch);
    const first = await ask();
    const second = await ask();
    expect(second).toBe(first);
    state.body = { Status: '1', Result: ['b'] };
    state.etag = '"two"';
    const third = await ask();
    expect(third.Result).toEqual(['b']);
    expect(asked).toEqual([null, '"one"', '"one"']);
  });

  it('keeps nothing in the browser', async () => {
    vi.stubEnv('SSR', false);
    const { asked, fetch } = server({ body: { Status: '1', Result: [] }, etag: '"b"' });
    vi.stubGlobal('fetch', fetch);
    const first = await ask();
    expect(await ask()).not.toBe(first);
    expect(asked).toEqual([null, null]);
    vi.unstubAllGlobals();
  });

  it('is bounded in answers and bytes', () => {
    for (let index = 0; index < MAX_KEPT_ANSWERS * 2; index += 1)
      keepAnswer(`k${index}`, { etag: '"x"', value: index, bytes: 1000 });
    expect(keptAnswersSize().answers).toBe(MAX_KEPT_ANSWERS);
    keepAnswer('huge', { etag: '"x"', value: 0, bytes: 6 * 1024 * 1024 });
    expect(keptAnswersSize().bytes).toBeLessThanOrEqual(MAX_KEPT_ANSWERS * 1000);
  });
});
