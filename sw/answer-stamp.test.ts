/// <reference lib="webworker" />
import { describe, expect, it } from 'vitest';
import { answerStampPlugin, stampedAnswer } from './answer-stamp';

const NOW = Date.parse('2026-11-20T04:00:00Z');

describe("the worker's stamp on the answers it keeps", () => {
  it.each([
    ['a fresh answer of the embedded backend', {}, NOW],
    ["the gateway's answer kept 10 min", { age: '600' }, NOW - 600_000],
    [
      "the gateway's stale copy, 25 min old",
      { age: '1500', 'x-complex-stale': '1' },
      NOW - 1_500_000,
    ],
  ])('%s is stamped with when its data was current', async (_, headers, expected) => {
    const stamped = stampedAnswer(
      new Response('{"Status":1}', {
        status: 200,
        headers: { 'content-type': 'application/json', ...headers },
      }),
      NOW,
    );
    expect(stamped.headers.get('x-complex-answered-at')).toBe(String(expected));
    expect(stamped.headers.get('content-type')).toBe('application/json');
    await expect(stamped.json()).resolves.toEqual({ Status: 1 });
  });

  it.each([
    [200, true],
    [404, false],
    [500, false],
    [206, false],
  ])('a %i answer is kept: %s', async (status, kept) => {
    const keep = answerStampPlugin.cacheWillUpdate!;
    const result = await keep({
      request: new Request('https://site.example/x'),
      response: new Response('{}', { status }),
      event: new Event('fetch') as ExtendableEvent,
      state: {},
    });
    expect(result !== null && result !== undefined).toBe(kept);
    if (result) expect(result.headers.has('x-complex-answered-at')).toBe(true);
  });
});
