/** What every route plugin is given: the database, the configuration and the clock. */
import type { Db } from '../db/database.ts';
import type { ServerConfig } from '../config.ts';

export interface RouteContext {
  db: Db;
  config: ServerConfig;
  /** The current instant; tests fix it so that "ongoing" and "expired" are deterministic. */
  now: () => Date;
}

export interface RoutePluginOptions {
  ctx: RouteContext;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A read: answered with an ETag and `Cache-Control: no-cache`, 304 on a matching `If-None-Match`. */
    cacheable?: boolean;
  }
}
