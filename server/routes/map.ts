/**
 * `GET {api}/api/map`: the floor plans, units, amenities and walkway graph of docs/map-data.md, as
 * `{ status: 0, data: MapData }` with an ETag. The complex's own plan file (MAP_DATA_PATH) wins over
 * the plan generated from the merchants; a broken file stops the server at start-up.
 */
import type { FastifyPluginAsync } from 'fastify';
import { mapCall } from '../../src/shared/contracts/map.ts';
import type { RoutePluginOptions } from '../lib/context.ts';
import { serveCall } from '../lib/serve-call.ts';
import {
  generatedMapSource,
  loadMapFile,
  mapDataPathFromEnv,
  mapPayload,
} from '../map/map-source.ts';

export interface MapRoutesOptions extends RoutePluginOptions {
  /** A plan file replacing the generated map; defaults to the MAP_DATA_PATH environment variable. */
  mapDataPath?: string;
}

export const mapRoutes: FastifyPluginAsync<MapRoutesOptions> = async (
  app,
  { ctx, mapDataPath = mapDataPathFromEnv() },
) => {
  let payload: () => Promise<string>;
  if (mapDataPath) {
    const fromFile = mapPayload(loadMapFile(mapDataPath));
    app.log.info({ mapDataPath }, 'serving the map from the plan file');
    payload = async () => fromFile;
  } else {
    payload = generatedMapSource(ctx.db, (skipped) =>
      app.log.warn({ skipped }, 'merchants left off the generated map'),
    );
  }

  // The answer is kept serialised (map-source.ts), written once per plan rather than per request;
  // its data is the shared format, which src/features/map/api/map-plan.test.ts holds to the call.
  serveCall(app, mapCall, { config: { cacheable: true } }, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(await payload()),
  );
};
