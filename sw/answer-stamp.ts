/**
 * The worker keeps each data answer with the time its data was current (`x-complex-answered-at`,
 * src/shared/answer-time.ts), taken from its own clock as it arrives, less the gateway's `Age`.
 * Given from the caches later (offline, or when the network does not answer in time), the answer
 * still says how old it is, and the page does not take it for new.
 */
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { answeredAt } from '../src/shared/answer-time';
import { ANSWERED_AT_HEADER } from '../src/shared/sw-messages';

/** A copy of `response` stamped with when its data was current (`now` being when it arrived). */
export function stampedAnswer(response: Response, now = Date.now()): Response {
  const headers = new Headers(response.headers);
  headers.set(ANSWERED_AT_HEADER, String(answeredAt(response.headers, now)));
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/**
 * For the data strategies: stamps what they keep. It replaces Workbox's default rule (keep a 200
 * or an opaque answer), so it keeps only 200s itself: data calls are same-origin, never opaque.
 */
export const answerStampPlugin: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    response.status === 200 ? stampedAnswer(response) : null,
};
