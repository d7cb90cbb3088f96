/** Messages between the page and the service worker (the update prompt sends `SKIP_WAITING`). */
export const SW_MESSAGES = {
  skipWaiting: 'SKIP_WAITING',
} as const;

export interface SwMessage {
  type: (typeof SW_MESSAGES)[keyof typeof SW_MESSAGES];
}

/**
 * What the worker tells its pages after each request it sends to the network for backend data:
 * whether an answer came back. Its stale-while-revalidate answers come from the cache at once, so
 * only it knows whether the refresh behind them got through.
 */
export const SW_CONNECTION_NEWS = 'CONNECTION';

export interface SwConnectionNews {
  type: typeof SW_CONNECTION_NEWS;
  reached: boolean;
}

/** Whether a message from the worker is its connection news. */
export function isConnectionNews(data: unknown): data is SwConnectionNews {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === SW_CONNECTION_NEWS &&
    typeof (data as { reached?: unknown }).reached === 'boolean'
  );
}

/**
 * Header the worker puts on an answer it gives from its caches (or rebuilds from them) instead of
 * from the network: such an answer says nothing about the connection.
 */
export const FROM_CACHE_HEADER = 'x-complex-from-cache';

/**
 * How old a data answer is, in seconds (the standard `Age` header): the server's gateway sets it
 * on every answer it gives from its cache of the complex's backends.
 */
export const DATA_AGE_HEADER = 'age';
/**
 * Set (to `1`) by the gateway when it answers with a kept copy because the backends are failing:
 * the pages then say how old the information is.
 */
export const STALE_DATA_HEADER = 'x-complex-stale';
/**
 * Set by the worker on every data answer it keeps: when its data was current (epoch ms on this
 * device's clock: the time it arrived, less its `Age`), so an answer given from the caches hours
 * later still says how old it is (src/shared/answer-time.ts).
 */
export const ANSWERED_AT_HEADER = 'x-complex-answered-at';
