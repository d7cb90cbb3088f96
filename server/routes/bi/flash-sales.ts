/** `POST {bi}/v1/flashsales` and `/v1/flashsale-details` (docs/api.md). */
import type { FastifyPluginAsync } from 'fastify';
import { BI_PATHS } from '../../../src/shared/api-paths.ts';
import type { RoutePluginOptions } from '../../lib/context.ts';
import { notFound } from '../../lib/http-error.ts';
import { anyObject, companyId, numericId, toNumber } from '../../lib/schemas.ts';
import { findFlashSale, listFlashSales } from '../../repos/flash-sales.ts';

interface FlashSaleDetailsBody {
  CompanyID?: string | number;
  FlashSalesID: string | number;
  ImageSize?: string;
}

export const flashSaleRoutes: FastifyPluginAsync<RoutePluginOptions> = async (app, { ctx }) => {
  app.post(
    BI_PATHS.flashSales,
    { schema: { body: anyObject }, config: { cacheable: true } },
    async () => {
      const flashsales = await listFlashSales(ctx.db);
      return { Status: 1, Result: { data: { flashsales } }, RecordCount: flashsales.length };
    },
  );

  app.post<{ Body: FlashSaleDetailsBody }>(
    BI_PATHS.flashSaleDetails,
    {
      schema: {
        body: {
          type: 'object',
          required: ['FlashSalesID'],
          properties: {
            CompanyID: companyId,
            FlashSalesID: numericId,
            ImageSize: { type: 'string', maxLength: 20 },
          },
        },
      },
      config: { cacheable: true },
    },
    async (request) => {
      const flashSale = await findFlashSale(ctx.db, toNumber(request.body.FlashSalesID));
      if (!flashSale)
        throw notFound(`No flash sale with FlashSalesID ${request.body.FlashSalesID}`);
      return { Status: 1, Result: flashSale };
    },
  );
};
