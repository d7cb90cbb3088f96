/**
 * The lists the push scheduler reads, asked of this server's own API in process, as a page's
 * render asks them: in embedded mode the repositories answer, in upstream mode the gateway's
 * cached reads of the complex's backends do. Checked with the calls' own answer schemas.
 */
import type { FastifyInstance } from 'fastify';
import { safeParse, type $ZodType } from 'zod/v4/core';
import {
  DEFAULT_IMPLEMENTATION_ID,
  EMBEDDED_MOUNTS,
  IMPLEMENTATION_ID_HEADER,
} from '../../src/shared/api-origin.ts';
import { eventsCall } from '../../src/shared/contracts/events.ts';
import { flashSalesCall } from '../../src/shared/contracts/flash-sales.ts';
import { promotionsCall } from '../../src/shared/contracts/promotions.ts';
import type { ServerConfig } from '../config.ts';
import type { PushLists } from './due-notifications.ts';

export function siteLists(
  app: FastifyInstance,
  config: Pick<ServerConfig, 'biStage' | 'implementationId'>,
): () => Promise<PushLists> {
  const base = `${EMBEDDED_MOUNTS.biPrefix}/${config.biStage}`;
  const headers = {
    [IMPLEMENTATION_ID_HEADER]: config.implementationId || DEFAULT_IMPLEMENTATION_ID,
    'content-type': 'application/json',
  };

  async function ask<T>(path: string, schema: $ZodType<T>): Promise<T> {
    const response = await app.inject({
      method: 'POST',
      url: `${base}${path}`,
      headers,
      payload: '{}',
    });
    if (response.statusCode !== 200) throw new Error(`${path} answered ${response.statusCode}`);
    const parsed = safeParse(schema, response.json());
    if (!parsed.success) throw new Error(`${path} answered an unexpected shape`);
    return parsed.data;
  }

  return async () => {
    const [flashSales, events, promotions] = await Promise.all([
      ask(flashSalesCall.path, flashSalesCall.answer),
      ask(eventsCall.path, eventsCall.answer),
      ask(promotionsCall.path, promotionsCall.answer),
    ]);
    return {
      flashSales: flashSales.Result.data.flashsales,
      events: events.Result,
      promotions: promotions.Result,
    };
  };
}
