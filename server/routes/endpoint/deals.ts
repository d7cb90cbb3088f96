/** `POST {endpoint}/list/model/deal` (docs/api.md): deals, optionally of one merchant, 20 a page. */
import type { FastifyPluginAsync } from 'fastify';
import { dealsCall } from '../../../src/shared/contracts/deals.ts';
import type { RoutePluginOptions } from '../../lib/context.ts';
import { toNumber } from '../../lib/numeric-input.ts';
import { serveCall } from '../../lib/serve-call.ts';
import { listDeals, type DealQuery } from '../../repos/deals.ts';

export const dealRoutes: FastifyPluginAsync<RoutePluginOptions> = async (app, { ctx }) => {
  serveCall(app, dealsCall, { config: { cacheable: true } }, async (request) => {
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
  });
};
