/** What the request log says of each request: one visit is one request, a drawn page's calls included. */
import { LogController } from 'fastify';
import { isRenderCall } from '../pages/server-render.ts';

/**
 * Fastify's lines for each request, except for a drawn page's calls to this server in process
 * (server-render.ts): they are part of the page's request, so one visit is one request in the
 * log. Such a call that fails is still logged, as are its errors.
 */
export class SiteLogController extends LogController {
  override incomingRequest(...args: Parameters<LogController['incomingRequest']>): void {
    if (!isRenderCall()) super.incomingRequest(...args);
  }

  override requestCompleted(...args: Parameters<LogController['requestCompleted']>): void {
    const [error] = args;
    if (error || !isRenderCall()) super.requestCompleted(...args);
  }
}
