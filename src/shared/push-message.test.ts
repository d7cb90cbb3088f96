import { describe, expect, it } from 'vitest';
import { pushMessage, readPushMessage, sameOriginUrl } from './push-message';

const site = 'https://www.complex.example';
const message = pushMessage({
  title: 'Flash sale on now: Half-price dim sum',
  body: 'Jade Garden · Until 20 Nov 2026, 22:00',
  lang: 'en',
  dir: 'ltr',
  navigate: `${site}/flash_sale/12`,
  tag: 'flash-sale:12',
  icon: `${site}/icons/icon-192.png`,
  badge: `${site}/icons/badge-96.png`,
  timestamp: 1_795_000_000_000,
  actions: [
    { action: 'settings', title: 'Notification settings', navigate: `${site}/notifications` },
  ],
});

describe('a push message', () => {
  it('is a declarative push message, and stays small', () => {
    expect(message.web_push).toBe(8030);
    const long = pushMessage({
      ...message.notification,
      title: 'x'.repeat(500),
      body: 'y'.repeat(5000),
    });
    expect(long.notification.title).toHaveLength(120);
    expect(long.notification.body).toHaveLength(300);
    expect(JSON.stringify(long).length).toBeLessThan(3000);
  });

  it('is shown by the worker as written, its links on the worker’s origin', () => {
    expect(readPushMessage(JSON.parse(JSON.stringify(message)), site, '/notifications')).toEqual({
      title: 'Flash sale on now: Half-price dim sum',
      options: {
        body: 'Jade Garden · Until 20 Nov 2026, 22:00',
        lang: 'en',
        dir: 'ltr',
        tag: 'flash-sale:12',
        icon: `${site}/icons/icon-192.png`,
        badge: `${site}/icons/badge-96.png`,
        timestamp: 1_795_000_000_000,
        data: { url: `${site}/flash_sale/12`, settingsUrl: `${site}/notifications` },
        actions: [{ action: 'settings', title: 'Notification settings' }],
      },
    });
  });

  it('never leads off the site, whatever it names', () => {
    const elsewhere = {
      ...message,
      notification: {
        ...message.notification,
        navigate: 'https://evil.example/phish?x=1',
        icon: 'javascript:alert(1)',
        actions: [{ action: 'settings', title: 'Settings', navigate: 'data:text/html,hi' }],
      },
    };
    const shown = readPushMessage(elsewhere, site, '/notifications');
    expect(shown?.options.data).toEqual({
      url: `${site}/phish?x=1`,
      settingsUrl: `${site}/notifications`,
    });
    expect(shown?.options.icon).toBe(`${site}/icons/icon-192.png`);
  });

  it.each([
    ['nothing', undefined],
    ['another JSON document', { title: 'x' }],
    ['another marker', { web_push: 9001, notification: { title: 'x' } }],
    ['no title', { web_push: 8030, notification: { body: 'x' } }],
  ])('is not read from %s', (_name, data) => {
    expect(readPushMessage(data, site, '/notifications')).toBeUndefined();
  });
});

describe('sameOriginUrl', () => {
  it.each([
    ['/events/7', `${site}/events/7`],
    [`${site}/events/7#when`, `${site}/events/7#when`],
    [
      'http://localhost:4173/promotions?filter=members_day',
      `${site}/promotions?filter=members_day`,
    ],
    ['', `${site}/`],
    [42, `${site}/`],
  ])('%s is %s', (value, expected) => {
    expect(sameOriginUrl(value, site, '/')).toBe(expected);
  });
});
