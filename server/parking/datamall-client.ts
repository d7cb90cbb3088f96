/**
 * Reads LTA DataMall's carpark availability feed: `GET {base}/CarParkAvailabilityv2` with the
 * `AccountKey` header, 500 records a page, the next pages at `$skip=500`, `$skip=1000`, ... until
 * a page is short. Bounded: at most `maxPages` pages, and one deadline for all of them. Keeps the
 * records of the developments asked for only (feed-records.ts reads every field as untrusted).
 */
import type { DataMallConfig } from './config.ts';
import { FeedError, readFeedPage, type CarparkRecord } from './feed-records.ts';

/** The feed's page size (DataMall answers at most 500 records a call). */
export const FEED_PAGE_SIZE = 500;
export const FEED_PATH = '/CarParkAvailabilityv2';

export interface FeedRead {
  records: CarparkRecord[];
  /** Pages read, and records dropped as unreadable. */
  pages: number;
  dropped: number;
  /** The last page was still full when `maxPages` was reached: later records were not read. */
  cutOff: boolean;
}

export interface FeedReadOptions {
  feed: DataMallConfig;
  developments: readonly string[];
  timeoutMs: number;
  maxPages: number;
  fetch?: typeof fetch;
}

function pageUrl(base: string, skip: number): string {
  return skip === 0 ? `${base}${FEED_PATH}` : `${base}${FEED_PATH}?$skip=${skip}`;
}

async function readPage(
  url: string,
  key: string,
  signal: AbortSignal,
  send: typeof fetch,
): Promise<unknown> {
  let response: Response;
  try {
    response = await send(url, {
      headers: { AccountKey: key, accept: 'application/json' },
      signal,
    });
  } catch (cause) {
    if (signal.aborted) throw new FeedError('timeout', 'The feed did not answer in time');
    throw new FeedError('failed', `The feed could not be reached (${(cause as Error).message})`);
  }
  if (response.status === 401 || response.status === 403) {
    await response.body?.cancel();
    throw new FeedError('refused', `The feed refused the key (${response.status})`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new FeedError('failed', `The feed answered ${response.status}`);
  }
  let text: string;
  try {
    text = await response.text();
  } catch {
    if (signal.aborted) throw new FeedError('timeout', 'The feed did not answer in time');
    throw new FeedError('failed', 'The feed’s answer was cut off');
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new FeedError('garbage', 'The feed’s answer is not JSON');
  }
}

/** Every page of the feed, or a `FeedError` saying why not. */
export async function readDataMall({
  feed,
  developments,
  timeoutMs,
  maxPages,
  fetch: send = fetch,
}: FeedReadOptions): Promise<FeedRead> {
  const signal = AbortSignal.timeout(timeoutMs);
  const wanted = new Set(developments);
  const records: CarparkRecord[] = [];
  let dropped = 0;
  for (let pages = 1; pages <= maxPages; pages += 1) {
    const json = await readPage(
      pageUrl(feed.base, (pages - 1) * FEED_PAGE_SIZE),
      feed.key,
      signal,
      send,
    );
    const page = readFeedPage(json, wanted);
    records.push(...page.records);
    dropped += page.dropped;
    if (page.length < FEED_PAGE_SIZE) return { records, pages, dropped, cutOff: false };
  }
  return { records, pages: maxPages, dropped, cutOff: true };
}
