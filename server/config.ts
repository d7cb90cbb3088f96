/** The embedded server's settings, from the environment (documented in the README). */
import { resolve } from 'node:path';

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
   * Behind a reverse proxy: take the client address from X-Forwarded-For (per-client rate limits)
   * and the scheme from X-Forwarded-Proto (HSTS). Without it both headers are ignored.
   */
  trustProxy: boolean;
  /** PEM files to serve HTTPS directly; both empty serves plain HTTP (TLS ends at a proxy). */
  tls: { keyFile: string; certFile: string };
  /** Extra origins allowed by the Content-Security-Policy (a real backend, remote images, scripts). */
  csp: { script: string[]; connect: string[]; img: string[] };
}

/** An https origin, optionally with a port or a leading `*.` subdomain wildcard; nothing else. */
const HTTPS_ORIGIN =
  /^https:\/\/(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/i;

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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const root = resolve(import.meta.dirname, '..');
  return {
    host: env.HOST ?? 'localhost',
    port: Number(env.PORT ?? 4173),
    databasePath: env.DATABASE_PATH ?? resolve(root, 'data', 'complex.sqlite'),
    databaseUrl: env.DATABASE_URL ?? '',
    distDir: env.DIST_DIR === '' ? null : resolve(root, env.DIST_DIR ?? 'dist'),
    biStage: env.BI_STAGE ?? 'Prod',
    implementationId: env.IMPLEMENTATION_ID ?? 'complex-web',
    seed: Number(env.SEED ?? 20261120),
    apiKey: env.API_KEY ?? '',
    apiSecret: env.API_SECRET ?? '',
    writeRateLimit: Number(env.WRITE_RATE_LIMIT ?? 20),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    tls: { keyFile: env.TLS_KEY_FILE ?? '', certFile: env.TLS_CERT_FILE ?? '' },
    csp: {
      script: origins('CSP_SCRIPT_SRC', env.CSP_SCRIPT_SRC),
      connect: origins('CSP_CONNECT_SRC', env.CSP_CONNECT_SRC),
      img: origins('CSP_IMG_SRC', env.CSP_IMG_SRC),
    },
  };
}
