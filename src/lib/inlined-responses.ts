/**
 * The app's side of src/shared/inlined-responses.ts: the answers the server wrote into the page,
 * each used once, by the first call that matches it. After that, or once the page has been open
 * for a while, calls go to the network as always. The service worker's copy of the page has none.
 */
import { callKey, INLINED_RESPONSES_ELEMENT_ID } from '../shared/inlined-responses';

/** Answers are for the first load only: after this long (since the page loaded), ask again. */
export const INLINED_RESPONSES_USABLE_MS = 30_000;

let answers: Map<string, unknown> | undefined;

/** On the server (src/entry-server.tsx), the answers of the page being rendered. */
let serverAnswers: (() => ReadonlyMap<string, unknown> | undefined) | undefined;

/** What the server answers a call the page being rendered does not carry. */
export interface ServerAnswer {
  status: number;
  /** The JSON body; undefined when it is not JSON. */
  payload: unknown;
}

/**
 * The server's way to answer, during one render, a call the page does not carry: the render then
 * learns what its route decides (an unknown id is a 404 page, src/entry-server.tsx), but the page
 * is not drawn, since the browser would not find that answer in it.
 */
export interface ServerRenderAsk {
  ask(method: string, url: string, contentType: string, body?: string): Promise<ServerAnswer>;
  /** Set once the render has asked. */
  asked: boolean;
}

let serverAsk: (() => ServerRenderAsk | undefined) | undefined;

/** On the server, how the render in progress asks for a call it was not given an answer to. */
export function askFromServerRender(source: () => ServerRenderAsk | undefined) {
  serverAsk = source;
}

/**
 * In the server's render, a call to this site (a path) that the page does not carry, asked of the
 * server; undefined anywhere else (the page's answers or the network then serve it).
 */
export function askInServerRender(
  method: string,
  url: string,
  contentType: string,
  body?: string,
): Promise<ServerAnswer> | undefined {
  const current = serverAnswers && serverAsk?.();
  const key = callKey(method, url, body);
  if (!current || serverAnswers?.()?.has(key)) return undefined;
  // The server asks only itself: a call to another origin fails the render, as it always did.
  if (!url.startsWith('/')) throw new Error(`Not answered for the server render: ${key}`);
  current.asked = true;
  return current.ask(method, url, contentType, body);
}

/** True when the render in progress has asked the server for more than the page carries. */
export function serverRenderAsked(): boolean {
  return serverAsk?.()?.asked ?? false;
}

/** True in the server's render (once `answerFromServerRender` has been called). */
export function answeringServerRender(): boolean {
  return serverAnswers !== undefined;
}

/**
 * Renders on the server answer their calls from `source` (the answers of the render in progress,
 * which the page then carries too), never from the network.
 */
export function answerFromServerRender(source: () => ReadonlyMap<string, unknown> | undefined) {
  serverAnswers = source;
}

function readAnswers(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  const element = document.getElementById(INLINED_RESPONSES_ELEMENT_ID);
  if (!element) return answers;
  element.remove();
  try {
    const parsed: unknown = JSON.parse(element.textContent ?? '');
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      for (const [key, payload] of Object.entries(parsed)) answers.set(key, payload);
    }
  } catch {
    // A block that does not parse costs only the round trip it was meant to save.
  }
  return answers;
}

/** The server's answer to this call, taken (so a second identical call goes to the network). */
export function takeInlinedResponse(method: string, url: string, body?: string): unknown {
  return takeInlinedAnswer(callKey(method, url, body));
}

/**
 * The server's answer under `key` (a call's `callKey`, or an answer of the server's own such as a
 * store page's excerpt of the directory), taken: undefined when there is none, or no longer.
 */
export function takeInlinedAnswer(key: string): unknown {
  if (serverAnswers) {
    const known = serverAnswers();
    if (known?.has(key)) return known.get(key);
    // Where the server answers calls itself (askInServerRender), a missing answer of its own (a
    // store's excerpt) is simply not there. Elsewhere the server has no network: a call it did
    // not answer fails the render, and the page goes out undrawn, for the app to draw as always.
    if (serverAsk?.()) return undefined;
    throw new Error(`Not answered for the server render: ${key}`);
  }
  if (typeof document === 'undefined') return undefined;
  const known = readAnswers();
  if (known.size === 0) return undefined;
  if (performance.now() > INLINED_RESPONSES_USABLE_MS) {
    known.clear();
    return undefined;
  }
  const payload = known.get(key);
  known.delete(key);
  return payload;
}

/** Forgets what was read (tests). */
export function resetInlinedResponses(): void {
  answers = undefined;
  serverAnswers = undefined;
  serverAsk = undefined;
}
