/** `POST {bi}/v1/global-search` (docs/api.md): the query arrives trimmed, 1 to 100 characters. */
import type { FastifyPluginAsync } from 'fastify';
import { globalSearchCall } from '../../../src/shared/contracts/search.ts';
import type { RoutePluginOptions } from '../../lib/context.ts';
import { serveCall } from '../../lib/serve-call.ts';
import { globalSearch } from '../../repos/search.ts';

export const globalSearchRoutes: FastifyPluginAsync<RoutePluginOptions> = async (app, { ctx }) => {
  serveCall(app, globalSearchCall, { config: { cacheable: true } }, async (request) =>
    globalSearch(ctx.db, request.body.QuerySearch, ctx.now()),
  );
};
