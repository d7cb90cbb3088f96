/** `POST {bi}/v1/getting-there`, `/v1/get-contact-details` and `/v1/faqs` (docs/api.md). */
import type { FastifyPluginAsync } from 'fastify';
import { contactDetailsCall } from '../../../src/shared/contracts/contact.ts';
import { faqsCall } from '../../../src/shared/contracts/faq.ts';
import { gettingThereCall } from '../../../src/shared/contracts/getting-here.ts';
import type { RoutePluginOptions } from '../../lib/context.ts';
import { serveCall } from '../../lib/serve-call.ts';
import { contactDetails, gettingThere, listFaqs } from '../../repos/information.ts';

export const informationRoutes: FastifyPluginAsync<RoutePluginOptions> = async (app, { ctx }) => {
  const read = { config: { cacheable: true } };

  serveCall(app, gettingThereCall, read, async () => ({
    data: {
      Status: 1,
      Result: await gettingThere(ctx.db),
      Faq: await listFaqs(ctx.db, { gettingThereOnly: true }),
    },
  }));

  serveCall(app, contactDetailsCall, read, async () => ({
    data: { Status: 1, Result: await contactDetails(ctx.db) },
  }));

  serveCall(app, faqsCall, read, async () => ({ Status: 1, Result: await listFaqs(ctx.db) }));
};
