/**
 * What every answer and connection gets whatever route answers: the connection cap, the write
 * rate limit (the routes opt in through their `rateLimit` config), the security headers, and an
 * HTTP/1.1 request without Host refused in the site's words. The server's own timeouts and
 * limits are Fastify options (server/lib/connection-limits.ts).
 */
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { isPostgres } from '../db/store.ts';
import { capConnections } from '../lib/connection-limits.ts';
import { HttpError } from '../lib/http-error.ts';
import { databaseRateLimitStore } from '../lib/rate-limit-store.ts';
import { contentSecurityPolicy, securityHeaders } from '../lib/security-headers.ts';

export interface HardeningOptions {
  db: Db;
  config: ServerConfig;
  /** Where the write rate limit counts on SQLite (BuildAppOptions in app.ts). */
  rateLimitStore?: FastifyRateLimitStoreCtor | undefined;
}

/**
 * Registers the hardening on `app`. Its security headers are the first `onSend` hook, so the
 * hooks added after it (caching, compression) see an answer that already has them.
 */
export async function registerHardening(
  app: FastifyInstance,
  { db, config, rateLimitStore }: HardeningOptions,
): Promise<void> {
  capConnections(app.server, config.connections.maxConnections, contentSecurityPolicy(config.csp));
  await app.register(rateLimit, {
    global: false,
    // On PostgreSQL, counted in the database: one client's limit across every instance. On SQLite
    // (one machine), in memory: exact and with no disk sync per attempt (BuildAppOptions).
    ...(isPostgres(db)
      ? { store: databaseRateLimitStore(db) }
      : rateLimitStore && { store: rateLimitStore }),
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        `Too many requests, try again in ${Math.max(1, Math.ceil(context.ttl / 1000))} s`,
      ),
  });
  app.addHook('onSend', securityHeaders(config.csp));
  // Node would refuse an HTTP/1.1 request without Host itself, with an empty body and none of the
  // headers (requireHostHeader is off in connection-limits.ts so that the refusal is the site's).
  app.addHook('onRequest', async (request) => {
    if (request.raw.httpVersion === '1.1' && !request.headers.host)
      throw new HttpError(400, 'The Host header is required');
  });
}
