/** The endpoint API under `/endpoint` (docs/api.md): deals and password calls. */
import type { FastifyPluginAsync } from 'fastify';
import type { RoutePluginOptions } from '../../lib/context.ts';
import { dealRoutes } from './deals.ts';
import { passwordRoutes } from './passwords.ts';

export const endpointRoutes: FastifyPluginAsync<RoutePluginOptions> = async (app, options) => {
  await app.register(dealRoutes, options);
  await app.register(passwordRoutes, options);
};
