import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  callKey,
  INLINED_RESPONSES_ELEMENT_ID,
  jsonForHtml,
  paramsBody,
} from '../shared/inlined-responses';
import { apiRequest, ApiError } from './api-client';
import {
  answerFromServerRender,
  askFromServerRender,
  askInServerRender,
  INLINED_RESPONSES_USABLE_MS,
  resetInlinedResponses,
  serverRenderAsked,
  takeInlinedAnswer,
  takeInlinedResponse,
  type ServerRenderAsk,
} from './inlined-responses';
import * as v from 'valibot';

const DIRECTORY = 'POST /bi/Prod/v1/directories\n{}';
const PAYLOAD = {
  Status: 1,
  Result: [{ StoreName: 'Cascade </script><script>alert(1)</script>' }],
};

/** The page as the server sends it: answers in a data block, written as the server writes them. */
function serveAnswers(answers: Record<string, unknown>, text = jsonForHtml(answers)): void {
  document.body.innerHTML = `<div id="root"></div><script type="application/json" id="${INLINED_RESPONSES_ELEMENT_ID}">${text}</script>`;
}

beforeEach(() => resetInlinedResponses());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('the data block', () => {
  it('holds no text that could end it, and reads back as the payload', () => {
    const text = jsonForHtml({ [DIRECTORY]: PAYLOAD, line: 'a\u2028b & <!-- c -->' });
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual({ [DIRECTORY]: PAYLOAD, line: 'a\u2028b & <!-- c -->' });
  });

  it('names a call by method, URL and body, as the app sends it', () => {
    expect(callKey('GET', '/api/room/1')).toBe('GET /api/room/1');
    expect(callKey('POST', '/bi/Prod/v1/directories', '{}')).toBe(DIRECTORY);
    expect(paramsBody({ EventID: '1' })).toBe('params=%7B%22EventID%22%3A%221%22%7D');
  });
});

describe('takeInlinedResponse', () => {
  it('gives an answer once, and removes the block from the page', () => {
    serveAnswers({ [DIRECTORY]: PAYLOAD });
    expect(takeInlinedResponse('POST', '/bi/Prod/v1/directories', '{}')).toEqual(PAYLOAD);
    expect(document.getElementById(INLINED_RESPONSES_ELEMENT_ID)).toBeNull();
    expect(takeInlinedResponse('POST', '/bi/Prod/v1/directories', '{}')).toBeUndefined();
  });

  it('matches the body too', () => {
    serveAnswers({ [DIRECTORY]: PAYLOAD });
    expect(takeInlinedResponse('POST', '/bi/Prod/v1/directories', '{"x":1}')).toBeUndefined();
    expect(takeInlinedResponse('GET', '/bi/Prod/v1/directories')).toBeUndefined();
  });

  it('is not used once the page has been open a while', () => {
    serveAnswers({ [DIRECTORY]: PAYLOAD });
    vi.spyOn(performance, 'now').mockReturnValue(INLINED_RESPONSES_USABLE_MS + 1);
    expect(takeInlinedResponse('POST', '/bi/Prod/v1/directories', '{}')).toBeUndefined();
  });

  it('in the server render, answers from the answers of that render only, and fails the rest', () => {
    let current: ReadonlyMap<string, unknown> | undefined = new Map([[DIRECTORY, PAYLOAD]]);
    answerFromServerRender(() => current);
    expect(takeInlinedResponse('POST', '/bi/Prod/v1/directories', '{}')).toEqual(PAYLOAD);
    // Not taken: the render may ask twice (a loader, then a component).
    expect(takeInlinedResponse('POST', '/bi/Prod/v1/directories', '{}')).toEqual(PAYLOAD);
    expect(() => takeInlinedResponse('POST', '/bi/Prod/v1/events', '{}')).toThrow(
      /Not answered for the server render/,
    );
    current = undefined;
    expect(() => takeInlinedResponse('POST', '/bi/Prod/v1/directories', '{}')).toThrow();
  });

  it('ignores a block that does not parse, and a page without one', () => {
    serveAnswers({}, '{"POST /x": ');
    expect(takeInlinedResponse('POST', '/x')).toBeUndefined();
    resetInlinedResponses();
    document.body.innerHTML = '';
    expect(takeInlinedResponse('POST', '/x')).toBeUndefined();
  });
});

describe('apiRequest with an answer in the page', () => {
  const schema = v.object({
    status: v.union([v.number(), v.string()]),
    data: v.object({ id: v.number() }),
  });
  const room = { status: 0, data: { id: 7 } };

  it('uses it instead of the network, once', async () => {
    serveAnswers({ 'GET /api/room/7': room });
    const fetch = vi.fn(async () => Response.json({ status: 0, data: { id: 8 } }));
    vi.stubGlobal('fetch', fetch);
    const request = { backend: 'api', path: '/api/room/7', schema } as const;
    await expect(apiRequest(request)).resolves.toEqual(room);
    expect(fetch).not.toHaveBeenCalled();
    await expect(apiRequest(request)).resolves.toEqual({ status: 0, data: { id: 8 } });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('checks it like a fetched answer: the success rule and the schema', async () => {
    serveAnswers({
      'GET /api/room/7': { status: 1, message: 'Room closed' },
      'GET /api/room/8': { status: 0, data: { id: 'eight' } },
    });
    vi.stubGlobal('fetch', vi.fn());
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(apiRequest({ backend: 'api', path: '/api/room/7', schema })).rejects.toEqual(
      new ApiError('Room closed', 'business', 200, 1, 'Room closed'),
    );
    await expect(apiRequest({ backend: 'api', path: '/api/room/8', schema })).rejects.toMatchObject(
      { kind: 'schema' },
    );
  });
});

describe('apiRequest in the server render, which asks the server for what the page does not carry', () => {
  const schema = v.object({
    status: v.union([v.number(), v.string()]),
    data: v.object({ id: v.number() }),
  });

  function renderWith(answers: Record<string, unknown>): ServerRenderAsk & { calls: string[] } {
    const calls: string[] = [];
    const current = {
      asked: false,
      calls,
      ask: (method: string, url: string) => {
        calls.push(`${method} ${url}`);
        return Promise.resolve(
          url === '/api/room/9'
            ? { status: 404, payload: { status: 1, message: 'No room with id 9' } }
            : { status: 200, payload: { status: 0, data: { id: 8 } } },
        );
      },
    };
    answerFromServerRender(() => new Map(Object.entries(answers)));
    askFromServerRender(() => current);
    return current;
  }

  it('answers what the page carries without asking, and the render may draw it', async () => {
    const render = renderWith({ 'GET /api/room/7': { status: 0, data: { id: 7 } } });
    vi.stubGlobal('fetch', vi.fn());
    await expect(apiRequest({ backend: 'api', path: '/api/room/7', schema })).resolves.toEqual({
      status: 0,
      data: { id: 7 },
    });
    expect(render.calls).toEqual([]);
    expect(serverRenderAsked()).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("asks for the rest, never the network, and rejects with the server's 404", async () => {
    const render = renderWith({});
    vi.stubGlobal('fetch', vi.fn());
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(apiRequest({ backend: 'api', path: '/api/room/8', schema })).resolves.toEqual({
      status: 0,
      data: { id: 8 },
    });
    await expect(apiRequest({ backend: 'api', path: '/api/room/9', schema })).rejects.toEqual(
      new ApiError('No room with id 9', 'http', 404, undefined, 'No room with id 9'),
    );
    expect(render.calls).toEqual(['GET /api/room/8', 'GET /api/room/9']);
    expect(serverRenderAsked()).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
    // A store page's excerpt the page does not carry is simply not there.
    expect(takeInlinedAnswer('an excerpt')).toBeUndefined();
  });

  it('never asks for a call to another origin: the render fails, as it always did', () => {
    const render = renderWith({});
    expect(() => askInServerRender('GET', 'https://content.example.sg/api/room/7', '')).toThrow(
      /Not answered for the server render/,
    );
    expect(render.calls).toEqual([]);
  });
});
