/** `GET {api}/api/room/` and `GET {api}/api/room/{id}` (docs/api.md). */
import type { FastifyPluginAsync } from 'fastify';
import { roomCall, roomsCall } from '../../../src/shared/contracts/rooms.ts';
import type { RoutePluginOptions } from '../../lib/context.ts';
import { notFound } from '../../lib/http-error.ts';
import { toNumber } from '../../lib/numeric-input.ts';
import { serveCall } from '../../lib/serve-call.ts';
import { findRoom, listRooms } from '../../repos/rooms.ts';

export const roomRoutes: FastifyPluginAsync<RoutePluginOptions> = async (app, { ctx }) => {
  serveCall(app, roomsCall, { config: { cacheable: true } }, async () => ({
    status: 0,
    data: await listRooms(ctx.db),
  }));

  serveCall(app, roomCall, { config: { cacheable: true } }, async (request) => {
    const room = await findRoom(ctx.db, toNumber(request.params.id));
    if (!room) throw notFound(`No room with id ${request.params.id}`);
    return { status: 0, data: room };
  });
};
