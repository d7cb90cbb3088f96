/** `POST {bi}/v1/events` and `/v1/event-details` (docs/api.md). */
import type { FastifyPluginAsync } from 'fastify';
import { eventDetailsCall, eventsCall } from '../../../src/shared/contracts/events.ts';
import type { RoutePluginOptions } from '../../lib/context.ts';
import { notFound } from '../../lib/http-error.ts';
import { toNumber } from '../../lib/numeric-input.ts';
import { preparedFor, serveCall } from '../../lib/serve-call.ts';
import { findEvent, listEvents } from '../../repos/events.ts';

/**
 * How long one built list is served, as the directory is: events change only with a reseed, and
 * one that has just ended may stay listed up to a minute, as it does on a page the server keeps.
 */
const LIST_TTL_MS = 60_000;

export const eventRoutes: FastifyPluginAsync<RoutePluginOptions> = async (app, { ctx }) => {
  // Every page the server draws cold asks for this list, and the home page for both lists.
  const list = preparedFor(eventsCall, LIST_TTL_MS, ctx.now, async () => {
    const events = await listEvents(ctx.db, ctx.now());
    return { status: 1, Result: events, RecordCount: events.length };
  });

  serveCall(app, eventsCall, { config: { cacheable: true } }, list);

  serveCall(app, eventDetailsCall, { config: { cacheable: true } }, async (request) => {
    const event = await findEvent(ctx.db, toNumber(request.body.EventID));
    if (!event) throw notFound(`No event with EventID ${request.body.EventID}`);
    return { status: 1, Result: event };
  });
};
