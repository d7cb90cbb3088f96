/**
 * Sends one push message (RFC 8030) and says what came of it. The maintained `web-push` package
 * encrypts the payload (aes128gcm, RFC 8291) and signs the VAPID token (RFC 8292); the request
 * itself is sent here, through the guarded agent (guarded-agent.ts), with what `web-push`'s own
 * sender lacks: a deadline for the whole exchange (its timeout is per idle socket, so a service
 * dripping its answer could hold a sending slot for ever), a cap on the answer's size (it keeps
 * all of it in memory), and the VAPID token reused per push service for hours instead of signed
 * again for every message.
 */
import { createHash } from 'node:crypto';
import { request, type Agent } from 'node:https';
import webpush from 'web-push';
import type { VapidKeys } from './config.ts';
import { ForbiddenAddressError } from './guarded-agent.ts';

export type PushOutcome =
  /** The push service took it. */
  | { kind: 'sent'; status: number }
  /** 404 or 410: the subscription is gone; forget it. */
  | { kind: 'gone'; status: number }
  /** 429, 5xx, a network failure or timeout: try again later. */
  | { kind: 'retry'; status?: number; retryAfterMs?: number }
  /** Refused for good (another 4xx). */
  | { kind: 'failed'; status: number }
  /** The endpoint resolved to an address the server never connects to. */
  | { kind: 'refused' };

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushOptions {
  /** The VAPID `sub` claim: the operator's contact. */
  subject: string;
  /** Seconds the push service may keep it for a device that is offline. */
  ttlSeconds: number;
  /** Replaces an undelivered message with the same key at the push service (RFC 8030 5.4). */
  replaceKey: string;
}

export interface PushSenderOptions {
  agent: Agent;
  keys: VapidKeys;
  /** The whole exchange's deadline. */
  timeoutMs?: number;
  /** Real time for the VAPID token's expiry (tests of the scheduler fix their own clock). */
  clock?: () => number;
}

export type PushSender = (
  target: PushTarget,
  payload: string,
  options: PushOptions,
) => Promise<PushOutcome>;

/** An answer longer than this is cut off: push services answer a few hundred bytes. */
const MAX_ANSWER_BYTES = 64 * 1024;
/** A VAPID token lives 12 hours (at most 24 are allowed) and is renewed an hour before it ends. */
const TOKEN_LIFE_S = 12 * 60 * 60;
const TOKEN_RENEW_S = 60 * 60;

/** The `Topic` header: at most 32 characters of base64url (RFC 8030 5.4). */
export const topicOf = (key: string): string =>
  createHash('sha256').update(key).digest('base64url').slice(0, 32);

/** A `Retry-After` in seconds or as an HTTP date, in milliseconds from now. */
export function retryAfterMs(value: string | undefined, now: number): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isFinite(date) ? Math.max(0, date - now) : undefined;
}

function outcomeOf(status: number, retryAfter: string | undefined, now: number): PushOutcome {
  if (status >= 200 && status < 300) return { kind: 'sent', status };
  if (status === 404 || status === 410) return { kind: 'gone', status };
  if (status === 429 || status >= 500) {
    const after = retryAfterMs(retryAfter, now);
    return { kind: 'retry', status, ...(after !== undefined && { retryAfterMs: after }) };
  }
  return { kind: 'failed', status };
}

export function createPushSender({
  agent,
  keys,
  timeoutMs = 15_000,
  clock = Date.now,
}: PushSenderOptions): PushSender {
  const tokens = new Map<string, { authorization: string; renewAt: number }>();

  function authorization(audience: string, subject: string): string {
    const key = `${audience} ${subject}`;
    const nowS = Math.floor(clock() / 1000);
    const kept = tokens.get(key);
    if (kept && kept.renewAt > nowS) return kept.authorization;
    const { Authorization } = webpush.getVapidHeaders(
      audience,
      subject,
      keys.publicKey,
      keys.privateKey,
      'aes128gcm',
      nowS + TOKEN_LIFE_S,
    );
    tokens.set(key, { authorization: Authorization, renewAt: nowS + TOKEN_LIFE_S - TOKEN_RENEW_S });
    return Authorization;
  }

  return (target, payload, options) => {
    const url = new URL(target.endpoint);
    const details = webpush.generateRequestDetails(
      { endpoint: url.href, keys: { p256dh: target.p256dh, auth: target.auth } },
      payload,
      {
        headers: { Authorization: authorization(url.origin, options.subject) },
        TTL: options.ttlSeconds,
        topic: topicOf(options.replaceKey),
        urgency: 'normal',
        contentEncoding: 'aes128gcm',
      },
    );
    return new Promise<PushOutcome>((resolve) => {
      const failed = (error: unknown) =>
        resolve(error instanceof ForbiddenAddressError ? { kind: 'refused' } : { kind: 'retry' });
      try {
        const sent = request(
          url,
          {
            method: 'POST',
            headers: details.headers as Record<string, string | number>,
            agent,
            signal: AbortSignal.timeout(timeoutMs),
          },
          (answer) => {
            let bytes = 0;
            answer.on('data', (chunk: Buffer) => {
              bytes += chunk.length;
              if (bytes > MAX_ANSWER_BYTES) sent.destroy(new Error('answer too long'));
            });
            answer.on('error', failed);
            answer.on('end', () => {
              const retryAfter = answer.headers['retry-after'];
              resolve(outcomeOf(answer.statusCode ?? 0, retryAfter, clock()));
            });
          },
        );
        sent.on('error', failed);
        sent.end(details.body);
      } catch (error) {
        failed(error);
      }
    });
  };
}
