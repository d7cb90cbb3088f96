/**
 * Web push settings from the environment (README, "Push notifications"). The VAPID key pair comes
 * from the environment or, when it gives none, from the database (server/push/vapid.ts); the
 * private key never leaves the server.
 */
import { createECDH } from 'node:crypto';

export interface PushConfig {
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (base64url); null: the pair kept in the database. */
  vapidKeys: VapidKeys | null;
  /**
   * VAPID_SUBJECT: how a push service reaches the site's operator (`mailto:` or `https:`). Empty:
   * the https origin a browser subscribed on, or a placeholder address for plain-http test sites.
   */
  subject: string;
  /**
   * PUSH_ALLOW_LOOPBACK_FOR_TESTS=1: endpoints on this machine's loopback addresses (any port) are
   * accepted and connected to, for a fake push service in tests. Refused when NODE_ENV=production.
   */
  allowLoopbackForTests: boolean;
  /** PUSH_MAX_SUBSCRIPTIONS_PER_CLIENT: subscriptions one client address may hold. */
  maxPerClient: number;
  /** PUSH_DAILY_LIMIT: notifications one subscription gets per Singapore day at most. */
  dailyLimit: number;
  /** PUSH_CONCURRENCY: sends in flight at once per serving process. */
  concurrency: number;
  /** PUSH_TICK_SECONDS: how often the scheduler looks for items that started. */
  tickMs: number;
  /** PUSH_SENDING=off: this instance stores subscriptions but never sends (another one does). */
  sending: boolean;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

function decoded(name: string, value: string, bytes: number): Buffer {
  const buffer = BASE64URL.test(value) ? Buffer.from(value, 'base64url') : Buffer.alloc(0);
  if (buffer.length !== bytes)
    throw new Error(
      `${name} must be ${bytes} bytes in base64url (npx web-push generate-vapid-keys)`,
    );
  return buffer;
}

/** Both keys or neither; a pair whose halves do not belong together stops the start. */
export function vapidKeysFromEnv(env: NodeJS.ProcessEnv): VapidKeys | null {
  const publicKey = (env.VAPID_PUBLIC_KEY ?? '').trim();
  const privateKey = (env.VAPID_PRIVATE_KEY ?? '').trim();
  if (!publicKey && !privateKey) return null;
  if (!publicKey || !privateKey)
    throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together');
  const pub = decoded('VAPID_PUBLIC_KEY', publicKey, 65);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(decoded('VAPID_PRIVATE_KEY', privateKey, 32));
  if (!ecdh.getPublicKey().equals(pub))
    throw new Error('VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY');
  return { publicKey, privateKey };
}

function subjectFromEnv(value: string | undefined): string {
  const subject = (value ?? '').trim();
  if (subject === '') return '';
  if (/^mailto:[^\s@]+@[^\s@]+$/.test(subject)) return subject;
  try {
    if (new URL(subject).protocol === 'https:') return subject;
  } catch {
    // Reported below.
  }
  throw new Error('VAPID_SUBJECT must be a mailto: address or an https: URL');
}

function whole(name: string, value: string | undefined, fallback: number, min: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min)
    throw new Error(`${name}: "${value}" is not a whole number of at least ${min}`);
  return number;
}

/**
 * The production signal the test-only loopback setting is refused under: NODE_ENV=production as
 * the server was started with (server/main.ts sets its own default only after reading this).
 */
function allowLoopback(env: NodeJS.ProcessEnv): boolean {
  const value = (env.PUSH_ALLOW_LOOPBACK_FOR_TESTS ?? '').trim();
  if (value === '' || value === '0') return false;
  if (value !== '1') throw new Error('PUSH_ALLOW_LOOPBACK_FOR_TESTS must be 1 or unset');
  if (env.NODE_ENV === 'production')
    throw new Error(
      'PUSH_ALLOW_LOOPBACK_FOR_TESTS=1 lets push deliveries reach this machine: refused with NODE_ENV=production',
    );
  return true;
}

function sending(value: string | undefined): boolean {
  const text = (value ?? '').trim();
  if (text === '' || text === 'on') return true;
  if (text === 'off') return false;
  throw new Error('PUSH_SENDING must be on or off');
}

export function loadPushConfig(env: NodeJS.ProcessEnv): PushConfig {
  return {
    vapidKeys: vapidKeysFromEnv(env),
    subject: subjectFromEnv(env.VAPID_SUBJECT),
    allowLoopbackForTests: allowLoopback(env),
    maxPerClient: whole(
      'PUSH_MAX_SUBSCRIPTIONS_PER_CLIENT',
      env.PUSH_MAX_SUBSCRIPTIONS_PER_CLIENT,
      20,
      1,
    ),
    dailyLimit: whole('PUSH_DAILY_LIMIT', env.PUSH_DAILY_LIMIT, 3, 1),
    concurrency: whole('PUSH_CONCURRENCY', env.PUSH_CONCURRENCY, 8, 1),
    tickMs: whole('PUSH_TICK_SECONDS', env.PUSH_TICK_SECONDS, 30, 1) * 1000,
    sending: sending(env.PUSH_SENDING),
  };
}
