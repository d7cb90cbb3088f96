/** The rest of the frame: attraction layout, footer, live chat, loading bar, idle prefetch, no horizontal scroll. */
import { expect, test } from './test';

test('tourist pages use the attraction layout with its five links', async ({ page }) => {
  await page.goto('/tourist_privileges');
  const nav = page.getByRole('navigation', { name: 'Visitor guide' });
  await expect(nav).toBeAttached();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(nav.getByRole('link')).toHaveText([
    'About Us',
    'Privileges',
    'Attractions',
    'Tourist Booklet',
    'View Directory',
  ]);
  await page.goto('/promotions');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
  await expect(page.getByRole('navigation', { name: 'Visitor guide' })).toHaveCount(0);
});

test('a CMS page the CMS puts in the attraction layout gets it, and leaving it restores the default', async ({
  page,
}) => {
  // /about_us is on no path list: only its page payload's `layout` (via the $slug loader) says so.
  await page.goto('/about_us');
  const nav = page.getByRole('navigation', { name: 'Visitor guide' });
  await expect(nav).toBeAttached();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await nav.getByRole('link', { name: 'View Directory' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
  await expect(page.getByRole('navigation', { name: 'Visitor guide' })).toHaveCount(0);
});

test('the footer has the address, hours, legal, visit, app-store and social links', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('3 Temasek Boulevard, Singapore 038983')).toBeVisible();
  await expect(footer.getByText('Daily 10AM to 10PM')).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute(
    'href',
    '/terms-and-conditions',
  );
  await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
    'href',
    '/privacy-policy',
  );
  await expect(footer.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
    'href',
    '/contact',
  );
  await expect(footer.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
  await expect(footer.getByRole('link', { name: 'Getting here' })).toHaveAttribute(
    'href',
    '/getting_here',
  );
  await expect(footer.getByRole('link', { name: /App Store/ })).toHaveAttribute('target', '_blank');
  await expect(footer.getByRole('link', { name: /Google Play/ })).toHaveAttribute(
    'target',
    '_blank',
  );
  for (const network of ['Facebook', 'Instagram', 'YouTube']) {
    await expect(footer.getByRole('link', { name: new RegExp(network) })).toHaveAttribute(
      'rel',
      /noopener/,
    );
  }
});

test('the live-chat button opens contact options when no chat provider is configured', async ({
  page,
}) => {
  await page.goto('/events');
  const button = page.getByRole('button', { name: 'Live chat' });
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'How can we help?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: /Call us/ })).toHaveAttribute('href', /^tel:\+65/);
  await expect(dialog.getByRole('link', { name: /Email us/ })).toHaveAttribute('href', /^mailto:/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  await button.click();
  await page.getByRole('dialog').getByRole('link', { name: 'Send us a message' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('no analytics script loads when none is configured', async ({ page }) => {
  await page.goto('/');
  await page.waitForTimeout(2500);
  await expect(page.locator('script#site-analytics')).toHaveCount(0);
});

test.describe('loading bar', () => {
  // Requests must reach the network (and page.route), not the worker's data cache.
  test.use({ serviceWorkers: 'block' });

  test('shows for slow requests only, and turns red when one fails', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Suntec City' })).toBeVisible();
    const track = page.locator('[data-phase]').first();
    await expect(track).toHaveAttribute('data-phase', 'idle');

    await page.route('**/v1/faqs', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await expect(track).toHaveAttribute('data-phase', 'running');
    await expect(track).toHaveAttribute('data-phase', 'idle', { timeout: 5000 });

    await page.route('**/v1/getting-there', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"Status":0,"Message":"Something went wrong"}',
      }),
    );
    await page.getByRole('contentinfo').getByRole('link', { name: 'Getting here' }).click();
    await expect(track).toHaveAttribute('data-failed', 'true');
    await expect(track).toHaveAttribute('data-phase', 'idle', { timeout: 5000 });
  });
});

test.describe('idle prefetch of route code', () => {
  test.use({ serviceWorkers: 'block' });

  test('fetches the menu pages’ code when idle on a good connection, and nothing with data saver on or a service worker', async ({
    browser,
  }) => {
    async function loadAndIdle(
      saveData: boolean,
      serviceWorkers: 'block' | 'allow' = 'block',
    ): Promise<{ scripts: number; apiCalls: string[] }> {
      const context = await browser.newContext({ serviceWorkers });
      if (saveData) {
        await context.addInitScript(() =>
          Object.defineProperty(navigator, 'connection', {
            value: { saveData: true, effectiveType: '4g' },
          }),
        );
      }
      const page = await context.newPage();
      const scripts = new Set<string>();
      const apiCalls: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.add(request.url());
        if (/\/(bi|api|endpoint)\//.test(request.url()))
          apiCalls.push(new URL(request.url()).pathname);
      });
      // A page whose own calls do not depend on the clock: /getting_here asks again for its live
      // parking when the drawn reading has passed a minute, in one visit and not the other.
      await page.goto('/faq');
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(3000); // past the 2000 ms idle time-out
      await context.close();
      return { scripts: scripts.size, apiCalls: apiCalls.sort() };
    }
    const eager = await loadAndIdle(false);
    const saver = await loadAndIdle(true);
    // The worker's precache holds every chunk: the page compiles none of them ahead.
    const withWorker = await loadAndIdle(false, 'allow');
    // Many route chunks more on a good connection...
    expect(eager.scripts).toBeGreaterThan(saver.scripts + 5);
    expect(withWorker.scripts).toBeLessThanOrEqual(saver.scripts + 1);
    // ...and never any data: both made exactly the calls of the page itself.
    expect(eager.apiCalls).toEqual(saver.apiCalls);
  });
});

for (const width of [375, 414, 520, 768, 1024, 1280]) {
  test(`no horizontal scroll on the home page at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Suntec City' })).toBeVisible();
    const overflowing = await page.evaluate(() => {
      /**
       * In a fixed box moved wholly past the window's right edge on purpose (the chat button on a
       * phone, out of the way while the visitor reads): it makes nothing scroll and hides nothing.
       */
      const parkedPastTheEdge = (element: Element): boolean => {
        for (let at: Element | null = element; at; at = at.parentElement) {
          if (getComputedStyle(at).position === 'fixed')
            return at.getBoundingClientRect().left >= window.innerWidth;
        }
        return false;
      };
      return [...document.querySelectorAll('body *')]
        .filter(
          (element) =>
            !element.closest('[aria-roledescription="carousel"] [aria-hidden="true"]') &&
            !element.closest('[data-open="false"]') &&
            !parkedPastTheEdge(element),
        )
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return (
            box.width > 0 &&
            getComputedStyle(element).visibility !== 'hidden' &&
            (box.right > window.innerWidth + 1 || box.left < -1)
          );
        })
        .map((element) => element.tagName);
    });
    expect(overflowing).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  });
}
