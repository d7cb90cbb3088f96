/** `POST {bi}/v1/getting-there`, `/v1/get-contact-details` and `/v1/faqs` (docs/api.md). */
import type { FastifyPluginAsync } from 'fastify';
import { BI_PATHS } from '../../../src/shared/api-paths.ts';
import type { RoutePluginOptions } from '../../lib/context.ts';
import { anyObject } from '../../lib/schemas.ts';
import { contactDetails, gettingThere, listFaqs } from '../../repos/information.ts';

export const informationRoutes: FastifyPluginAsync<RoutePluginOptions> = async (app, { ctx }) => {
  const read = { schema: { body: anyObject }, config: { cacheable: true } };

  app.post(BI_PATHS.gettingThere, read, async () => ({
    data: {
      Status: 1,
      Result: await gettingThere(ctx.db),
      Faq: await listFaqs(ctx.db, { gettingThereOnly: true }),
    },
  }));

  app.post(BI_PATHS.contactDetails, read, async () => ({
    data: { Status: 1, Result: await contactDetails(ctx.db) },
  }));

  app.post(BI_PATHS.faqs, read, async () => ({ Status: 1, Result: await listFaqs(ctx.db) }));
};
