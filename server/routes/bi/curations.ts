/** `POST {bi}/v1/explores`, `/v1/collections`, `/v1/evouchers` and their detail calls (docs/api.md). */
import type { FastifyPluginAsync } from 'fastify';
import {
  collectionDetailsCall,
  collectionsCall,
  evoucherDetailsCall,
  evouchersCall,
  exploreDetailsCall,
  exploresCall,
} from '../../../src/shared/contracts/curations.ts';
import type { RoutePluginOptions } from '../../lib/context.ts';
import { notFound } from '../../lib/http-error.ts';
import { toNumber } from '../../lib/numeric-input.ts';
import { serveCall } from '../../lib/serve-call.ts';
import { listCollections, listEvouchers, listExplores } from '../../repos/curations.ts';

export const curationRoutes: FastifyPluginAsync<RoutePluginOptions> = async (app, { ctx }) => {
  const read = { config: { cacheable: true } };

  serveCall(app, exploresCall, read, async () => ({
    Status: 1,
    Result: await listExplores(ctx.db),
  }));
  serveCall(app, exploreDetailsCall, read, async (request) => {
    const { ExploreID } = request.body;
    const [explore] = await listExplores(ctx.db, toNumber(ExploreID));
    if (!explore) throw notFound(`No explore with ExploreID ${ExploreID}`);
    return { Status: 1, Result: explore };
  });

  serveCall(app, collectionsCall, read, async () => ({
    Status: 1,
    Result: await listCollections(ctx.db),
  }));
  serveCall(app, collectionDetailsCall, read, async (request) => {
    const { CollectionID } = request.body;
    const [collection] = await listCollections(ctx.db, toNumber(CollectionID));
    if (!collection) throw notFound(`No collection with CollectionID ${CollectionID}`);
    return { Status: 1, Result: collection };
  });

  serveCall(app, evouchersCall, read, async () => ({
    Status: 1,
    Result: await listEvouchers(ctx.db, ctx.now()),
  }));
  serveCall(app, evoucherDetailsCall, read, async (request) => {
    const { EvoucherID } = request.body;
    const [evoucher] = await listEvouchers(ctx.db, ctx.now(), toNumber(EvoucherID));
    if (!evoucher) throw notFound(`No e-voucher with EvoucherID ${EvoucherID}`);
    return { Status: 1, Result: evoucher };
  });
};
