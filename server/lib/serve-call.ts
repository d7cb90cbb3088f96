/**
 * Serves one call of its contract (src/shared/contracts): the route's method and path are the
 * contract's, its input is checked with the contract's schema before the handler runs (400 naming
 * every invalid field, in the API's own error body), and the handler's answer is typed by the
 * contract's answer schema. The small adapter between Fastify and the contracts' zod schemas: a
 * route-level validator compiler, and a handler type.
 */
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  FastifySchemaCompiler,
  RouteShorthandOptions,
} from 'fastify';
import type { $ZodType } from 'zod/v4/core';
import { safeParse } from 'zod/v4/core';
import type {
  AnswerOf,
  CheckedInputOf,
  Contract,
  ParamsOf,
} from '../../src/shared/contracts/call.ts';
import { invalidFields } from './http-error.ts';
import { cachedJsonFor } from './ttl-cache.ts';
import { fieldErrorsOfIssues, issuePredicate } from './validation-errors.ts';

/** A request of the call: its checked input as its body (POST) or query (GET). */
export type CallRequest<C extends Contract> = FastifyRequest<{
  Body: C['method'] extends 'POST' ? CheckedInputOf<C> : unknown;
  Querystring: C['method'] extends 'GET' ? CheckedInputOf<C> : unknown;
  Params: ParamsOf<C> extends undefined ? unknown : ParamsOf<C>;
}>;

/**
 * An answer already serialised (a list kept as JSON bytes, lib/ttl-cache.ts), typed by the call
 * it answers so that only a builder of that call's answers can make one.
 */
export interface PreparedAnswer<C extends Contract> {
  readonly json: Buffer;
  readonly call?: C;
}

export type CallHandler<C extends Contract> = (
  request: CallRequest<C>,
  reply: FastifyReply,
) => Promise<AnswerOf<C> | PreparedAnswer<C> | FastifyReply>;

/** Fastify's validator for a contract's schema: the checked value, or the site's 400. */
export const contractValidator: FastifySchemaCompiler<unknown> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = safeParse(schema as $ZodType, data, { error: issuePredicate });
    if (result.success) return { value: result.data };
    const context = httpPart === 'querystring' ? 'query' : (httpPart ?? 'body');
    return { error: invalidFields(fieldErrorsOfIssues(result.error.issues, context)) };
  };

function isPrepared(value: unknown): value is PreparedAnswer<Contract> {
  return (
    typeof value === 'object' && value !== null && 'json' in value && Buffer.isBuffer(value.json)
  );
}

/** The route schema of a call: its input as the body (POST) or query (GET), and its parameters. */
export function contractSchema(call: Contract): FastifySchema {
  return {
    [call.method === 'GET' ? 'querystring' : 'body']: call.input,
    ...(call.params && { params: call.params }),
  };
}

/** Registers the call's route on `app` (its path relative to the plugin's prefix). */
export function serveCall<C extends Contract>(
  app: FastifyInstance,
  call: C,
  options: Pick<RouteShorthandOptions, 'config' | 'onRequest'>,
  handler: CallHandler<C>,
): void {
  const schema = contractSchema(call);
  app.route({
    method: call.method,
    url: call.path,
    ...options,
    schema,
    validatorCompiler: contractValidator,
    handler: async (request, reply) => {
      const answer = await handler(request as CallRequest<C>, reply);
      if (isPrepared(answer))
        return reply.type('application/json; charset=utf-8').send(answer.json);
      return answer;
    },
  });
}

/**
 * A call's answer built at most once per `ttlMs` and kept as JSON bytes (lib/ttl-cache.ts), for a
 * list every visitor and every page drawn cold asks for.
 */
export function preparedFor<C extends Contract>(
  call: C,
  ttlMs: number,
  now: () => Date,
  build: () => Promise<AnswerOf<C>>,
): () => Promise<PreparedAnswer<C>> {
  const json = cachedJsonFor(ttlMs, now, build);
  return async () => ({ json: await json(), call });
}
