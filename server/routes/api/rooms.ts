/** `GET {api}/api/room/` and `GET {api}/api/room/{id}` (docs/api.md). */
import type { FastifyPluginAsync } from 'fastify';
import { API_PATHS } from '../../../src/shared/api-paths.ts';
import type { RoutePluginOptions } from '../../lib/context.ts';
import { notFound } from '../../lib/http-error.ts';
import { findRoom, listRooms } from '../../repos/rooms.ts';

export const roomRoutes: FastifyPluginAsync<RoutePluginOptions> = async (app, { ctx }) => {
  app.get(API_PATHS.rooms, { config: { cacheable: true } }, async () => ({
    status: 0,
    data: await listRooms(ctx.db),
  }));

  app.get<{ Params: { id: string } }>(
    `${API_PATHS.rooms}:id`,
    {
      schema: {
        params: {
          type: 'object',
          properties: {
            id: { type: 'string', pattern: '^[0-9]{1,9}$', description: 'a numeric room id' },
          },
        },
      },
      config: { cacheable: true },
    },
    async (request) => {
      const room = await findRoom(ctx.db, Number(request.params.id));
      if (!room) throw notFound(`No room with id ${request.params.id}`);
      return { status: 0, data: room };
    },
  );
};
