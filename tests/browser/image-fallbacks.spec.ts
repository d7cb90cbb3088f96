/**
 * Image fallbacks on a page opened directly, which the server drew: with the artwork unreachable,
 * images fail before the app has even started, and fire their error event to nobody. Once the app
 * hydrates, every one of them shows the fallback mark (at most 146 px wide, spec section 9), as an
 * image that fails later does. Playwright's own `test`: this file holds the app back on purpose,
 * which the site's `test` (waiting for hydration after `goto`) would wait out.
 */
import { expect, test, type Page } from '@playwright/test';
import { SERVER_DRAWN_ATTRIBUTE } from '../../src/shared/server-render';
import { moduleClassSelector } from '../support/css-modules';

// Images must come from the network, never from the worker's cache.
test.use({ serviceWorkers: 'block' });

/** Images of the page that have settled without a picture: the browser's broken-image glyph. */
const brokenImages = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll('#root img')].filter(
        (image) =>
          (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth === 0,
      ).length,
  );

/** The fallbacks shown (the CSS module classes named `fallback`: SafeImage's, the banner's art). */
const FALLBACK = moduleClassSelector((name) => name === 'fallback');
const fallbacks = (page: Page) => page.locator(`#root ${FALLBACK}`);
/** SafeImage's fallback mark, the fountain rings. */
const fallbackMarks = (page: Page) =>
  page.locator(`#root ${FALLBACK} ${moduleClassSelector((name) => name === 'mark')}`);

for (const { path, width } of [
  { path: '/events', width: 1280 },
  { path: '/events', width: 375 },
  { path: '/', width: 1280 },
]) {
  test(`${path} at ${width} px: images that failed before hydration show the fallback`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.route('**/media/**', (route) => route.abort());
    // The app's code waits until the page's images have failed.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await released;
      await route.continue();
    });

    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.locator(`#root[${SERVER_DRAWN_ATTRIBUTE}]`)).toBeAttached();
    await expect.poll(() => brokenImages(page)).toBeGreaterThan(0);
    const brokenBeforeHydration = await brokenImages(page);

    release();
    await expect(page.locator(`#root[${SERVER_DRAWN_ATTRIBUTE}]`)).toHaveCount(0, {
      timeout: 20_000,
    });
    await expect.poll(() => brokenImages(page)).toBe(0);
    expect(await fallbacks(page).count()).toBeGreaterThanOrEqual(brokenBeforeHydration);
    expect(await fallbackMarks(page).count()).toBeGreaterThan(0);
    for (const mark of await fallbackMarks(page).all()) {
      const box = await mark.boundingBox();
      if (box) expect(box.width).toBeLessThanOrEqual(146);
    }

    // Images further down fail after hydration, and are caught as before.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(500);
    await expect.poll(() => brokenImages(page)).toBe(0);
  });
}
