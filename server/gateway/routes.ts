/**
 * The spec's calls on this site's origin, answered from the complex's backends (DATA_SOURCE
 * upstream): the same paths, headers and conventions the embedded routes serve, so the app and
 * the server's page drawing cannot tell the two apart, except for the `Age` header (and
 * `x-complex-stale` when the backend is failing) that says how old a kept answer is.
 */
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { EMBEDDED_MOUNTS, IDEMPOTENCY_KEY_HEADER } from '../../src/shared/api-origin.ts';
import { DATA_AGE_HEADER, STALE_DATA_HEADER } from '../../src/shared/sw-messages.ts';
import { errorBody, HttpError } from '../lib/http-error.ts';
import { requireImplementationId } from '../lib/implementation-id.ts';
import { writeLimit } from '../lib/rate-limit.ts';
import { contractSchema, contractValidator } from '../lib/serve-call.ts';
import {
  clientErrorAnswer,
  failureStatus,
  isSuccess,
  NOT_ANSWERING,
  WRITE_NOT_CONFIRMED,
  type Answer,
} from './answers.ts';
import { READ_CALLS, WRITE_CALLS, type ReadCall, type WriteCall } from './calls.ts';
import type { UpstreamConfig } from './config.ts';
import { KeptAnswers } from './kept-answers.ts';
import { ReadCache, type LoadResult } from './read-cache.ts';
import { UpstreamFailure, type Backend, type UpstreamClient } from './upstream-client.ts';

export interface GatewayOptions {
  client: UpstreamClient;
  cache: ReadCache;
  /** The implementation id the browser must send (ServerConfig.implementationId). */
  implementationId: string;
  writeRateLimit: number;
  /** Caps every call's fresh period (UPSTREAM_MAX_FRESH_SECONDS). */
  maxFreshMs?: number | undefined;
}

const STAGE = /^[A-Za-z0-9_-]{1,40}$/;
/** A cache key holds the payload: a visitor's payload this long is not a real call. */
const MAX_KEY_LENGTH = 4096;
const QUERY_VALUE_MAX = 200;

const mountOf = (backend: Backend): string =>
  backend === 'bi'
    ? `${EMBEDDED_MOUNTS.biPrefix}/:stage`
    : backend === 'api'
      ? EMBEDDED_MOUNTS.api
      : EMBEDDED_MOUNTS.endpoint;

/** JSON with its keys sorted, so `{a,b}` and `{b,a}` share a cache entry. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    return `{${Object.keys(record)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical(record[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function isForm(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '')
    .toLowerCase()
    .startsWith('application/x-www-form-urlencoded');
}

function payloadOf(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}

/** The upstream path with the call's allowed query fields, in a fixed order. */
function upstreamPath(call: ReadCall, request: FastifyRequest): string {
  const params = request.params as Record<string, string>;
  const path = call.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
  const query = request.query as Record<string, unknown>;
  const search = new URLSearchParams();
  for (const field of call.query ?? []) {
    const value = query[field];
    if (typeof value !== 'string') continue;
    if (value.length > QUERY_VALUE_MAX) throw new HttpError(400, `${field} is too long`);
    search.set(field, value);
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

function toBuffer(value: unknown): Buffer {
  return Buffer.from(JSON.stringify(value));
}

function send(reply: FastifyReply, answer: Answer): FastifyReply {
  return reply.code(answer.status).type('application/json; charset=utf-8').send(answer.body);
}

export async function gatewayRoutes(app: FastifyInstance, options: GatewayOptions): Promise<void> {
  const { client, cache } = options;
  const checkId = requireImplementationId(options.implementationId);

  async function checkStage(request: FastifyRequest): Promise<void> {
    const { stage } = (request.params ?? {}) as { stage?: string };
    if (stage !== undefined && !STAGE.test(stage)) throw new HttpError(404, `No BI stage ${stage}`);
  }

  function registerRead(call: ReadCall): void {
    const url = `${mountOf(call.backend)}${call.path}`;
    const { maxFreshMs } = options;
    const policy =
      maxFreshMs === undefined
        ? call.policy
        : { ...call.policy, freshMs: Math.min(call.policy.freshMs, maxFreshMs) };
    const route = {
      onRequest: [checkId, checkStage],
      config: { cacheable: true },
      // The contract's input check, as the embedded store's: bounded work before the backend is
      // asked, and only what the contract declares passed on.
      ...(call.contract && {
        schema: contractSchema(call.contract),
        validatorCompiler: contractValidator,
      }),
    };
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const path = upstreamPath(call, request);
      const payload = call.method === 'POST' ? payloadOf(request) : undefined;
      const form = call.method === 'POST' && isForm(request);
      const key = `${call.backend} ${call.method} ${path} ${payload ? canonical(payload) : ''}`;
      if (key.length > MAX_KEY_LENGTH) throw new HttpError(400, 'The request body is too large');

      const load = async (): Promise<LoadResult> => {
        const answer = await client.call({
          backend: call.backend,
          method: call.method,
          path,
          payload,
          form,
        });
        if (answer.status >= 400) {
          const mapped = clientErrorAnswer(request.url, answer.status, answer.body);
          return { answer: { status: mapped.status, body: toBuffer(mapped.body) }, keep: false };
        }
        if (answer.body === undefined)
          throw new UpstreamFailure('not-json', `${call.path}: answer is not JSON`, answer.status);
        const keep = answer.status === 200 && isSuccess(call.backend, answer.body);
        return {
          answer: { status: answer.status, body: toBuffer(answer.body) },
          keep,
          ageMs: answer.ageMs,
        };
      };

      try {
        const served = await cache.read(key, policy, load, client.isOpen(call.backend));
        reply.header(DATA_AGE_HEADER, String(Math.floor(served.ageMs / 1000)));
        if (served.stale) reply.header(STALE_DATA_HEADER, '1');
        return send(reply, served.answer);
      } catch (error) {
        if (!(error instanceof UpstreamFailure)) throw error;
        request.log.warn({ upstream: error.message, kind: error.kind }, 'upstream read failed');
        return reply.code(failureStatus(error.kind)).send(errorBody(request.url, NOT_ANSWERING));
      }
    };
    if (call.method === 'GET') app.get(url, route, handler);
    else app.post(url, route, handler);
  }

  function registerWrite(call: WriteCall): void {
    const url = `${mountOf(call.backend)}${call.path}`;
    app.post(
      url,
      {
        onRequest: [checkId],
        config: writeLimit(options.writeRateLimit),
        // As the embedded store checks it: a refused write never reaches the backend.
        ...(call.contract && {
          schema: contractSchema(call.contract),
          validatorCompiler: contractValidator,
        }),
      },
      async (request, reply) => {
        const key = request.headers[IDEMPOTENCY_KEY_HEADER];
        try {
          const answer = await client.call({
            backend: call.backend,
            method: 'POST',
            path: call.path,
            payload: payloadOf(request),
            form: isForm(request),
            ...(typeof key === 'string' && { headers: { [IDEMPOTENCY_KEY_HEADER]: key } }),
          });
          if (answer.status >= 400) {
            const mapped = clientErrorAnswer(request.url, answer.status, answer.body);
            return reply.code(mapped.status).send(mapped.body);
          }
          if (answer.body === undefined)
            throw new UpstreamFailure(
              'not-json',
              `${call.path}: answer is not JSON`,
              answer.status,
            );
          return reply.code(answer.status).send(answer.body);
        } catch (error) {
          if (!(error instanceof UpstreamFailure)) throw error;
          request.log.warn({ upstream: error.message, kind: error.kind }, 'upstream write failed');
          return reply
            .code(failureStatus(error.kind))
            .send(errorBody(request.url, WRITE_NOT_CONFIRMED));
        }
      },
    );
  }

  for (const call of READ_CALLS) registerRead(call);
  for (const call of WRITE_CALLS) registerWrite(call);
}

/**
 * The gateway's read cache: each process's memory in front of the answers kept in the site's
 * database for every process and instance (none when UPSTREAM_KEPT_ENTRIES is 0).
 */
export function createReadCache(
  db: Db,
  config: Pick<UpstreamConfig, 'cacheEntries' | 'keptEntries' | 'keptMaxBytes'>,
  log: FastifyBaseLogger,
): ReadCache {
  const shared =
    config.keptEntries > 0
      ? new KeptAnswers(
          db,
          { maxEntries: config.keptEntries, maxBytes: config.keptMaxBytes },
          { warn: (error, message) => log.warn({ err: error }, message) },
        )
      : undefined;
  return new ReadCache(config.cacheEntries, { shared });
}
