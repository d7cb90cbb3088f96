/**
 * The embedded backend's app factory: one Fastify instance serving the three APIs of docs/api.md,
 * the generated artwork and (when built) the site itself. Every resource's routes are registered
 * here explicitly, so this file is the map of what the server answers; how a request is parsed,
 * hardened, logged and answered when it fails is server/http/, how a page is drawn server/pages/.
 */
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { readFileSync } from 'node:fs';
import type { ServerConfig } from './config.ts';
import type { Db } from './db/database.ts';
import type { RouteContext, RoutePluginOptions } from './lib/context.ts';
import { compressPayload } from './lib/compression.ts';
import { requireImplementationId } from './lib/implementation-id.ts';
import { applyReadCaching } from './lib/read-caching.ts';
import { serverLimitOptions } from './lib/connection-limits.ts';
import { clientErrorHandler } from './lib/raw-answers.ts';
import { contentSecurityPolicy } from './lib/security-headers.ts';
import { BODY_LIMIT, registerBodyParsing } from './http/body-parsing.ts';
import { frameworkErrorAnswer, registerErrorMapping, sendNoRoute } from './http/error-mapping.ts';
import { registerHardening } from './http/hardening.ts';
import { trustProxyOption } from './http/proxy-trust.ts';
import { SiteLogController } from './http/request-log.ts';
import { createUpstreamClient } from './gateway/upstream-client.ts';
import { createReadCache, gatewayRoutes } from './gateway/routes.ts';
import { biRoutes } from './routes/bi/index.ts';
import { endpointRoutes } from './routes/endpoint/index.ts';
import { apiRoutes } from './routes/api/index.ts';
import { healthRoutes } from './routes/health.ts';
import { mapRoutes } from './routes/map.ts';
import { mediaRoutes } from './routes/media.ts';
import { builtSite, registerStaticSite } from './pages/static-site.ts';
import { servePage } from './pages/serve-page.ts';
import { combinedDataVersion, storeDataVersion } from './db/data-version.ts';
import { gatewayDataVersion } from './gateway/read-cache.ts';
import type { PageWarmUp } from './warm-up.ts';

export interface BuildAppOptions {
  db: Db;
  config: ServerConfig;
  /** The clock; tests pass a fixed instant. */
  now?: () => Date;
  /** Told of every route as it is registered: tests enumerate the real routes instead of a list. */
  onRoute?: (route: RouteOptions) => void;
  /** Where the log goes; standard output by default. Tests read it here. */
  logStream?: { write(line: string): void };
  /**
   * Where the write rate limit counts on SQLite: the library's own count in this process's memory
   * by default; a serving process of `npm start` asks its supervisor, which counts for all of
   * them (server/processes.ts). On PostgreSQL the database counts, for every instance.
   */
  rateLimitStore?: FastifyRateLimitStoreCtor;
  /**
   * The serving process's warm-up of its page renderer (server/warm-up.ts, run by server/main.ts
   * before it listens): `/readyz` says ready only once it has run. Without it, as in tests, the
   * database alone decides.
   */
  warmUp?: PageWarmUp;
}

export async function buildApp({
  db,
  config,
  now = () => new Date(),
  onRoute,
  logStream,
  rateLimitStore,
  warmUp,
}: BuildAppOptions): Promise<FastifyInstance> {
  const { keyFile, certFile } = config.tls;
  const { nodeServer, ...limits } = serverLimitOptions(config.connections);
  const app = Fastify({
    // HTTPS when given a key and certificate; a Fastify instance is the same type either way for the routes.
    ...((keyFile || certFile) && {
      https: { key: readFileSync(keyFile), cert: readFileSync(certFile), ...nodeServer },
    }),
    ...limits,
    logger: { level: config.logLevel, ...(logStream && { stream: logStream }) },
    logController: new SiteLogController(),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: BODY_LIMIT,
    // Node's parser refusing a request, and Fastify refusing a URL before routing: the site's
    // error body and headers, never the raw request.
    clientErrorHandler: clientErrorHandler(contentSecurityPolicy(config.csp)),
    frameworkErrors: frameworkErrorAnswer(config.csp),
    routerOptions: { ignoreTrailingSlash: true },
    // Strict types (no "12" -> 12 coercion surprises beyond what the schemas allow), every problem
    // reported, and the failing schema attached so messages can use its description.
    ajv: {
      customOptions: {
        coerceTypes: false,
        allErrors: true,
        verbose: true,
        removeAdditional: false,
        allowUnionTypes: true,
      },
    },
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  await registerHardening(app, { db, config, rateLimitStore });
  await registerBodyParsing(app);
  // Every answer, after the hardening's headers: its cache validators, then compressed.
  app.addHook('onSend', applyReadCaching);
  app.addHook('onSend', compressPayload);
  registerErrorMapping(app);

  // The gateway's cache is made here: its answers changing is the pages' data version upstream.
  // Its copies kept in the database are written before the app closes (and the database with it).
  const readCache = config.upstream ? createReadCache(db, config.upstream, app.log) : undefined;
  if (readCache) app.addHook('onClose', () => readCache.close());
  const site = builtSite(
    config,
    readCache
      ? combinedDataVersion(storeDataVersion(db), gatewayDataVersion(readCache))
      : storeDataVersion(db),
  );
  // What no route takes: a page of the site when it is one, else a 404 in the site's words.
  app.setNotFoundHandler((request, reply) => {
    if (site && servePage(request, reply, site)) return reply;
    return sendNoRoute(request, reply);
  });

  const ctx: RouteContext = { db, config, now };
  const options: RoutePluginOptions = { ctx };
  const implementationId = requireImplementationId(config.implementationId);
  if (config.upstream && readCache) {
    // DATA_SOURCE=upstream: the spec's calls answered from the complex's backends (server/gateway).
    await app.register(gatewayRoutes, {
      client: createUpstreamClient(config.upstream),
      cache: readCache,
      implementationId: config.implementationId,
      writeRateLimit: config.writeRateLimit,
      maxFreshMs: config.upstream.maxFreshMs,
    });
  } else {
    await app.register(
      async (bi) => {
        bi.addHook('onRequest', implementationId);
        await bi.register(biRoutes, options);
      },
      { prefix: '/bi/:stage' },
    );
    await app.register(async (api) => {
      api.addHook('onRequest', implementationId);
      await api.register(apiRoutes, options);
    });
    await app.register(
      async (endpoint) => {
        endpoint.addHook('onRequest', implementationId);
        await endpoint.register(endpointRoutes, options);
      },
      { prefix: '/endpoint' },
    );
  }
  // The floor plans are the site's own in both modes.
  await app.register(async (map) => {
    map.addHook('onRequest', implementationId);
    await map.register(mapRoutes, options);
  });
  await app.register(healthRoutes, { ...options, isWarm: warmUp && (() => warmUp.isWarm) });
  await app.register(mediaRoutes, options);
  if (site) await registerStaticSite(app, site);
  return app;
}
