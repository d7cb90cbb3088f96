/**
 * `GET /media/{kind}/{id}.svg`: the generated artwork stored in the database. SVG can carry
 * script, so each answer gets its own lock-down policy (no script, no fetches; inline styles only),
 * and a long cache with an ETag: the same seed always draws the same picture under the same URL.
 */
import { sql } from 'kysely';
import type { FastifyPluginAsync } from 'fastify';
import type { RoutePluginOptions } from '../lib/context.ts';
import { notFound } from '../lib/http-error.ts';
import { etagOf } from '../lib/read-caching.ts';

export const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";
const MEDIA_CACHE_CONTROL = 'public, max-age=2592000, stale-while-revalidate=86400';

interface MediaParams {
  kind: string;
  file: string;
}

export const mediaRoutes: FastifyPluginAsync<RoutePluginOptions> = async (app, { ctx }) => {
  const findSvg = async (kind: string, id: string): Promise<string | undefined> => {
    const { rows } = await sql<{ svg: string }>`SELECT svg FROM media
      WHERE kind = ${kind} AND id = ${id}`.execute(ctx.db);
    return rows[0]?.svg;
  };

  app.get<{ Params: MediaParams }>(
    '/media/:kind/:file',
    {
      schema: {
        params: {
          type: 'object',
          required: ['kind', 'file'],
          properties: {
            kind: {
              type: 'string',
              pattern: '^[a-z0-9-]{1,40}$',
              description: 'a media kind such as merchants',
            },
            file: {
              type: 'string',
              pattern: '^[A-Za-z0-9_-]{1,120}\\.svg$',
              description: 'a file name ending in .svg',
            },
          },
        },
      },
    },
    async (request, reply) => {
      const { kind, file } = request.params;
      const svg = await findSvg(kind, file.slice(0, -'.svg'.length));
      if (svg === undefined) throw notFound(`No image ${kind}/${file}`);
      const etag = etagOf(svg);
      reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('content-security-policy', SVG_CSP)
        .header('cache-control', MEDIA_CACHE_CONTROL)
        .header('etag', etag);
      const ifNoneMatch = request.headers['if-none-match'];
      if (ifNoneMatch && ifNoneMatch.replace(/-(br|gzip)"$/, '"') === etag)
        return reply.code(304).send();
      return reply.send(svg);
    },
  );
};
