/** `POST {bi}/v1/promotions` and `/v1/promotion-details` (docs/api.md). */
import type { FastifyPluginAsync } from 'fastify';
import { BI_PATHS } from '../../../src/shared/api-paths.ts';
import type { RoutePluginOptions } from '../../lib/context.ts';
import { notFound } from '../../lib/http-error.ts';
import { cachedJsonFor } from '../../lib/ttl-cache.ts';
import { anyObject, companyId, numericId, toNumber } from '../../lib/schemas.ts';
import { findPromotion, listPromotions } from '../../repos/promotions.ts';

/**
 * How long one built list is served, as the directory is: promotions change only with a reseed, and
 * one that has just ended may stay listed up to a minute, as it does on a page the server keeps.
 */
const LIST_TTL_MS = 60_000;

interface PromotionDetailsBody {
  CompanyID?: string | number;
  HappeningID: string | number;
}

export const promotionRoutes: FastifyPluginAsync<RoutePluginOptions> = async (app, { ctx }) => {
  // Every page the server draws cold asks for this list, and the home page for both lists.
  const list = cachedJsonFor(LIST_TTL_MS, ctx.now, async () => {
    const promotions = await listPromotions(ctx.db, ctx.now());
    return { status: 1, Result: promotions, RecordCount: promotions.length };
  });

  app.post(
    BI_PATHS.promotions,
    { schema: { body: anyObject }, config: { cacheable: true } },
    async (_request, reply) => reply.type('application/json; charset=utf-8').send(await list()),
  );

  app.post<{ Body: PromotionDetailsBody }>(
    BI_PATHS.promotionDetails,
    {
      schema: {
        body: {
          type: 'object',
          required: ['HappeningID'],
          properties: { CompanyID: companyId, HappeningID: numericId },
        },
      },
      config: { cacheable: true },
    },
    async (request) => {
      const promotion = await findPromotion(ctx.db, toNumber(request.body.HappeningID), ctx.now());
      if (!promotion) throw notFound(`No promotion with HappeningID ${request.body.HappeningID}`);
      return { status: 1, Result: promotion };
    },
  );
};
