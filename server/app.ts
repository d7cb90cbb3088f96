/**
 * The embedded backend's app factory: one Fastify instance serving the three APIs of docs/api.md,
 * the generated artwork and (when built) the site itself. Every resource's routes are registered
 * here explicitly, so this file is the map of what the server answers.
 */
import Fastify, { type FastifyError, type FastifyInstance, type RouteOptions } from 'fastify';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import { existsSync, readFileSync } from 'node:fs';
import type { ServerConfig } from './config.ts';
import type { Db } from './db/database.ts';
import type { RouteContext, RoutePluginOptions } from './lib/context.ts';
import { compressPayload } from './lib/compression.ts';
import { databaseRateLimitStore } from './lib/rate-limit-store.ts';
import { isPostgres } from './db/store.ts';
import { errorBody, HttpError } from './lib/http-error.ts';
import { requireImplementationId } from './lib/implementation-id.ts';
import { applyReadCaching } from './lib/read-caching.ts';
import { normalizeRequestBody, PROTOTYPE_KEY_MESSAGE } from './lib/request-body.ts';
import { securityHeaders } from './lib/security-headers.ts';
import { fieldErrorsFrom, type SchemaError } from './lib/validation-errors.ts';
import { biRoutes } from './routes/bi/index.ts';
import { endpointRoutes } from './routes/endpoint/index.ts';
import { apiRoutes } from './routes/api/index.ts';
import { healthRoutes } from './routes/health.ts';
import { mapRoutes } from './routes/map.ts';
import { mediaRoutes } from './routes/media.ts';
import { registerStaticSite, sendSpaFallback } from './routes/static-site.ts';

export interface BuildAppOptions {
  db: Db;
  config: ServerConfig;
  /** The clock; tests pass a fixed instant. */
  now?: () => Date;
  /** Told of every route as it is registered: tests enumerate the real routes instead of a list. */
  onRoute?: (route: RouteOptions) => void;
}

/** Largest accepted request body: the biggest legitimate payload (a contact message) is a few KB. */
const BODY_LIMIT = 64 * 1024;

const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE:
    'Unsupported Content-Type: send JSON, or a form with a params field',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body',
};

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

export async function buildApp({
  db,
  config,
  now = () => new Date(),
  onRoute,
}: BuildAppOptions): Promise<FastifyInstance> {
  const { keyFile, certFile } = config.tls;
  const app = Fastify({
    // HTTPS when given a key and certificate; a Fastify instance is the same type either way for the routes.
    ...((keyFile || certFile) && {
      https: { key: readFileSync(keyFile), cert: readFileSync(certFile) },
    }),
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT,
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
  const ctx: RouteContext = { db, config, now };
  if (onRoute) app.addHook('onRoute', onRoute);

  // An empty JSON body is an empty payload: the real site POSTs list calls without a body.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  // JSON and forms only: a text/plain body is a 415, not a string for the routes to guess about.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
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
    // On PostgreSQL, counted in the database: one client's limit across every instance. SQLite
    // serves one process, where the library's in-memory count is exact and costs no disk sync.
    ...(isPostgres(db) && { store: databaseRateLimitStore(db) }),
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        `Too many requests, try again in ${Math.max(1, Math.ceil(context.ttl / 1000))} s`,
      ),
  });

  app.addHook('onSend', securityHeaders(config.csp));
  app.addHook('onSend', applyReadCaching);
  app.addHook('onSend', compressPayload);
  app.addHook('preValidation', normalizeRequestBody);

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
        .send(errorBody(request.url, CLIENT_ERROR_MESSAGES[error.code] ?? error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorBody(request.url, 'Something went wrong'));
  });

  const distDir = config.distDir && existsSync(config.distDir) ? config.distDir : null;
  const site = (dir: string) => ({
    distDir: dir,
    implementationId: config.implementationId,
    csp: config.csp,
  });
  app.setNotFoundHandler((request, reply) => {
    if (distDir && sendSpaFallback(request, reply, site(distDir))) return reply;
    return reply
      .code(404)
      .send(errorBody(request.url, `No route ${request.method} ${request.url.split('?')[0]}`));
  });

  const options: RoutePluginOptions = { ctx };
  const implementationId = requireImplementationId(config.implementationId);
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
    await api.register(mapRoutes, options);
  });
  await app.register(
    async (endpoint) => {
      endpoint.addHook('onRequest', implementationId);
      await endpoint.register(endpointRoutes, options);
    },
    { prefix: '/endpoint' },
  );
  await app.register(healthRoutes, options);
  await app.register(mediaRoutes, options);
  if (distDir) await registerStaticSite(app, site(distDir));
  return app;
}
