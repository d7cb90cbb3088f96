/**
 * A fake push service (RFC 8030) for tests and the bench, on https://127.0.0.1 with a throwaway
 * certificate. Each subscription it hands out has keys the test made as a browser would
 * (web-push-crypto.ts); every push it receives has its VAPID token checked and its payload
 * decrypted, and a push that fails either is answered 400 and kept in `problems`, so broken
 * signing or encryption fails the test that sent it. A test can script answers per subscription
 * (410, 429 with Retry-After, 500...) and tell a subscription it is gone.
 *
 * The server under test reaches it only with PUSH_ALLOW_LOOPBACK_FOR_TESTS=1 and this
 * certificate's authority trusted (`ca`, or NODE_EXTRA_CA_CERTS for a server process).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { throwawayCertificate } from '../helpers/throwaway-certificate.ts';
import { browserKeys, checkVapid, decryptPush, type BrowserKeys } from './web-push-crypto.ts';

export interface FakeSubscription {
  id: string;
  /** `PushSubscription.toJSON()` as a browser would send it. */
  json: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  keys: BrowserKeys;
}

export interface ReceivedPush {
  subscriptionId: string;
  /** The decrypted payload, parsed. */
  message: unknown;
  /** Headers the protocol gives meaning to. */
  ttl: number;
  topic: string | undefined;
  urgency: string | undefined;
  sub: string;
  vapidKey: string;
  /** Seconds left on the VAPID token when it arrived. */
  expiresInS: number;
}

export interface ScriptedAnswer {
  status: number;
  retryAfter?: string;
}

export interface FakePushService {
  origin: string;
  /** The certificate (PEM) to trust. */
  ca: string;
  /** Its file, for NODE_EXTRA_CA_CERTS. */
  caFile: string;
  /** A new subscription on this service. */
  subscribe(): FakeSubscription;
  /** Answers the next pushes to `id` with these, in order (then 201 again). */
  script(id: string, answers: ScriptedAnswer[]): void;
  /** From now on `id` is answered 410 Gone. */
  expire(id: string): void;
  /** Every push accepted, in arrival order. */
  received: ReceivedPush[];
  /** Every push refused for a broken token or payload, with why. */
  problems: string[];
  /** Pushes answered with a scripted error status. */
  refused: { subscriptionId: string; status: number }[];
  /** TCP connections opened to it. */
  connections(): number;
  /** Decrypt only every `n`th push (the bench); 1 (every push) by default. */
  decryptEvery(n: number): void;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

export async function startFakePushService(): Promise<FakePushService> {
  const dir = mkdtempSync(join(tmpdir(), 'fake-push-'));
  const { key, cert, certFile } = throwawayCertificate(dir, 'fake push service');
  const subscriptions = new Map<string, BrowserKeys>();
  const scripts = new Map<string, ScriptedAnswer[]>();
  const gone = new Set<string>();
  const received: ReceivedPush[] = [];
  const problems: string[] = [];
  const refused: { subscriptionId: string; status: number }[] = [];
  let connections = 0;
  let decryptEvery = 1;
  let pushes = 0;
  let next = 0;
  let origin = '';

  const server: Server = createServer({ key, cert }, async (request, response) => {
    const body = await readBody(request);
    const id = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1] ?? '';
    const keys = subscriptions.get(id);
    const answer = (status: number, headers: Record<string, string> = {}) => {
      response.writeHead(status, headers);
      response.end();
    };
    if (request.method !== 'POST' || !keys) return answer(404);
    if (gone.has(id)) {
      refused.push({ subscriptionId: id, status: 410 });
      return answer(410);
    }
    const scripted = scripts.get(id)?.shift();
    if (scripted) {
      refused.push({ subscriptionId: id, status: scripted.status });
      return answer(
        scripted.status,
        scripted.retryAfter ? { 'Retry-After': scripted.retryAfter } : {},
      );
    }
    try {
      if (request.headers['content-encoding'] !== 'aes128gcm')
        throw new Error(`Content-Encoding is ${request.headers['content-encoding']}`);
      const ttl = Number(request.headers.ttl);
      if (!Number.isInteger(ttl) || ttl < 0) throw new Error(`TTL is ${request.headers.ttl}`);
      const nowS = Math.floor(Date.now() / 1000);
      // The audience is the origin the service was addressed as (127.0.0.1 or localhost).
      const audience = `https://${request.headers.host ?? ''}`;
      const token = checkVapid(request.headers.authorization, audience, nowS);
      pushes += 1;
      const text = pushes % decryptEvery === 0 ? decryptPush(body, keys) : 'null';
      const topic = request.headers.topic;
      received.push({
        subscriptionId: id,
        message: JSON.parse(text) as unknown,
        ttl,
        topic: typeof topic === 'string' ? topic : undefined,
        urgency: request.headers.urgency as string | undefined,
        sub: token.claims.sub,
        vapidKey: token.publicKey,
        expiresInS: token.claims.exp - nowS,
      });
      return answer(201, { Location: `${origin}/message/${received.length}` });
    } catch (error) {
      problems.push(`${id}: ${error instanceof Error ? error.message : String(error)}`);
      return answer(400);
    }
  });
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    ca: cert,
    caFile: certFile,
    subscribe() {
      next += 1;
      const id = `s${next}`;
      const keys = browserKeys();
      subscriptions.set(id, keys);
      return {
        id,
        keys,
        json: {
          endpoint: `${origin}/push/${id}`,
          expirationTime: null,
          keys: { p256dh: keys.p256dh, auth: keys.auth },
        },
      };
    },
    script(id, answers) {
      scripts.set(id, [...answers]);
    },
    expire(id) {
      gone.add(id);
    },
    received,
    problems,
    refused,
    connections: () => connections,
    decryptEvery(n) {
      decryptEvery = n;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
