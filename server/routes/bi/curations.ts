/** `POST {bi}/v1/explores`, `/v1/collections`, `/v1/evouchers` and their detail calls (docs/api.md). */
import type { FastifyPluginAsync } from 'fastify';
import { BI_PATHS } from '../../../src/shared/api-paths.ts';
import type { RoutePluginOptions } from '../../lib/context.ts';
import { notFound } from '../../lib/http-error.ts';
import { anyObject, companyId, numericId, toNumber } from '../../lib/schemas.ts';
import { listCollections, listEvouchers, listExplores } from '../../repos/curations.ts';

const detailSchema = (idField: string) => ({
  body: {
    type: 'object',
    required: [idField],
    properties: { CompanyID: companyId, [idField]: numericId },
  },
});

type DetailBody<K extends string> = { CompanyID?: string | number } & Record<K, string | number>;

export const curationRoutes: FastifyPluginAsync<RoutePluginOptions> = async (app, { ctx }) => {
  const read = { schema: { body: anyObject }, config: { cacheable: true } };

  app.post(BI_PATHS.explores, read, async () => ({
    Status: 1,
    Result: await listExplores(ctx.db),
  }));
  app.post<{ Body: DetailBody<'ExploreID'> }>(
    BI_PATHS.exploreDetails,
    { schema: detailSchema('ExploreID'), config: { cacheable: true } },
    async (request) => {
      const [explore] = await listExplores(ctx.db, toNumber(request.body.ExploreID));
      if (!explore) throw notFound(`No explore with ExploreID ${request.body.ExploreID}`);
      return { Status: 1, Result: explore };
    },
  );

  app.post(BI_PATHS.collections, read, async () => ({
    Status: 1,
    Result: await listCollections(ctx.db),
  }));
  app.post<{ Body: DetailBody<'CollectionID'> }>(
    BI_PATHS.collectionDetails,
    { schema: detailSchema('CollectionID'), config: { cacheable: true } },
    async (request) => {
      const [collection] = await listCollections(ctx.db, toNumber(request.body.CollectionID));
      if (!collection)
        throw notFound(`No collection with CollectionID ${request.body.CollectionID}`);
      return { Status: 1, Result: collection };
    },
  );

  app.post(BI_PATHS.evouchers, read, async () => ({
    Status: 1,
    Result: await listEvouchers(ctx.db, ctx.now()),
  }));
  app.post<{ Body: DetailBody<'EvoucherID'> }>(
    BI_PATHS.evoucherDetails,
    { schema: detailSchema('EvoucherID'), config: { cacheable: true } },
    async (request) => {
      const [evoucher] = await listEvouchers(ctx.db, ctx.now(), toNumber(request.body.EvoucherID));
      if (!evoucher) throw notFound(`No e-voucher with EvoucherID ${request.body.EvoucherID}`);
      return { Status: 1, Result: evoucher };
    },
  );
};
