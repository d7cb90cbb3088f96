/**
 * Every error a request can meet, answered in the site's words and error body (docs/api.md,
 * conventions): the routes' own HttpErrors, a schema's validation errors with their fields,
 * Fastify's own 4xx (before or after routing), a path no route takes, and anything else as a
 * 500 whose cause goes to the log only. An answer never echoes what the client sent.
 */
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { STATUS_CODES } from 'node:http';
import { errorBody, HttpError } from '../lib/http-error.ts';
import { securityHeaders, type CspSources } from '../lib/security-headers.ts';
import { fieldErrorsFrom, type SchemaError } from '../lib/validation-errors.ts';

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
 * Fastify's `frameworkErrors`: a URL Fastify refuses before routing, answered with the site's
 * error body. Fastify answers these before any hook runs, so the security headers are added here.
 */
export function frameworkErrorAnswer(
  csp: CspSources,
): NonNullable<FastifyServerOptions['frameworkErrors']> {
  const addSecurityHeaders = securityHeaders(csp);
  return async (error, request, reply: FastifyReply) => {
    const status = error.statusCode ?? 400;
    await addSecurityHeaders(request, reply);
    return reply.code(status).send(errorBody(request.url, clientErrorMessage(status, error.code)));
  };
}

/** The error handler of every route: each error as its status and message in the site's body. */
export function registerErrorMapping(app: FastifyInstance): void {
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
}

/** A path safe to repeat in a 404's message: plain characters only, else not repeated at all. */
function routeShown(url: string): string {
  const path = url.split('?')[0] ?? '';
  return /^\/[A-Za-z0-9/_.~-]{0,200}$/.test(path) ? ` ${path}` : ' for this path';
}

/** The 404 of a request no route takes (and that is not a page of the site). */
export function sendNoRoute(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply
    .code(404)
    .send(errorBody(request.url, `No route ${request.method}${routeShown(request.url)}`));
}
