/** The server's settings, from the environment (documented in the README). */
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { loadUpstreamConfig, type UpstreamConfig } from './gateway/config.ts';
import { loadParkingConfig, type ParkingConfig } from './parking/config.ts';
import { loadPushConfig, type PushConfig } from './push/config.ts';
import { PROJECT_ROOT } from './project-root.ts';
import { DEFAULT_PAGE_CACHE_BYTES } from './pages/page-cache.ts';

export interface ServerConfig {
  host: string;
  port: number;
  /** SQLite file; `:memory:` for tests. Unused when `databaseUrl` is set. */
  databasePath: string;
  /** `postgres://...`: run on PostgreSQL instead of SQLite (docs/database.md); empty for SQLite. */
  databaseUrl: string;
  /** Built site to serve; null serves the API only. */
  distDir: string | null;
  /** BI API stage in `/bi/{stage}`. */
  biStage: string;
  /** Accepted value of the implementation-id header; empty accepts any non-empty value. */
  implementationId: string;
  /** Seed of the generated complex. */
  seed: number;
  /** Server-side API key and secret for generate-token; empty disables the call. */
  apiKey: string;
  apiSecret: string;
  /** Requests per minute per client on each write route. */
  writeRateLimit: number;
  logLevel: string;
  /**
   * Behind reverse proxies: how many hops (a number) or which proxies (addresses and CIDR ranges)
   * to believe in X-Forwarded-For (per-client rate limits) and X-Forwarded-Proto (HSTS). Never
   * "every hop": a client can write anything in front of its own proxy's entry. `false` ignores
   * both headers.
   */
  trustProxy: TrustProxy;
  /** PEM files to serve HTTPS directly; both empty serves plain HTTP (TLS ends at a proxy). */
  tls: { keyFile: string; certFile: string };
  /** Extra origins allowed by the Content-Security-Policy (a real backend, remote images, scripts). */
  csp: { script: string[]; connect: string[]; img: string[] };
  /** DATA_SOURCE=upstream: the complex's backends behind the gateway; null serves the embedded store. */
  upstream: UpstreamConfig | null;
  /** Live parking: the DataMall feed (in either data mode) or its simulation (server/parking/). */
  parking: ParkingConfig;
  /** Timeouts and connection limits of the HTTP server (server/lib/connection-limits.ts). */
  connections: ConnectionLimits;
  /** Bytes of drawn pages kept (server/pages/page-cache.ts); 0 draws every page afresh. */
  pageCacheBytes: number;
  /** Serving processes sharing the port (server/processes.ts): one per core by default, at most 8. */
  processes: number;
  /** Web push: keys, limits and the scheduler's pace (server/push/config.ts). */
  push: PushConfig;
  /**
   * The site's public origin (`https://www.example.sg`), for the absolute URLs pages carry
   * (canonical, Open Graph, hreflang, structured data, the sitemap); empty takes each request's
   * own (its Host, and its scheme as the server sees it).
   */
  publicOrigin: string;
}

export type TrustProxy = false | number | string[];

export interface ConnectionLimits {
  /** Whole request, headers and body, from its first byte: a stalled body is cut off after it. */
  requestTimeoutMs: number;
  /** Headers complete within this (slow-header clients). */
  headersTimeoutMs: number;
  /** An idle kept-alive connection is closed after this (longer than a proxy's own idle wait). */
  keepAliveTimeoutMs: number;
  /** Requests one kept-alive connection may carry before it is closed. */
  maxRequestsPerSocket: number;
  /** Open connections at once; one more is answered 503 and closed. */
  maxConnections: number;
}

/** Defaults of `ConnectionLimits` (README, Configuration). */
export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  requestTimeoutMs: 20_000,
  headersTimeoutMs: 10_000,
  keepAliveTimeoutMs: 72_000,
  maxRequestsPerSocket: 1000,
  maxConnections: 1000,
};

/**
 * An https origin, optionally with a port or a leading `*.` subdomain wildcard; nothing else. Plain
 * http only for this machine (a local fake of the backends' image host).
 */
const HTTPS_ORIGIN =
  /^(https:\/\/(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*|http:\/\/(localhost|127\.0\.0\.1))(:\d{1,5})?$/i;

/**
 * A space-separated list of origins from the environment. A keyword (`'unsafe-inline'`), a scheme
 * (`https:`, `data:`), `*` or a `;` would widen the policy far beyond one origin: refused at start.
 */
function origins(name: string, value: string | undefined): string[] {
  const list = (value ?? '').split(/\s+/).filter(Boolean);
  for (const origin of list) {
    if (!HTTPS_ORIGIN.test(origin))
      throw new Error(`${name}: "${origin}" is not an https origin such as https://cdn.example.sg`);
  }
  return list;
}

const CIDR_SUFFIX = /^(.+)\/(\d{1,3})$/;

/** One proxy address or CIDR range (`10.0.0.1`, `10.0.0.0/8`, `::1`, `fd00::/8`). */
function isProxyAddress(entry: string): boolean {
  const range = CIDR_SUFFIX.exec(entry);
  const address = range?.[1] ?? entry;
  const version = isIP(address);
  if (version === 0) return false;
  return range ? Number(range[2]) <= (version === 4 ? 32 : 128) : true;
}

/**
 * TRUST_PROXY: unset, empty or `0` ignores forwarding headers; a whole number is how many proxies
 * stand in front of the server; otherwise a comma-separated list of the proxies' addresses or
 * ranges. `true` (trust every hop) and anything else stop the server at start.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === '0') return false;
  if (/^[0-9]{1,2}$/.test(text)) return Number(text);
  const list = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = list.find((entry) => !isProxyAddress(entry));
  if (wrong !== undefined || list.length === 0) {
    throw new Error(
      `TRUST_PROXY: "${wrong ?? text}" is neither a number of proxy hops (1) nor a proxy address or range (10.0.0.0/8); trusting every hop would let any client pick its own address`,
    );
  }
  return list;
}

/**
 * Serving processes when SERVER_PROCESSES is unset: one per core, but no more than this (each
 * holds its own renderer, page cache and up to 10 PostgreSQL connections).
 */
const MAX_DEFAULT_PROCESSES = 8;

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new Error(`${name}: "${value}" is not a whole number of at least 1`);
  return number;
}

/**
 * PUBLIC_ORIGIN: an http(s) origin, nothing after it but an optional `/`; returned as the origin
 * alone (`https://www.example.sg`). Anything else stops the server at start.
 */
export function parsePublicOrigin(value: string | undefined): string {
  const text = (value ?? '').trim();
  if (text === '') return '';
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  if (
    !url ||
    !/^https?:$/.test(url.protocol) ||
    url.username ||
    url.password ||
    url.pathname !== '/' ||
    url.search ||
    url.hash ||
    /[?#]/.test(text)
  )
    throw new Error(
      `PUBLIC_ORIGIN: "${text}" is not an origin such as https://www.example.sg (a scheme and a host, no path)`,
    );
  return url.origin;
}

/** PAGE_CACHE_MAX_BYTES: a whole number of bytes, `0` (or `off`) for no page cache. */
function pageCacheBytes(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_PAGE_CACHE_BYTES;
  if (value.trim() === 'off') return 0;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0)
    throw new Error(`PAGE_CACHE_MAX_BYTES: "${value}" is not a whole number of bytes (0: off)`);
  return number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    host: env.HOST ?? 'localhost',
    port: Number(env.PORT ?? 4173),
    databasePath: env.DATABASE_PATH ?? resolve(PROJECT_ROOT, 'data', 'complex.sqlite'),
    databaseUrl: env.DATABASE_URL ?? '',
    distDir: env.DIST_DIR === '' ? null : resolve(PROJECT_ROOT, env.DIST_DIR ?? 'dist'),
    biStage: env.BI_STAGE ?? 'Prod',
    implementationId: env.IMPLEMENTATION_ID ?? 'complex-web',
    seed: Number(env.SEED ?? 20261120),
    apiKey: env.API_KEY ?? '',
    apiSecret: env.API_SECRET ?? '',
    writeRateLimit: Number(env.WRITE_RATE_LIMIT ?? 20),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    tls: { keyFile: env.TLS_KEY_FILE ?? '', certFile: env.TLS_CERT_FILE ?? '' },
    csp: {
      script: origins('CSP_SCRIPT_SRC', env.CSP_SCRIPT_SRC),
      connect: origins('CSP_CONNECT_SRC', env.CSP_CONNECT_SRC),
      img: origins('CSP_IMG_SRC', env.CSP_IMG_SRC),
    },
    connections: {
      ...DEFAULT_CONNECTION_LIMITS,
      requestTimeoutMs: positiveInteger(
        'REQUEST_TIMEOUT_MS',
        env.REQUEST_TIMEOUT_MS,
        DEFAULT_CONNECTION_LIMITS.requestTimeoutMs,
      ),
      maxRequestsPerSocket: positiveInteger(
        'MAX_REQUESTS_PER_SOCKET',
        env.MAX_REQUESTS_PER_SOCKET,
        DEFAULT_CONNECTION_LIMITS.maxRequestsPerSocket,
      ),
      maxConnections: positiveInteger(
        'MAX_CONNECTIONS',
        env.MAX_CONNECTIONS,
        DEFAULT_CONNECTION_LIMITS.maxConnections,
      ),
    },
    upstream: loadUpstreamConfig(env),
    parking: loadParkingConfig(env),
    pageCacheBytes: pageCacheBytes(env.PAGE_CACHE_MAX_BYTES),
    processes: positiveInteger(
      'SERVER_PROCESSES',
      env.SERVER_PROCESSES,
      Math.min(availableParallelism(), MAX_DEFAULT_PROCESSES),
    ),
    push: loadPushConfig(env),
    publicOrigin: parsePublicOrigin(env.PUBLIC_ORIGIN),
  };
}
