/** `GET {api}/api/content/` and `GET {api}/api/pageBuilder/detail/` (docs/api.md). */
import type { FastifyPluginAsync } from 'fastify';
import { pageCall } from '../../../src/shared/contracts/cms.ts';
import { contentCall } from '../../../src/shared/contracts/content.ts';
import type { RoutePluginOptions } from '../../lib/context.ts';
import { notFound } from '../../lib/http-error.ts';
import { serveCall } from '../../lib/serve-call.ts';
import { findPage, listContent } from '../../repos/cms.ts';

export const DEFAULT_CONTENT_TYPE = 'home-banner';

export const cmsRoutes: FastifyPluginAsync<RoutePluginOptions> = async (app, { ctx }) => {
  serveCall(app, contentCall, { config: { cacheable: true } }, async (request) => ({
    status: 0,
    data: await listContent(ctx.db, request.query.type ?? DEFAULT_CONTENT_TYPE, ctx.now()),
  }));

  serveCall(app, pageCall, { config: { cacheable: true } }, async (request) => {
    const page = await findPage(ctx.db, request.query.slug);
    if (!page) throw notFound(`No page with slug ${request.query.slug}`);
    return { status: 0, data: page };
  });
};
