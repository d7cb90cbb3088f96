/** `GET {api}/api/content/` and `GET {api}/api/pageBuilder/detail/` (docs/api.md). */
import type { FastifyPluginAsync } from 'fastify';
import { API_PATHS } from '../../../src/shared/api-paths.ts';
import type { RoutePluginOptions } from '../../lib/context.ts';
import { notFound } from '../../lib/http-error.ts';
import { findPage, listContent } from '../../repos/cms.ts';

export const DEFAULT_CONTENT_TYPE = 'home-banner';

export const cmsRoutes: FastifyPluginAsync<RoutePluginOptions> = async (app, { ctx }) => {
  app.get<{ Querystring: { type?: string } }>(
    API_PATHS.content,
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            type: {
              type: 'string',
              pattern: '^[a-z0-9-]{1,50}$',
              description: 'a content type slug such as home-banner',
            },
          },
        },
      },
      config: { cacheable: true },
    },
    async (request) => ({
      status: 0,
      data: await listContent(ctx.db, request.query.type ?? DEFAULT_CONTENT_TYPE, ctx.now()),
    }),
  );

  app.get<{ Querystring: { slug: string } }>(
    API_PATHS.pageBuilder,
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['slug'],
          properties: {
            slug: {
              type: 'string',
              pattern: '^[A-Za-z0-9_-]{1,100}$',
              description: 'a page slug such as about_us',
            },
          },
        },
      },
      config: { cacheable: true },
    },
    async (request) => {
      const page = await findPage(ctx.db, request.query.slug);
      if (!page) throw notFound(`No page with slug ${request.query.slug}`);
      return { status: 0, data: page };
    },
  );
};
