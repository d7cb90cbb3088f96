/** `POST {bi}/v1/directories` and `/v1/directory-details` (docs/api.md). */
import type { FastifyPluginAsync } from 'fastify';
import { BI_PATHS } from '../../../src/shared/api-paths.ts';
import type { RoutePluginOptions } from '../../lib/context.ts';
import { notFound } from '../../lib/http-error.ts';
import { anyObject, companyId } from '../../lib/schemas.ts';
import { cachedJsonFor } from '../../lib/ttl-cache.ts';
import { directoryPayload } from '../../repos/directory.ts';
import { findMerchantByCode, loadCatalogue, toMerchantWire } from '../../repos/merchants.ts';

interface DirectoryDetailsBody {
  CompanyID?: string | number;
  MerchantCode: string;
}

/** How long one built directory is served: merchants change only with a reseed, rewards by the day. */
const DIRECTORY_TTL_MS = 60_000;

export const directoryRoutes: FastifyPluginAsync<RoutePluginOptions> = async (app, { ctx }) => {
  const directory = cachedJsonFor(DIRECTORY_TTL_MS, ctx.now, () =>
    directoryPayload(ctx.db, ctx.now()),
  );

  app.post(
    BI_PATHS.directories,
    { schema: { body: anyObject }, config: { cacheable: true } },
    async (_request, reply) =>
      reply.type('application/json; charset=utf-8').send(await directory()),
  );

  app.post<{ Body: DirectoryDetailsBody }>(
    BI_PATHS.directoryDetails,
    {
      schema: {
        body: {
          type: 'object',
          required: ['MerchantCode'],
          properties: {
            CompanyID: companyId,
            MerchantCode: {
              type: 'string',
              minLength: 1,
              maxLength: 20,
              pattern: '^[A-Za-z0-9_-]+$',
              description: 'a merchant code such as M0123',
            },
          },
        },
      },
      config: { cacheable: true },
    },
    async (request) => {
      const merchant = await findMerchantByCode(ctx.db, request.body.MerchantCode);
      if (!merchant) throw notFound(`No merchant with MerchantCode ${request.body.MerchantCode}`);
      const catalogue = await loadCatalogue(ctx.db, ctx.now(), [merchant.id]);
      return { Status: 1, Result: { merchant: toMerchantWire(merchant, catalogue) } };
    },
  );
};
