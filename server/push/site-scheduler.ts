/** The push scheduler of a serving process, wired to this server's app, store and settings. */
import type { FastifyInstance } from 'fastify';
import type { AgentOptions } from 'node:https';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { guardedAgent } from './guarded-agent.ts';
import { createPushScheduler, type PushScheduler } from './scheduler.ts';
import { createPushSender } from './send-push.ts';
import { siteLists } from './site-lists.ts';
import { loadVapidKeys } from './vapid.ts';

export interface SiteSchedulerOptions {
  /** The clock (tests fix it). */
  now?: () => Date;
  /** Extra certificate authorities: a test's fake push service. */
  ca?: AgentOptions['ca'];
}

export async function sitePushScheduler(
  app: FastifyInstance,
  db: Db,
  config: ServerConfig,
  { now = () => new Date(), ca }: SiteSchedulerOptions = {},
): Promise<PushScheduler> {
  const keys = await loadVapidKeys(db, config.push.vapidKeys, now());
  const agent = guardedAgent({
    allowLoopback: config.push.allowLoopbackForTests,
    maxSockets: config.push.concurrency,
    ...(ca !== undefined && { ca }),
  });
  return createPushScheduler({
    db,
    config: config.push,
    readLists: siteLists(app, config),
    send: createPushSender({ agent, keys }),
    now,
    log: app.log,
  });
}
