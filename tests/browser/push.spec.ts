/**
 * Web push in the browser (issue 37): "Notify me" asks the browser's permission only after a tap,
 * subscribes in the visitor's language and turns off in one tap; denied and unsupported browsers
 * are told why in a sentence; a push delivered to the service worker shows its notification, and
 * its tap leads to the item and its settings action to the notification settings.
 *
 * The browser's own push service is out of reach here (a headless browser cannot register with
 * one without the network), so the page's PushManager hands out a subscription on the fake push
 * service (tests/fake-push) instead, with keys the test made as a browser would. A push is then
 * sent by the server's own sender to that fake service, which checks its VAPID token and decrypts
 * it, and the decrypted message is delivered to the service worker through the DevTools protocol
 * (ServiceWorker.deliverPushMessage), as the browser would on a message from its push service.
 *
 * Chromium offers automation no way to click a notification: a script-made `notificationclick`
 * may neither extend itself (waitUntil) nor open or focus a window. So the test reads what the
 * shown notification leads to (its data and its settings action, exactly what the worker's click
 * handler opens: sw/push.ts) and opens those pages; which window a tap focuses is
 * sw/notification-target.test.ts's.
 */
import { createPushSender } from '../../server/push/send-push.ts';
import { guardedAgent } from '../../server/push/guarded-agent.ts';
import {
  startFakePushService,
  type FakePushService,
  type FakeSubscription,
} from '../fake-push/server.ts';
import webpush from 'web-push';
import { flashSaleTexts } from '../../server/push/notification-text.ts';
import { htmlLangOf } from '../../src/shared/language.ts';
import { pushMessage, SETTINGS_ACTION } from '../../src/shared/push-message.ts';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { accessibilityFindings } from './axe-scan';
import { expect, test, type BrowserContext, type Page } from './test';

// Debian's headless shell runs the worker's push handler but keeps no notification
// (getNotifications() stays empty); the full Chromium, headless, shows and lists them.
test.use({ launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS } });

let push: FakePushService;
test.beforeAll(async () => {
  push = await startFakePushService();
});
test.afterAll(() => push.close());

const HEADERS = { 'implementation-id': 'complex-web', 'Content-Type': 'application/json' };

type Held = { subscribed: boolean; topics: string[]; language: string | null };

/** What the server holds for `subscription`, asked as its owner (endpoint and auth secret). */
async function held(page: Page, subscription: FakeSubscription): Promise<Held> {
  const response = await page.request.post('/api/push/settings', {
    headers: HEADERS,
    data: { endpoint: subscription.json.endpoint, auth: subscription.json.keys.auth },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Held }).data;
}

/**
 * The page's PushManager hands out `subscription` (on the fake push service), and counts what the
 * page asks: permission prompts, subscriptions, unsubscriptions, and the key it subscribed with.
 */
async function browserOnFakePushService(context: BrowserContext, subscription: FakeSubscription) {
  await context.addInitScript((json) => {
    const seen = { asked: 0, subscribed: 0, unsubscribed: 0, key: '' };
    (window as unknown as { pushSeen: typeof seen }).pushSeen = seen;
    const ask = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = (...args) => {
      seen.asked += 1;
      return ask(...args);
    };
    let current: PushSubscription | null = null;
    PushManager.prototype.subscribe = function (options?: PushSubscriptionOptionsInit) {
      seen.subscribed += 1;
      const given = options?.applicationServerKey;
      const bytes = new Uint8Array(
        typeof given === 'string' || !given
          ? new ArrayBuffer(0)
          : ArrayBuffer.isView(given)
            ? given.buffer.slice(given.byteOffset, given.byteOffset + given.byteLength)
            : given,
      );
      seen.key = btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
      current = {
        endpoint: json.endpoint,
        expirationTime: null,
        options: { applicationServerKey: bytes.buffer, userVisibleOnly: true },
        toJSON: () => json,
        getKey: () => null,
        unsubscribe: () => {
          seen.unsubscribed += 1;
          current = null;
          return Promise.resolve(true);
        },
      } as unknown as PushSubscription;
      return Promise.resolve(current);
    };
    PushManager.prototype.getSubscription = () => Promise.resolve(current);
  }, subscription.json);
}

type Seen = { asked: number; subscribed: number; unsubscribed: number; key: string };
const seen = (page: Page) =>
  page.evaluate(() => (window as unknown as { pushSeen: Seen }).pushSeen);

/** The service worker controls the page (the push code needs its registration). */
async function workerReady(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
}

test.describe('Notify me', () => {
  test('asks only after the tap, subscribes in English, adds a topic and turns off in one tap', async ({
    page,
    context,
  }) => {
    const subscription = push.subscribe();
    await browserOnFakePushService(context, subscription);
    await context.grantPermissions(['notifications']);
    // The push calls, and the code that makes them (its chunk), only after the tap.
    const pushCalls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/push/') || path.startsWith('/assets/push-subscription-'))
        pushCalls.push(path);
    });

    await page.goto('/flash_sale');
    await workerReady(page);
    expect(await seen(page)).toMatchObject({ asked: 0, subscribed: 0 });
    expect(pushCalls).toEqual([]);

    await page.getByRole('button', { name: 'Notify me when flash sales start' }).click();
    await expect(page.getByText("You'll be told when a flash sale starts.")).toBeVisible();
    expect(await accessibilityFindings(page, '/flash_sale, on')).toEqual([]);
    expect(await seen(page)).toMatchObject({ asked: 1, subscribed: 1 });
    expect(pushCalls.some((path) => path.startsWith('/assets/push-subscription-'))).toBe(true);
    const key = (await (await page.request.get('/api/push/key', { headers: HEADERS })).json()) as {
      data: { publicKey: string };
    };
    expect((await seen(page)).key).toBe(key.data.publicKey);
    expect(await held(page, subscription)).toEqual({
      subscribed: true,
      topics: ['flash-sales'],
      language: 'en',
    });

    // Another page's control adds its topic to the same subscription.
    await page.goto('/events');
    await page.getByRole('button', { name: 'Notify me when events open' }).click();
    await expect(page.getByText("You'll be told when an event opens.")).toBeVisible();
    expect((await held(page, subscription)).topics).toEqual(['flash-sales', 'events']);

    // One tap turns that topic off; the other stays.
    await page.getByRole('button', { name: 'Turn off', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Notify me when events open' })).toBeVisible();
    expect((await held(page, subscription)).topics).toEqual(['flash-sales']);

    // The settings page shows what is held, and one tap turns everything off.
    await page.goto('/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(page.getByText('at most 5 a day, nothing else.')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'A flash sale starts' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'An event opens' })).not.toBeChecked();
    await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(await accessibilityFindings(page, '/notifications, on')).toEqual([]);
    await page.getByRole('button', { name: 'Turn off all notifications' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Notifications are off.');
    expect(await held(page, subscription)).toEqual({
      subscribed: false,
      topics: [],
      language: null,
    });
    await page.goto('/flash_sale');
    await expect(
      page.getByRole('button', { name: 'Notify me when flash sales start' }),
    ).toBeVisible();
  });

  test('in Chinese: members’ days from the promotions page, notifications in Chinese', async ({
    page,
    context,
  }) => {
    const subscription = push.subscribe();
    await browserOnFakePushService(context, subscription);
    await context.grantPermissions(['notifications']);
    await page.addInitScript(() => localStorage.setItem('lang', 'ch'));

    // Chinese is stored, but the cookie that tells the server's render is gone: the page turns to
    // Chinese once it runs, and the notifications' language with it.
    await page.goto('/notifications');
    await expect(page.getByRole('heading', { level: 1, name: '通知' })).toBeVisible();
    await expect(page.getByRole('radio', { name: '中文' })).toBeChecked();

    await page.goto('/promotions');
    await workerReady(page);
    await page.getByRole('button', { name: '会员日开始时通知我' }).click();
    await expect(page.getByText('会员日开始时会通知您。')).toBeVisible();
    expect(await held(page, subscription)).toEqual({
      subscribed: true,
      topics: ['members-days'],
      language: 'ch',
    });

    // The settings page changes the language of the notifications, whatever the site's.
    await page.getByRole('link', { name: '通知设置' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '通知' })).toBeVisible();
    await expect(page.getByText('每天最多 5 条')).toBeVisible();
    await expect(page.getByRole('radio', { name: '中文' })).toBeChecked();
    expect(await accessibilityFindings(page, '/notifications in Chinese, on')).toEqual([]);
    await page.getByRole('radio', { name: 'English（英文）' }).check();
    await page.getByRole('checkbox', { name: '限时抢购开始' }).check();
    await page.getByRole('button', { name: '保存更改' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('您的选择已保存。');
    expect(await held(page, subscription)).toEqual({
      subscribed: true,
      topics: ['flash-sales', 'members-days'],
      language: 'en',
    });
  });

  test('blocked notifications are explained, and nothing is subscribed', async ({
    page,
    context,
  }) => {
    const subscription = push.subscribe();
    await browserOnFakePushService(context, subscription);
    await page.goto('/events');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Browser.setPermission', {
      permission: { name: 'notifications' },
      setting: 'denied',
      origin: new URL(page.url()).origin,
    });
    await page.getByRole('button', { name: 'Notify me when events open' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      "Notifications are blocked for this site. Allow them in your browser's site settings, then try again.",
    );
    expect(await accessibilityFindings(page, '/events, blocked')).toEqual([]);
    expect(await seen(page)).toMatchObject({ subscribed: 0 });
    expect((await held(page, subscription)).subscribed).toBe(false);
  });

  test('Safari on an iPhone outside the Home Screen is told how to add the site', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      viewport: { width: 375, height: 740 },
      hasTouch: true,
      isMobile: true,
      timezoneId: 'America/New_York',
    });
    // Safari in a tab has neither the Push API nor notifications.
    await context.addInitScript(() => {
      const global = window as unknown as Record<string, unknown>;
      delete global.PushManager;
      delete global.Notification;
    });
    const page = await context.newPage();
    await page.goto('/flash_sale');
    // Once the page has come alive: a tap on the drawn button before that is not this test's case.
    await expect(page.locator('#root[data-server-drawn]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Notify me when flash sales start' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'On iPhone and iPad, add this site to your Home Screen first: tap Share, then "Add to Home Screen", and open it from there.',
    );
    await context.close();
  });
});

/** Delivers `message` to the page's service worker as its push service would. */
async function deliverPush(page: Page, message: unknown): Promise<void> {
  const origin = new URL(page.url()).origin;
  const cdp = await page.context().newCDPSession(page);
  const registrationId = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find(
        (registration) => !registration.isDeleted && registration.scopeURL === `${origin}/`,
      );
      if (live) resolve(live.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: await registrationId,
    data: JSON.stringify(message),
  });
}

interface Shown {
  title: string;
  body: string;
  lang: string;
  tag: string;
  icon: string;
  badge: string;
  data: { url: string; settingsUrl: string };
  actions: { action: string; title: string }[];
}

/** The notifications the worker shows now. */
const shownNotifications = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((shown) => {
      // `badge` and `actions` are left out of TypeScript's lib, not of the browser.
      const notification = shown as Notification & {
        badge: string;
        actions: { action: string; title: string }[];
      };
      return {
        title: notification.title,
        body: notification.body,
        lang: notification.lang,
        tag: notification.tag,
        icon: notification.icon,
        badge: notification.badge,
        data: notification.data as { url: string; settingsUrl: string },
        actions: notification.actions.map(({ action, title }) => ({ action, title })),
      };
    }),
  );

test.describe('a push', () => {
  for (const language of ['en', 'ch'] as const) {
    test(`shows its notification in ${language === 'en' ? 'English' : 'Chinese'}, leading to the item and the settings`, async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['notifications']);
      await page.goto('/flash_sale');
      await workerReady(page);
      const origin = new URL(page.url()).origin;
      const sales = (await (
        await page.request.post('/bi/Prod/v1/flashsales', { headers: HEADERS, data: {} })
      ).json()) as { Result: { data: { flashsales: { FlashSalesID: string; Title: string }[] } } };
      const sale = sales.Result.data.flashsales[0]!;
      const path = `/flash_sale/${sale.FlashSalesID}`;
      const title = sale.Title;

      // The server's sender signs and encrypts it for a subscription on the fake push service,
      // which checks the token and decrypts it; what it decrypted goes on to the worker.
      const subscription = push.subscribe();
      const send = createPushSender({
        agent: guardedAgent({ allowLoopback: true, ca: push.ca }),
        keys: webpush.generateVAPIDKeys(),
      });
      const texts = flashSaleTexts({ title, expiresAt: '2030-01-31T14:00:00Z' })[language];
      const message = pushMessage({
        ...texts,
        lang: htmlLangOf(language),
        dir: 'ltr',
        navigate: `${origin}${path}`,
        tag: `flash-sale:${path}`,
        icon: `${origin}/icons/icon-192.png`,
        badge: `${origin}/icons/badge-96.png`,
        timestamp: Date.parse('2030-01-30T02:00:00Z'),
        actions: [
          {
            action: SETTINGS_ACTION,
            title: language === 'ch' ? '通知设置' : 'Notification settings',
            navigate: `${origin}/notifications`,
          },
        ],
      });
      const before = push.received.length;
      const outcome = await send(
        { endpoint: subscription.json.endpoint, ...subscription.json.keys },
        JSON.stringify(message),
        { subject: 'mailto:web@complex.example', ttlSeconds: 3600, replaceKey: 'flash-sale' },
      );
      expect(outcome).toMatchObject({ kind: 'sent' });
      expect(push.problems).toEqual([]);
      const arrived = push.received[before]!;
      expect(arrived.message).toEqual(message);

      await deliverPush(page, arrived.message);
      await expect.poll(() => shownNotifications(page)).toHaveLength(1);
      const [shown] = (await shownNotifications(page)) as [Shown];
      expect(shown).toMatchObject({
        title: texts.title,
        body: texts.body,
        lang: language === 'ch' ? 'zh-Hans' : 'en',
        icon: `${origin}/icons/icon-192.png`,
        badge: `${origin}/icons/badge-96.png`,
        data: { url: `${origin}${path}`, settingsUrl: `${origin}/notifications` },
        actions: [
          {
            action: SETTINGS_ACTION,
            title: language === 'ch' ? '通知设置' : 'Notification settings',
          },
        ],
      });
      expect(shown.title).toContain(title);

      // Where a tap and the settings action lead: the item's page and the settings page.
      await page.goto(shown.data.url);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await page.goto(shown.data.settingsUrl);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^(Notifications|通知)$/);
    });
  }
});
