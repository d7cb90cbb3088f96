/**
 * Where live parking comes from (README, Configuration): LTA DataMall's carpark availability feed
 * when `UPSTREAM_CARPARK_BASE` is set, whatever `DATA_SOURCE` says (the feed is not one of the
 * complex's backends), else a simulation of it. The key lives here, in the server's environment
 * only: the browser asks this server, never DataMall (scripts/bundle-secrets.ts checks the build).
 */

export interface DataMallConfig {
  /** The feed's base URL, ending before `/CarParkAvailabilityv2`. */
  base: string;
  /** Sent as the `AccountKey` header. */
  key: string;
}

export interface ParkingConfig {
  /** The live feed; null runs the simulation. */
  feed: DataMallConfig | null;
  /** The feed's `Development` names: the complex's first, then the nearby carparks worth showing. */
  developments: readonly string[];
  /** Longest wait for the whole feed (every page of it). */
  timeoutMs: number;
  /** Pages of 500 records read at most: a feed that never ends a page short is cut off there. */
  maxPages: number;
  /**
   * The feed is asked at most this often, by all processes and instances together: a minute by
   * default, as often as DataMall's counts change.
   */
  askEveryMs: number;
  /**
   * How often each serving process looks at the kept reading (and asks the feed when it is its
   * turn and the reading is `askEveryMs` old): a reading is at most this much older than that.
   */
  pollMs: number;
}

export const DEFAULT_DEVELOPMENTS = [
  'Suntec City',
  'Marina Square',
  'Millenia Singapore',
  'The Esplanade',
  'Raffles City',
] as const;

const NAMES_AT_MOST = 12;
const NAME_LENGTH_AT_MOST = 100;

function feedBase(value: string): string {
  const text = value.trim().replace(/\/+$/, '');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(
      'UPSTREAM_CARPARK_BASE must be the feed’s base URL (the part before /CarParkAvailabilityv2)',
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error('UPSTREAM_CARPARK_BASE must be an http(s) URL');
  if (url.search || url.hash || url.username || url.password)
    throw new Error('UPSTREAM_CARPARK_BASE must not carry a query, a fragment or credentials');
  return text;
}

function developments(value: string | undefined): readonly string[] {
  if (value === undefined || value.trim() === '') return DEFAULT_DEVELOPMENTS;
  const names = [
    ...new Set(
      value
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    ),
  ];
  if (names.length === 0 || names.length > NAMES_AT_MOST)
    throw new Error(`CARPARK_DEVELOPMENTS must name 1 to ${NAMES_AT_MOST} developments`);
  if (names.some((name) => name.length > NAME_LENGTH_AT_MOST))
    throw new Error(
      `CARPARK_DEVELOPMENTS: a name is longer than ${NAME_LENGTH_AT_MOST} characters`,
    );
  return names;
}

function timeout(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 10_000;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 100 || ms > 60_000)
    throw new Error('UPSTREAM_CARPARK_TIMEOUT_MS must be a whole number from 100 to 60000');
  return ms;
}

const ASK_EVERY_DEFAULT_MS = 60_000;
const POLL_AT_MOST_MS = 10_000;

function askEvery(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return ASK_EVERY_DEFAULT_MS;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 5_000 || ms > 3_600_000)
    throw new Error('CARPARK_ASK_EVERY_MS must be a whole number from 5000 to 3600000');
  return ms;
}

/** The parking settings; anything malformed stops the start, as every other setting does. */
export function loadParkingConfig(env: NodeJS.ProcessEnv): ParkingConfig {
  const base = env.UPSTREAM_CARPARK_BASE ?? '';
  const key = (env.UPSTREAM_CARPARK_KEY ?? '').trim();
  if (base.trim() !== '' && key === '')
    throw new Error('UPSTREAM_CARPARK_KEY is required with UPSTREAM_CARPARK_BASE');
  const askEveryMs = askEvery(env.CARPARK_ASK_EVERY_MS);
  return {
    feed: base.trim() === '' ? null : { base: feedBase(base), key },
    developments: developments(env.CARPARK_DEVELOPMENTS),
    timeoutMs: timeout(env.UPSTREAM_CARPARK_TIMEOUT_MS),
    maxPages: 20,
    askEveryMs,
    pollMs: Math.min(POLL_AT_MOST_MS, askEveryMs),
  };
}
