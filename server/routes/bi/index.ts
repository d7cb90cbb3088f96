/** The BI API under `/bi/{stage}` (docs/api.md): one plugin per resource, registered explicitly. */
import type { FastifyPluginAsync } from 'fastify';
import type { RoutePluginOptions } from '../../lib/context.ts';
import { notFound } from '../../lib/http-error.ts';
import { curationRoutes } from './curations.ts';
import { directoryRoutes } from './directories.ts';
import { eventRoutes } from './events.ts';
import { flashSaleRoutes } from './flash-sales.ts';
import { generateTokenRoutes } from './generate-token.ts';
import { globalSearchRoutes } from './global-search.ts';
import { informationRoutes } from './information.ts';
import { promotionRoutes } from './promotions.ts';
import { rewardRoutes } from './rewards.ts';

const STAGE = /^[A-Za-z0-9_-]{1,40}$/;

export const biRoutes: FastifyPluginAsync<RoutePluginOptions> = async (app, options) => {
  app.addHook('onRequest', async (request) => {
    const { stage } = request.params as { stage?: string };
    if (!stage || !STAGE.test(stage)) throw notFound(`No BI stage ${stage ?? ''}`);
  });
  await app.register(flashSaleRoutes, options);
  await app.register(eventRoutes, options);
  await app.register(rewardRoutes, options);
  await app.register(directoryRoutes, options);
  await app.register(informationRoutes, options);
  await app.register(promotionRoutes, options);
  await app.register(globalSearchRoutes, options);
  await app.register(curationRoutes, options);
  await app.register(generateTokenRoutes, options);
};
