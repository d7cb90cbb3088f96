/** `POST {bi}/v1/directories` and `/v1/directory-details` (docs/api.md). */
import type { FastifyPluginAsync } from 'fastify';
import { directoriesCall, directoryDetailsCall } from '../../../src/shared/contracts/directory.ts';
import type { RoutePluginOptions } from '../../lib/context.ts';
import { notFound } from '../../lib/http-error.ts';
import { preparedFor, serveCall } from '../../lib/serve-call.ts';
import { directoryPayload } from '../../repos/directory.ts';
import { findMerchantByCode, loadCatalogue, toMerchantWire } from '../../repos/merchants.ts';

/** How long one built directory is served: merchants change only with a reseed, rewards by the day. */
const DIRECTORY_TTL_MS = 60_000;

export const directoryRoutes: FastifyPluginAsync<RoutePluginOptions> = async (app, { ctx }) => {
  const directory = preparedFor(directoriesCall, DIRECTORY_TTL_MS, ctx.now, () =>
    directoryPayload(ctx.db, ctx.now()),
  );

  serveCall(app, directoriesCall, { config: { cacheable: true } }, directory);

  serveCall(app, directoryDetailsCall, { config: { cacheable: true } }, async (request) => {
    const { MerchantCode } = request.body;
    const merchant = await findMerchantByCode(ctx.db, MerchantCode);
    if (!merchant) throw notFound(`No merchant with MerchantCode ${MerchantCode}`);
    const catalogue = await loadCatalogue(ctx.db, ctx.now(), [merchant.id]);
    return { Status: 1, Result: { merchant: toMerchantWire(merchant, catalogue) } };
  });
};
