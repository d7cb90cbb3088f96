/** `POST {bi}/v1/events` and `/v1/event-details` (docs/api.md). */
import type { FastifyPluginAsync } from 'fastify';
import { BI_PATHS } from '../../../src/shared/api-paths.ts';
import type { RoutePluginOptions } from '../../lib/context.ts';
import { notFound } from '../../lib/http-error.ts';
import { anyObject, companyId, numericId, toNumber } from '../../lib/schemas.ts';
import { findEvent, listEvents } from '../../repos/events.ts';

interface EventDetailsBody {
  CompanyID?: string | number;
  Type?: string | number;
  EventID: string | number;
  ImageSize?: string;
}

export const eventRoutes: FastifyPluginAsync<RoutePluginOptions> = async (app, { ctx }) => {
  app.post(
    BI_PATHS.events,
    { schema: { body: anyObject }, config: { cacheable: true } },
    async () => {
      const events = await listEvents(ctx.db, ctx.now());
      return { status: 1, Result: events, RecordCount: events.length };
    },
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
