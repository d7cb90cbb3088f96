/** `POST {bi}/v1/flashsales` and `/v1/flashsale-details` (docs/api.md). */
import type { FastifyPluginAsync } from 'fastify';
import { flashSaleDetailsCall, flashSalesCall } from '../../../src/shared/contracts/flash-sales.ts';
import type { RoutePluginOptions } from '../../lib/context.ts';
import { notFound } from '../../lib/http-error.ts';
import { toNumber } from '../../lib/numeric-input.ts';
import { serveCall } from '../../lib/serve-call.ts';
import { findFlashSale, listFlashSales } from '../../repos/flash-sales.ts';

export const flashSaleRoutes: FastifyPluginAsync<RoutePluginOptions> = async (app, { ctx }) => {
  serveCall(app, flashSalesCall, { config: { cacheable: true } }, async () => {
    const flashsales = await listFlashSales(ctx.db);
    return { Status: 1, Result: { data: { flashsales } }, RecordCount: flashsales.length };
  });

  serveCall(app, flashSaleDetailsCall, { config: { cacheable: true } }, async (request) => {
    const { FlashSalesID } = request.body;
    const flashSale = await findFlashSale(ctx.db, toNumber(FlashSalesID));
    if (!flashSale) throw notFound(`No flash sale with FlashSalesID ${FlashSalesID}`);
    return { Status: 1, Result: flashSale };
  });
};
