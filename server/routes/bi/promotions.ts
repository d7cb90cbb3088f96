/** `POST {bi}/v1/promotions` and `/v1/promotion-details` (docs/api.md). */
import type { FastifyPluginAsync } from 'fastify';
import { promotionDetailsCall, promotionsCall } from '../../../src/shared/contracts/promotions.ts';
import type { RoutePluginOptions } from '../../lib/context.ts';
import { notFound } from '../../lib/http-error.ts';
import { toNumber } from '../../lib/numeric-input.ts';
import { preparedFor, serveCall } from '../../lib/serve-call.ts';
import { findPromotion, listPromotions } from '../../repos/promotions.ts';

/**
 * How long one built list is served, as the directory is: promotions change only with a reseed, and
 * one that has just ended may stay listed up to a minute, as it does on a page the server keeps.
 */
const LIST_TTL_MS = 60_000;

export const promotionRoutes: FastifyPluginAsync<RoutePluginOptions> = async (app, { ctx }) => {
  // Every page the server draws cold asks for this list, and the home page for both lists.
  const list = preparedFor(promotionsCall, LIST_TTL_MS, ctx.now, async () => {
    const promotions = await listPromotions(ctx.db, ctx.now());
    return { status: 1, Result: promotions, RecordCount: promotions.length };
  });

  serveCall(app, promotionsCall, { config: { cacheable: true } }, list);

  serveCall(app, promotionDetailsCall, { config: { cacheable: true } }, async (request) => {
    const { HappeningID } = request.body;
    const promotion = await findPromotion(ctx.db, toNumber(HappeningID), ctx.now());
    if (!promotion) throw notFound(`No promotion with HappeningID ${HappeningID}`);
    return { status: 1, Result: promotion };
  });
};
