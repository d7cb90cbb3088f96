/**
 * In the server's render only (src/entry-server.tsx): answers kept by their identity, their ETag,
 * with what the API client made of them (the schema-checked payload). A page the server draws
 * asks this server's API in process; the same few calls come back with the same answers for every
 * visitor until the data changes, and reading half a megabyte of JSON again each time (the
 * directory) was most of a page's cost. So a call asked before goes out with `If-None-Match`: a
 * 304 says the kept answer is still the one, and the same checked object is used again (and what
 * a feature derived from it, kept by identity: see getDirectory). An answer that changed has
 * another ETag and is read afresh. Nothing is kept by time: the server says when an answer is
 * still the same.
 *
 * Bounded: a few dozen answers and a few megabytes of their JSON at most, least recently used
 * out first. An answer is a call's, never a visitor's: the render's calls carry no cookie.
 */

/** A kept answer: its ETag and the checked payload. */
export interface KeptAnswer {
  etag: string;
  value: unknown;
  /** Bytes of the answer's JSON, for the bound. */
  bytes: number;
}

export const MAX_KEPT_ANSWERS = 64;
export const MAX_KEPT_ANSWER_BYTES = 8 * 1024 * 1024;

const kept = new Map<string, KeptAnswer>();
let keptBytes = 0;

/** The key of a call: what it asks, exactly (its method, URL and body). */
export function answerKey(method: string, url: string, body: string | undefined): string {
  return `${method} ${url} ${body ?? ''}`;
}

/** The kept answer to a call, made the most recently used. */
export function keptAnswer(key: string): KeptAnswer | undefined {
  const answer = kept.get(key);
  if (answer) {
    kept.delete(key);
    kept.set(key, answer);
  }
  return answer;
}

/** Keeps a call's answer, pushing out the least recently used past the bounds. */
export function keepAnswer(key: string, answer: KeptAnswer): void {
  forget(key);
  // One answer larger than a quarter of the bound would push out too many others.
  if (answer.bytes > MAX_KEPT_ANSWER_BYTES / 4) return;
  kept.set(key, answer);
  keptBytes += answer.bytes;
  while (kept.size > MAX_KEPT_ANSWERS || keptBytes > MAX_KEPT_ANSWER_BYTES) {
    const oldest = kept.keys().next();
    if (oldest.done) break;
    forget(oldest.value);
  }
}

function forget(key: string): void {
  const answer = kept.get(key);
  if (!answer) return;
  kept.delete(key);
  keptBytes -= answer.bytes;
}

/** How many answers and bytes are kept (for tests). */
export function keptAnswersSize(): { answers: number; bytes: number } {
  return { answers: kept.size, bytes: keptBytes };
}
