/**
 * The embedded backend's app factory: one Fastify instance serving the three APIs of docs/api.md,
 * the generated artwork and (when built) the site itself. Every resource's routes are registered
 * here explicitly, so this file is the map of what the server answers.
 */
import Fastify, {
  LogController,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type RouteOptions,
} from 'fastify';
import formbody from '@fastify/formbody';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { readFileSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import type { ServerConfig, TrustProxy } from './config.ts';
import type { Db } from './db/database.ts';
import type { RouteContext, RoutePluginOptions } from './lib/context.ts';
import { compressPayload } from './lib/compression.ts';
import { databaseRateLimitStore } from './lib/rate-limit-store.ts';
import { isPostgres } from './db/store.ts';
import { errorBody, HttpError } from './lib/http-error.ts';
import { requireImplementationId } from './lib/implementation-id.ts';
import { applyReadCaching } from './lib/read-caching.ts';
import { capConnections, serverLimitOptions } from './lib/connection-limits.ts';
import { clientErrorHandler } from './lib/raw-answers.ts';
import {
  jsonNestsDeeperThan,
  MAX_JSON_DEPTH,
  normalizeRequestBody,
  PROTOTYPE_KEY_MESSAGE,
  tooDeep,
} from './lib/request-body.ts';
import { contentSecurityPolicy, securityHeaders } from './lib/security-headers.ts';
import { fieldErrorsFrom, type SchemaError } from './lib/validation-errors.ts';
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
import { isRenderCall } from './pages/server-render.ts';
import { combinedDataVersion, storeDataVersion } from './db/data-version.ts';
import { gatewayDataVersion } from './gateway/read-cache.ts';

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
}

/** Largest accepted request body: the biggest legitimate payload (a contact message) is a few KB. */
const BODY_LIMIT = 64 * 1024;

/**
 * Fastify's own 4xx errors, said in the site's words: their messages can quote the request (a
 * content type, a URL), and an answer never echoes what the client sent.
 */
const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE:
    'Unsupported Content-Type: send JSON, or a form with a params field',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_BAD_URL: 'The request URL is not valid (bad percent-encoding)',
  FST_ERR_MAX_PARAM_LENGTH: 'A part of the request URL is too long',
  FST_ERR_ASYNC_CONSTRAINT: 'The request could not be routed',
};

/** A 4xx in the site's words: a known code's message, else the status's own name. */
function clientErrorMessage(status: number, code: string | undefined): string {
  return (
    (code && CLIENT_ERROR_MESSAGES[code]) ||
    `The request was refused: ${STATUS_CODES[status] ?? 'client error'}`
  );
}

/**
 * Fastify's `trustProxy` for TRUST_PROXY. Fastify 5.12 no longer counts hops itself (a number now
 * trusts nothing), so a hop count is the trust function it stood for: the socket's peer and the
 * next `hops - 1` entries of X-Forwarded-For, counted from the right, are proxies; the entry left
 * of them is the client, whatever the client wrote further left.
 */
function trustProxyOption(
  trust: TrustProxy,
): boolean | string[] | ((a: string, i: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

/** A path safe to repeat in a 404's message: plain characters only, else not repeated at all. */
function routeShown(url: string): string {
  const path = url.split('?')[0] ?? '';
  return /^\/[A-Za-z0-9/_.~-]{0,200}$/.test(path) ? ` ${path}` : ' for this path';
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Fastify's lines for each request, except for a drawn page's calls to this server in process
 * (server-render.ts): they are part of the page's request, so one visit is one request in the
 * log. Such a call that fails is still logged, as are its errors.
 */
class SiteLogController extends LogController {
  override incomingRequest(...args: Parameters<LogController['incomingRequest']>): void {
    if (!isRenderCall()) super.incomingRequest(...args);
  }

  override requestCompleted(...args: Parameters<LogController['requestCompleted']>): void {
    const [error] = args;
    if (error || !isRenderCall()) super.requestCompleted(...args);
  }
}

export async function buildApp({
  db,
  config,
  now = () => new Date(),
  onRoute,
  logStream,
  rateLimitStore,
}: BuildAppOptions): Promise<FastifyInstance> {
  const { keyFile, certFile } = config.tls;
  const csp = contentSecurityPolicy(config.csp);
  const { nodeServer, ...limits } = serverLimitOptions(config.connections);
  const addSecurityHeaders = securityHeaders(config.csp);
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
    clientErrorHandler: clientErrorHandler(csp),
    // (Fastify answers these before any hook runs, so the headers are added here.)
    frameworkErrors: async (error, request, reply: FastifyReply) => {
      const status = error.statusCode ?? 400;
      await addSecurityHeaders(request, reply);
      return reply
        .code(status)
        .send(errorBody(request.url, clientErrorMessage(status, error.code)));
    },
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
  capConnections(app.server, config.connections.maxConnections, csp);
  const ctx: RouteContext = { db, config, now };
  if (onRoute) app.addHook('onRoute', onRoute);

  // An empty JSON body is an empty payload: the real site POSTs list calls without a body.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  // JSON and forms only: a text/plain body is a 415, not a string for the routes to guess about.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    // Checked on the text, before parsing: the depth cap bounds every later walk of the payload.
    if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) return done(tooDeep('body'), undefined);
    parseJson(request, text, (error, parsed) => {
      if (error) {
        // Fastify refuses prototype keys with the same error as broken JSON: say which it was.
        const message = isJson(text) ? PROTOTYPE_KEY_MESSAGE : 'The request body is not valid JSON';
        return done(new HttpError(400, message), undefined);
      }
      done(null, parsed);
    });
  });
  await app.register(formbody, { bodyLimit: BODY_LIMIT });
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

  app.addHook('onSend', addSecurityHeaders);
  app.addHook('onSend', applyReadCaching);
  app.addHook('onSend', compressPayload);
  app.addHook('preValidation', normalizeRequestBody);
  // Node would refuse an HTTP/1.1 request without Host itself, with an empty body and none of the
  // headers (requireHostHeader is off in connection-limits.ts so that the refusal is the site's).
  app.addHook('onRequest', async (request) => {
    if (request.raw.httpVersion === '1.1' && !request.headers.host)
      throw new HttpError(400, 'The Host header is required');
  });

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      return reply
        .code(error.statusCode)
        .send(errorBody(request.url, error.message, error.fieldErrors, error.extra));
    }
    if (error.validation) {
      const fieldErrors = fieldErrorsFrom(
        error.validation as SchemaError[],
        error.validationContext ?? 'body',
      );
      return reply
        .code(400)
        .send(
          errorBody(
            request.url,
            fieldErrors[0]?.message ?? 'The request is not valid',
            fieldErrors,
          ),
        );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .code(status)
        .send(errorBody(request.url, clientErrorMessage(status, error.code)));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorBody(request.url, 'Something went wrong'));
  });

  // The gateway's cache is made here: its answers changing is the pages' data version upstream.
  const readCache = config.upstream ? createReadCache(config.upstream.cacheEntries) : undefined;
  const site = builtSite(
    config,
    readCache
      ? combinedDataVersion(storeDataVersion(db), gatewayDataVersion(readCache))
      : storeDataVersion(db),
  );
  app.setNotFoundHandler((request, reply) => {
    if (site && servePage(request, reply, site)) return reply;
    return reply
      .code(404)
      .send(errorBody(request.url, `No route ${request.method}${routeShown(request.url)}`));
  });

  const options: RoutePluginOptions = { ctx };
  const implementationId = requireImplementationId(config.implementationId);
  if (config.upstream) {
    // DATA_SOURCE=upstream: the spec's calls answered from the complex's backends (server/gateway).
    await app.register(gatewayRoutes, {
      client: createUpstreamClient(config.upstream),
      cache: readCache ?? createReadCache(config.upstream.cacheEntries),
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
  await app.register(healthRoutes, options);
  await app.register(mediaRoutes, options);
  if (site) await registerStaticSite(app, site);
  return app;
}
