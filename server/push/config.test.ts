import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { loadPushConfig } from './config.ts';

describe('loadPushConfig', () => {
  it('has working defaults: keys from the database, 3 a day, 8 at once, every 30 s', () => {
    expect(loadPushConfig({})).toEqual({
      vapidKeys: null,
      subject: '',
      allowLoopbackForTests: false,
      maxPerClient: 20,
      dailyLimit: 3,
      concurrency: 8,
      tickMs: 30_000,
      sending: true,
    });
  });

  it('takes a VAPID key pair that belongs together', () => {
    const keys = webpush.generateVAPIDKeys();
    const env = { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey };
    expect(loadPushConfig(env).vapidKeys).toEqual(keys);
  });

  it.each([
    [{ VAPID_PUBLIC_KEY: webpush.generateVAPIDKeys().publicKey }, /go together/],
    [{ VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: 'def' }, /65 bytes in base64url/],
    [
      {
        VAPID_PUBLIC_KEY: webpush.generateVAPIDKeys().publicKey,
        VAPID_PRIVATE_KEY: webpush.generateVAPIDKeys().privateKey,
      },
      /is not the public key of VAPID_PRIVATE_KEY/,
    ],
    [{ VAPID_SUBJECT: 'webmaster@complex.example' }, /mailto: address or an https: URL/],
    [{ VAPID_SUBJECT: 'http://complex.example' }, /mailto: address or an https: URL/],
    [{ PUSH_DAILY_LIMIT: '0' }, /PUSH_DAILY_LIMIT/],
    [{ PUSH_CONCURRENCY: 'many' }, /PUSH_CONCURRENCY/],
    [{ PUSH_SENDING: 'maybe' }, /PUSH_SENDING/],
    [{ PUSH_ALLOW_LOOPBACK_FOR_TESTS: 'yes' }, /must be 1 or unset/],
  ])('refuses %j', (env, message) => {
    expect(() => loadPushConfig(env)).toThrow(message);
  });

  it('accepts a mailto: or https: subject', () => {
    expect(loadPushConfig({ VAPID_SUBJECT: 'mailto:web@complex.example' }).subject).toBe(
      'mailto:web@complex.example',
    );
    expect(loadPushConfig({ VAPID_SUBJECT: 'https://complex.example/contact' }).subject).toBe(
      'https://complex.example/contact',
    );
  });

  it('allows the loopback test setting, but never in production', () => {
    expect(loadPushConfig({ PUSH_ALLOW_LOOPBACK_FOR_TESTS: '1' }).allowLoopbackForTests).toBe(true);
    expect(() =>
      loadPushConfig({ PUSH_ALLOW_LOOPBACK_FOR_TESTS: '1', NODE_ENV: 'production' }),
    ).toThrow(/refused with NODE_ENV=production/);
  });

  it('can leave sending to other instances', () => {
    expect(loadPushConfig({ PUSH_SENDING: 'off' }).sending).toBe(false);
  });
});
