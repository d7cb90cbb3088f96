/** `POST {bi}/v1/events` and `/v1/event-details` (docs/api.md). */
import type { FastifyPluginAsync } from 'fastify';
import { BI_PATHS } from '../../../src/shared/api-paths.ts';
import type { RoutePluginOptions } from '../../lib/context.ts';
import { notFound } from '../../lib/http-error.ts';
import { cachedJsonFor } from '../../lib/ttl-cache.ts';
import { anyObject, companyId, numericId, toNumber } from '../../lib/schemas.ts';
import { findEvent, listEvents } from '../../repos/events.ts';

/**
 * How long one built list is served, as the directory is: events change only with a reseed, and
 * one that has just ended may stay listed up to a minute, as it does on a page the server keeps.
 */
const LIST_TTL_MS = 60_000;

interface EventDetailsBody {
  CompanyID?: string | number;
  Type?: string | number;
  EventID: string | number;
  ImageSize?: string;
}

export const eventRoutes: FastifyPluginAsync<RoutePluginOptions> = async (app, { ctx }) => {
  // Every page the server draws cold asks for this list, and the home page for both lists.
  const list = cachedJsonFor(LIST_TTL_MS, ctx.now, async () => {
    const events = await listEvents(ctx.db, ctx.now());
    return { status: 1, Result: events, RecordCount: events.length };
  });

  app.post(
    BI_PATHS.events,
    { schema: { body: anyObject }, config: { cacheable: true } },
    async (_request, reply) => reply.type('application/json; charset=utf-8').send(await list()),
  );

  app.post<{ Body: EventDetailsBody }>(
    BI_PATHS.eventDetails,
    {
      schema: {
        body: {
          type: 'object',
          required: ['EventID'],
          properties: {
            CompanyID: companyId,
            Type: numericId,
            EventID: numericId,
            ImageSize: { type: 'string', maxLength: 20 },
          },
        },
      },
      config: { cacheable: true },
    },
    async (request) => {
      const event = await findEvent(ctx.db, toNumber(request.body.EventID));
      if (!event) throw notFound(`No event with EventID ${request.body.EventID}`);
      return { status: 1, Result: event };
    },
  );
};
