/**
 * Islands that wait for the visitor (src/components/ui/island.tsx, `onUse`): on a page the server
 * drew, the footer, the loading bar and the home page's sections below the banners load their code
 * only once the visitor first touches, scrolls or presses a key. A visit that only looks loads
 * none of it; the parts are on screen all along, drawn by the server, and come alive on use.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from './test';

const PHONE = { width: 375, height: 812 };

/** The chunk of a module, as the build named it (dist/.vite/manifest.json). */
function chunkOf(source: string): string {
  const manifest = JSON.parse(
    readFileSync(
      resolve(import.meta.dirname, '..', '..', 'dist', '.vite', 'manifest.json'),
      'utf8',
    ),
  ) as Record<string, { file: string }>;
  const file = manifest[source]?.file;
  if (!file) throw new Error(`${source} has no chunk of its own in the build's manifest`);
  return `/${file}`;
}

const FOOTER = chunkOf('src/components/layout/site-footer.tsx');
const FEATURED_EVENTS = chunkOf('src/features/events/components/featured-events.tsx');

/** The chunk at `path` comes `ms` late, as on a slow signal. */
async function delayChunk(
  page: Page,
  path: (pathname: string) => boolean,
  ms: number,
): Promise<void> {
  await page.route(
    (url) => path(url.pathname),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      await route.continue();
    },
  );
}

/** Every script path the page asks for, from now on. */
function scriptsAsked(page: Page): Set<string> {
  const asked = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') asked.add(new URL(request.url()).pathname);
  });
  return asked;
}

test.use({ viewport: PHONE });

test('a visit that only looks loads no code for the footer or the sections below the banners', async ({
  page,
}) => {
  const asked = scriptsAsked(page);
  await page.goto('/');
  // Hydrated (the fixture waits) and left alone a while longer.
  await page.waitForTimeout(1500);
  expect([...asked].some((path) => path.startsWith('/assets/index-'))).toBe(true);
  expect(asked.has(FOOTER)).toBe(false);
  expect(asked.has(FEATURED_EVENTS)).toBe(false);
  // Still there as the server drew them, links and all.
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
  await expect(page.getByRole('heading', { name: "What's on" })).toBeAttached();

  // The first scroll brings them: a footer link then opens its page in the app, no new document.
  await page.mouse.wheel(0, 400);
  await expect.poll(() => asked.has(FOOTER)).toBe(true);
  await expect.poll(() => asked.has(FEATURED_EVENTS)).toBe(true);
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await expect(async () => {
    const faq = footer.getByRole('link', { name: 'FAQ' });
    await faq.scrollIntoViewIfNeeded();
    await faq.click();
    await expect(page).toHaveURL(/\/faq$/, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
  expect(documents).toEqual([]);
});

test("a language switch before the footer's code arrives still turns the footer into Chinese", async ({
  page,
}) => {
  await delayChunk(page, (path) => path === FOOTER, 1500);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') warnings.push(message.text());
  });
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('3 Temasek Boulevard, Singapore 038983')).toBeVisible();
  await page.getByRole('button', { name: '中文' }).click();
  // Meanwhile the server's drawing stays (never an empty footer), then it speaks Chinese.
  await expect(footer).not.toBeEmpty();
  await expect(footer.getByText('新加坡淡马锡林荫道3号，邮编038983')).toBeVisible();
  expect(warnings).toEqual([]);
});

test("a footer link tapped before the footer's code came opens its page in the app, not as a new document", async ({
  page,
}) => {
  await delayChunk(page, (path) => path === FOOTER, 800);
  await page.goto('/');
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  // The visit's first use is this tap (Playwright scrolls the link into view without a wheel).
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
  expect(documents).toEqual([]);
});

// The islands that hydrate with the page: React itself holds a tap on one whose code is on its
// way and gives it again once hydrated (the waiting-for-use ones above need the site's own hold).
test("a tap on the banners' arrow before their code came is not lost", async ({ page }) => {
  // The chunk of what hydrates just after the page (vite.config.ts's group), banners included.
  const afterHydration = (path: string) => path.startsWith('/assets/after-hydration-');
  const asked = scriptsAsked(page);
  await delayChunk(page, afterHydration, 4000);
  // The fixture waits for the page's hydration, not for the banners' code.
  await page.goto('/');
  const carousel = page.locator('[aria-roledescription="carousel"]');
  const slides = carousel.locator('[aria-roledescription="slide"]');
  await expect(slides.first()).toHaveAttribute('aria-hidden', 'false');
  expect([...asked].some(afterHydration)).toBe(true);
  await carousel.getByRole('button', { name: 'Next slide' }).click();
  // Sooner than the slide show would turn by itself once alive.
  await expect(slides.nth(1)).toHaveAttribute('aria-hidden', 'false', { timeout: 5000 });
});
