/**
 * Where the site's data comes from, chosen at start (README, "Running on the complex's real
 * backends"): `embedded` (SQLite and the seeded complex) or `upstream` (the complex's own backends).
 * The upstream addresses, implementation id, key and secret live here, in the server's environment
 * only: the browser always calls this server, and the bundle never names another backend.
 */
import { generateTokenRoute } from '../../src/shared/contracts/generate-token.ts';

export type DataSource = 'embedded' | 'upstream';

export interface UpstreamConfig {
  /** `{bi}` including its stage, e.g. `https://bi.example.sg/Prod`. */
  biBase: string;
  /** `{api}`: content, ticket, booking and room API (its paths start with `/api`). */
  apiBase: string;
  /** `{endpoint}`: deals and passwords. */
  endpointBase: string;
  /** The `implementation-id` the backends know the site by. */
  implementationId: string;
  /** Key and secret exchanged for a bearer token at `tokenPath` (both empty: no token call). */
  apiKey: string;
  apiSecret: string;
  /** Token call relative to `{bi}`. */
  tokenPath: string;
  /** Longest wait for one upstream answer. */
  timeoutMs: number;
  /** Consecutive failures that open a backend's circuit, and how long it stays open. */
  breakerFailures: number;
  breakerCooldownMs: number;
  /** Caps every call's fresh period (calls.ts); undefined keeps each call's own. */
  maxFreshMs: number | undefined;
  /** Answers kept at most in each process's memory; 0 keeps none there. */
  cacheEntries: number;
  /**
   * Answers kept at most in the site's database for every process and instance (kept-answers.ts);
   * 0 keeps none there (with `cacheEntries` 0 too, every read asks the backends).
   */
  keptEntries: number;
  /** Bytes of those answers (bodies and keys) at most. */
  keptMaxBytes: number;
}

const URL_VARIABLES = {
  biBase: 'UPSTREAM_BI_BASE',
  apiBase: 'UPSTREAM_API_BASE',
  endpointBase: 'UPSTREAM_ENDPOINT_BASE',
} as const;

function baseUrl(name: string, value: string | undefined): string {
  const text = (value ?? '').trim().replace(/\/+$/, '');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`${name} must be the backend's base URL, e.g. https://bi.example.sg/Prod`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`${name} must be an http(s) URL`);
  if (url.search || url.hash || url.username || url.password)
    throw new Error(`${name} must not carry a query, a fragment or credentials`);
  return text;
}

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number`);
  return n;
}

export function loadDataSource(env: NodeJS.ProcessEnv): DataSource {
  const value = env.DATA_SOURCE ?? 'embedded';
  if (value !== 'embedded' && value !== 'upstream')
    throw new Error(`DATA_SOURCE must be embedded or upstream, not "${value}"`);
  return value;
}

/** The upstream settings, or null in embedded mode. Anything missing or malformed stops the start. */
export function loadUpstreamConfig(env: NodeJS.ProcessEnv): UpstreamConfig | null {
  if (loadDataSource(env) !== 'upstream') return null;
  const implementationId = (env.UPSTREAM_IMPLEMENTATION_ID ?? '').trim();
  if (!implementationId) throw new Error('UPSTREAM_IMPLEMENTATION_ID is required in upstream mode');
  const apiKey = env.UPSTREAM_API_KEY ?? '';
  const apiSecret = env.UPSTREAM_API_SECRET ?? '';
  if (Boolean(apiKey) !== Boolean(apiSecret))
    throw new Error('UPSTREAM_API_KEY and UPSTREAM_API_SECRET go together');
  return {
    biBase: baseUrl(URL_VARIABLES.biBase, env.UPSTREAM_BI_BASE),
    apiBase: baseUrl(URL_VARIABLES.apiBase, env.UPSTREAM_API_BASE),
    endpointBase: baseUrl(URL_VARIABLES.endpointBase, env.UPSTREAM_ENDPOINT_BASE),
    implementationId,
    apiKey,
    apiSecret,
    tokenPath: env.UPSTREAM_TOKEN_PATH ?? generateTokenRoute.path,
    timeoutMs: positive('UPSTREAM_TIMEOUT_MS', env.UPSTREAM_TIMEOUT_MS, 5000),
    breakerFailures: positive('UPSTREAM_BREAKER_FAILURES', env.UPSTREAM_BREAKER_FAILURES, 5),
    breakerCooldownMs: positive(
      'UPSTREAM_BREAKER_COOLDOWN_MS',
      env.UPSTREAM_BREAKER_COOLDOWN_MS,
      15_000,
    ),
    maxFreshMs: env.UPSTREAM_MAX_FRESH_SECONDS
      ? positive('UPSTREAM_MAX_FRESH_SECONDS', env.UPSTREAM_MAX_FRESH_SECONDS, 0) * 1000
      : undefined,
    cacheEntries: wholeNumber('UPSTREAM_CACHE_ENTRIES', env.UPSTREAM_CACHE_ENTRIES, 5000),
    keptEntries: wholeNumber('UPSTREAM_KEPT_ENTRIES', env.UPSTREAM_KEPT_ENTRIES, 20_000),
    keptMaxBytes: wholeNumber(
      'UPSTREAM_KEPT_MAX_BYTES',
      env.UPSTREAM_KEPT_MAX_BYTES,
      256 * 2 ** 20,
    ),
  };
}

function wholeNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`${name} must be a whole number`);
  return n;
}
