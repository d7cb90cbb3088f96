/**
 * The site's web push calls (docs/api.md "Push notifications", src/shared/contracts/push.ts),
 * served by this server in both data modes: push is the site's own, never a backend's. Every write
 * is rate limited; a subscription is checked (its endpoint must be a push service on the internet,
 * its key a point on P-256) before it is stored, and a client address holds a bounded number.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { createECDH, createHash } from 'node:crypto';
import {
  pushKeyCall,
  pushSettingsCall,
  pushSubscribeCall,
  pushTopicsCall,
  pushUnsubscribeCall,
} from '../../src/shared/contracts/push.ts';
import type { RoutePluginOptions } from '../lib/context.ts';
import { HttpError, invalidFields, notFound } from '../lib/http-error.ts';
import { writeLimit } from '../lib/rate-limit.ts';
import { serveCall } from '../lib/serve-call.ts';
import { endpointProblem } from '../push/endpoint-safety.ts';
import { loadVapidKeys } from '../push/vapid.ts';
import {
  deleteOwnedSubscription,
  findOwnedSubscription,
  saveSubscription,
  updateOwnedSubscription,
  type PushSettings,
} from '../repos/push-subscriptions.ts';

/** One key pair to test browsers' public keys against (a point off the curve is refused). */
const probe = createECDH('prime256v1');
probe.generateKeys();

function isCurvePoint(p256dh: string): boolean {
  const point = Buffer.from(p256dh, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return false;
  try {
    probe.computeSecret(point);
    return true;
  } catch {
    return false;
  }
}

/** The origin the browser called: its notifications lead back to it. */
function originOf(request: FastifyRequest): string | undefined {
  try {
    const origin = new URL(`${request.protocol}://${request.host}`).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** The client address, hashed: the cap needs to tell clients apart, not to know them. */
const clientKeyOf = (request: FastifyRequest): string =>
  createHash('sha256').update(`push-client:${request.ip}`).digest('base64url').slice(0, 22);

const settingsAnswer = (settings: PushSettings | undefined) => ({
  status: 0,
  data: settings
    ? { subscribed: true, topics: settings.topics, language: settings.language }
    : { subscribed: false, topics: [], language: null },
});

export const pushRoutes: FastifyPluginAsync<RoutePluginOptions> = async (app, { ctx }) => {
  const { push } = ctx.config;
  const rules = { allowLoopback: push.allowLoopbackForTests };
  // Read (or made and stored) once at start: a read of the key never writes.
  const { publicKey } = await loadVapidKeys(ctx.db, push.vapidKeys, ctx.now());
  const writes = { config: writeLimit(ctx.config.writeRateLimit) };

  serveCall(app, pushKeyCall, { config: { cacheable: true } }, async () => ({
    status: 0,
    data: { publicKey, dailyLimit: push.dailyLimit },
  }));

  serveCall(app, pushSubscribeCall, writes, async (request, reply) => {
    const { subscription, topics, language } = request.body;
    const problem = endpointProblem(subscription.endpoint, rules);
    if (problem)
      throw invalidFields([
        { field: 'subscription.endpoint', message: `subscription.endpoint ${problem}` },
      ]);
    if (!isCurvePoint(subscription.keys.p256dh))
      throw invalidFields([
        {
          field: 'subscription.keys.p256dh',
          message: 'subscription.keys.p256dh must be a point on the P-256 curve',
        },
      ]);
    const origin = originOf(request);
    if (!origin) throw new HttpError(400, 'The request names no host to link notifications to');
    const saved = await saveSubscription(
      ctx.db,
      {
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        origin,
        topics,
        language,
        clientKey: clientKeyOf(request),
      },
      push.maxPerClient,
      ctx.now(),
    );
    if (saved.kind === 'taken')
      throw new HttpError(409, 'This push subscription is registered with other keys');
    if (saved.kind === 'over-cap')
      throw new HttpError(
        429,
        `This address already holds ${push.maxPerClient} push subscriptions: remove one first`,
      );
    reply.code(saved.kind === 'created' ? 201 : 200);
    return settingsAnswer(saved.settings);
  });

  serveCall(app, pushSettingsCall, { config: { cacheable: true } }, async (request) => {
    const { endpoint, auth } = request.body;
    return settingsAnswer(await findOwnedSubscription(ctx.db, endpoint, auth));
  });

  serveCall(app, pushTopicsCall, writes, async (request) => {
    const { endpoint, auth, topics, language } = request.body;
    const settings = await updateOwnedSubscription(
      ctx.db,
      { endpoint, auth },
      { topics, language },
      ctx.now(),
    );
    if (!settings) throw notFound('No push subscription with this endpoint and secret');
    return settingsAnswer(settings);
  });

  serveCall(app, pushUnsubscribeCall, writes, async (request) => ({
    status: 0,
    data: { removed: await deleteOwnedSubscription(ctx.db, request.body) },
  }));
};
