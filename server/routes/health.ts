/**
 * Probes for a load balancer or orchestrator, outside the APIs (no implementation-id header):
 * `GET /healthz` says the process is serving (liveness: restart it when this fails);
 * `GET /readyz` also says its page renderer is warm (server/warm-up.ts) and reads the database
 * (readiness: send it traffic only while this is 200), so an instance whose database is
 * unreachable is taken out of rotation instead of answering 500s, and one still warming is not
 * sent visitors whose pages would go out undrawn.
 */
import { sql } from 'kysely';
import type { FastifyPluginAsync } from 'fastify';
import type { RoutePluginOptions } from '../lib/context.ts';
import { HttpError } from '../lib/http-error.ts';

/** How long the readiness probe waits for the database before calling the instance unready. */
const READY_TIMEOUT_MS = 2000;

export interface HealthOptions extends RoutePluginOptions {
  /** Whether the page renderer is warm (server/warm-up.ts); without it, only the database counts. */
  isWarm?: (() => boolean) | undefined;
}

export const healthRoutes: FastifyPluginAsync<HealthOptions> = async (app, { ctx, isWarm }) => {
  const noStore = { 'cache-control': 'no-store' };
  app.get('/healthz', async (_request, reply) => reply.headers(noStore).send({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    if (isWarm && !isWarm()) throw new HttpError(503, 'The page renderer is warming up');
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timed out')), READY_TIMEOUT_MS);
    });
    try {
      await Promise.race([sql`SELECT 1`.execute(ctx.db), timeout]);
    } catch (error) {
      reply.request.log.warn({ err: error }, 'readiness: the database does not answer');
      throw new HttpError(503, 'The database does not answer');
    } finally {
      clearTimeout(timer);
    }
    return reply.headers(noStore).send({ status: 'ready' });
  });
};
