/** The internal API under `/api` (docs/api.md): one plugin per resource, registered explicitly. */
import type { FastifyPluginAsync } from 'fastify';
import type { RoutePluginOptions } from '../../lib/context.ts';
import { bookingRoutes } from './booking.ts';
import { cmsRoutes } from './cms.ts';
import { customerTicketRoutes } from './customer-ticket.ts';
import { roomRoutes } from './rooms.ts';

export const apiRoutes: FastifyPluginAsync<RoutePluginOptions> = async (app, options) => {
  await app.register(cmsRoutes, options);
  await app.register(customerTicketRoutes, options);
  await app.register(roomRoutes, options);
  await app.register(bookingRoutes, options);
};
