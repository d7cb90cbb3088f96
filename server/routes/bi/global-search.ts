/** `POST {bi}/v1/global-search` (docs/api.md). */
import type { FastifyPluginAsync } from 'fastify';
import { BI_PATHS } from '../../../src/shared/api-paths.ts';
import type { RoutePluginOptions } from '../../lib/context.ts';
import { badRequest } from '../../lib/http-error.ts';
import { globalSearch } from '../../repos/search.ts';

export const MAX_QUERY_LENGTH = 100;

interface GlobalSearchBody {
  QuerySearch: string;
}

export const globalSearchRoutes: FastifyPluginAsync<RoutePluginOptions> = async (app, { ctx }) => {
  app.post<{ Body: GlobalSearchBody }>(
    BI_PATHS.globalSearch,
    {
      schema: {
        body: {
          type: 'object',
          required: ['QuerySearch'],
          // Checked again after trimming below; the raw limit only stops absurd payloads early.
          properties: { QuerySearch: { type: 'string', maxLength: 1000 } },
        },
      },
      config: { cacheable: true },
    },
    async (request) => {
      const query = request.body.QuerySearch.trim();
      if (query.length === 0)
        throw badRequest('QuerySearch must not be empty', [
          { field: 'QuerySearch', message: 'QuerySearch must not be empty' },
        ]);
      if (query.length > MAX_QUERY_LENGTH) {
        const message = `QuerySearch must be at most ${MAX_QUERY_LENGTH} characters`;
        throw badRequest(message, [{ field: 'QuerySearch', message }]);
      }
      return await globalSearch(ctx.db, query, ctx.now());
    },
  );
};
