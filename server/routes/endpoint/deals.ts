/** `POST {endpoint}/list/model/deal` (docs/api.md): deals, optionally of one merchant, 20 a page. */
import type { FastifyPluginAsync } from 'fastify';
import { ENDPOINT_PATHS } from '../../../src/shared/api-paths.ts';
import type { RoutePluginOptions } from '../../lib/context.ts';
import { companyId, numericId, toNumber } from '../../lib/schemas.ts';
import { listDeals, type DealQuery } from '../../repos/deals.ts';

interface DealsBody {
  CompanyID?: string | number;
  CategId?: string | number;
  TypeId?: string | number;
  SortId?: string | number;
  PageIndex?: string | number;
  QuerySearch?: string;
  MerchantCode?: string;
}

export const dealRoutes: FastifyPluginAsync<RoutePluginOptions> = async (app, { ctx }) => {
  app.post<{ Body: DealsBody }>(
    ENDPOINT_PATHS.deals,
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            CompanyID: companyId,
            CategId: {
              ...numericId,
              pattern: '^[0-9]{0,9}$',
              description: 'a numeric category id (0 for any)',
            },
            TypeId: {
              ...numericId,
              pattern: '^[0-9]{0,9}$',
              description: 'a numeric type id (0 for any)',
            },
            SortId: {
              type: ['string', 'integer'],
              enum: [1, 2, 3, '1', '2', '3'],
              description: '1 (newest), 2 (ending soonest) or 3 (title)',
            },
            PageIndex: {
              type: ['string', 'integer'],
              pattern: '^[1-9][0-9]{0,4}$',
              minimum: 1,
              maximum: 99_999,
              description: 'a page number from 1',
            },
            QuerySearch: { type: 'string', maxLength: 100 },
            MerchantCode: {
              type: 'string',
              maxLength: 20,
              pattern: '^[A-Za-z0-9_-]*$',
              description: 'a merchant code such as M0123',
            },
          },
        },
      },
      config: { cacheable: true },
    },
    async (request) => {
      const body = request.body;
      const query: DealQuery = {
        categId: body.CategId === undefined || body.CategId === '' ? 0 : toNumber(body.CategId),
        typeId: body.TypeId === undefined || body.TypeId === '' ? 0 : toNumber(body.TypeId),
        sortId: (body.SortId === undefined ? 1 : toNumber(body.SortId)) as DealQuery['sortId'],
        pageIndex: body.PageIndex === undefined ? 1 : toNumber(body.PageIndex),
        querySearch: (body.QuerySearch ?? '').trim(),
        merchantCode: body.MerchantCode || undefined,
      };
      const { deals, total } = await listDeals(ctx.db, query, ctx.now());
      return { Status: 1, Result: deals, RecordCount: total };
    },
  );
};
