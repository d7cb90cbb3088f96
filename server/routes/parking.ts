/**
 * `GET {api}/api/parking`: live parking (src/shared/contracts/parking.ts, docs/api.md), served by
 * this server in both data modes from the DataMall feed or its simulation (server/parking/). The
 * answer carries `Age`, the seconds since its reading, as the gateway's answers do, so the app
 * dates it by its reading and not by its arrival. A failing feed never fails the call: the last
 * reading is answered with its age, or `reading: null` when there has never been one. A request
 * reads what the process holds; the process refreshes it on its own, every few seconds.
 */
import type { FastifyPluginAsync } from 'fastify';
import { parkingCall } from '../../src/shared/contracts/parking.ts';
import type { RoutePluginOptions } from '../lib/context.ts';
import { serveCall } from '../lib/serve-call.ts';
import { parkingAnswers } from '../parking/parking-answer.ts';
import { createParkingFeed } from '../parking/parking-feed.ts';

export const parkingRoutes: FastifyPluginAsync<RoutePluginOptions> = async (app, { ctx }) => {
  const clock = () => ctx.now().getTime();
  const { parking } = ctx.config;
  const feed = createParkingFeed({
    db: ctx.db,
    config: parking,
    seed: ctx.config.seed,
    clock,
    log: app.log,
  });
  const answers = parkingAnswers({
    db: ctx.db,
    feed,
    developments: parking.developments,
    seed: ctx.config.seed,
    clock,
  });

  // Readings day and night, visitors or not: the first at start, then a look every few seconds
  // (the feed itself is asked once a minute by one process of all, parking-feed.ts).
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void feed.refresh();
    timer = setInterval(() => void feed.refresh(), parking.pollMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    // A refresh under way finishes with the database still open.
    await feed.idle();
  });

  serveCall(app, parkingCall, { config: { cacheable: true } }, async (_request, reply) => {
    const { json, readAt } = await answers.answer();
    if (readAt !== undefined)
      void reply.header('age', String(Math.max(0, Math.floor((clock() - readAt) / 1000))));
    return { json, call: parkingCall };
  });
};
