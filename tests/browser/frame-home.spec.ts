/** The home page: banner carousel, featured promotions and events, quick links, title and description. */
import { SERVER_DRAWN_ATTRIBUTE } from '../../src/shared/server-render';
import { expect, test } from './test';

test('the banners are an accessible carousel with previous, next and pause', async ({ page }) => {
  await page.goto('/');
  const carousel = page.locator('[aria-roledescription="carousel"]');
  await expect(carousel).toHaveAttribute('aria-label', 'Highlights');
  await expect(page.getByRole('region', { name: 'Highlights' })).toBeVisible();
  const slides = carousel.locator('[aria-roledescription="slide"]');
  const count = await slides.count();
  expect(count).toBeGreaterThan(1);
  await expect(slides.first()).toHaveAttribute('aria-label', `1 of ${count}`);
  await expect(slides.first()).toHaveAttribute('aria-hidden', 'false');

  const pause = carousel.getByRole('button', { name: 'Pause the slide show' });
  await pause.click();
  await expect(carousel.getByRole('button', { name: 'Play the slide show' })).toBeVisible();

  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect(slides.nth(1)).toHaveAttribute('aria-hidden', 'false');
  await expect(slides.first()).toHaveAttribute('aria-hidden', 'true');
  await carousel.getByRole('button', { name: 'Previous slide' }).click();
  await carousel.getByRole('button', { name: 'Previous slide' }).click();
  await expect(slides.nth(count - 1)).toHaveAttribute('aria-hidden', 'false');
  // Hidden slides cannot be reached from the keyboard.
  await expect(slides.first().getByRole('link')).toHaveCount(0);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the carousel does not play and offers no pause button', async ({ page }) => {
    const hydrationWarnings: string[] = [];
    page.on('console', (message) => {
      if (message.text().startsWith('[hydrate]')) hydrationWarnings.push(message.text());
    });
    const response = await page.goto('/');
    expect(await response?.text()).toContain(SERVER_DRAWN_ATTRIBUTE);
    // The server drew the page not knowing the visitor's wish: it hydrates as drawn, with no
    // mismatch to recover from, and drops the pause button after.
    await expect(page.locator(`#root[${SERVER_DRAWN_ATTRIBUTE}]`)).toHaveCount(0);
    expect(hydrationWarnings).toEqual([]);
    const carousel = page.getByRole('region', { name: 'Highlights' });
    await expect(carousel.getByRole('button', { name: 'Next slide' })).toBeVisible();
    await expect(carousel.getByRole('button', { name: /slide show/ })).toHaveCount(0);
    await page.waitForTimeout(7000);
    await expect(carousel.locator('[aria-roledescription="slide"]').first()).toHaveAttribute(
      'aria-hidden',
      'false',
    );
  });
});

test('the carousel moves on by itself and stops while the keyboard is inside', async ({ page }) => {
  test.slow();
  await page.goto('/');
  const slides = page.locator('[aria-roledescription="slide"]');
  await expect(slides.nth(1)).toHaveAttribute('aria-hidden', 'false', { timeout: 9000 });
  await page.getByRole('button', { name: 'Next slide' }).focus();
  const shown = await slides.evaluateAll((all) =>
    all.findIndex((slide) => slide.getAttribute('aria-hidden') === 'false'),
  );
  await page.waitForTimeout(7000);
  expect(
    await slides.evaluateAll((all) =>
      all.findIndex((slide) => slide.getAttribute('aria-hidden') === 'false'),
    ),
  ).toBe(shown);
});

test('featured promotions and events (at most 4 each), quick links, title and description', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Suntec City');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /3 Temasek Boulevard/,
  );
  const promotions = page.getByRole('region', { name: 'Featured promotions' });
  await expect(promotions).toBeVisible();
  // The region shows before its cards do (they follow the promotions call): count once they are in.
  await expect(promotions.getByRole('listitem').first()).toBeVisible();
  const promotionCards = await promotions.getByRole('listitem').count();
  expect(promotionCards).toBeGreaterThan(0);
  expect(promotionCards).toBeLessThanOrEqual(4);
  const events = page.getByRole('region', { name: "What's on" });
  await expect(events.getByRole('listitem').first()).toBeVisible();
  expect(await events.getByRole('listitem').count()).toBeLessThanOrEqual(4);

  const quick = page.getByRole('region', { name: 'Plan your visit' });
  for (const [name, href] of [
    ['Store directory', '/store_categories/dining'],
    ['Getting here', '/getting_here'],
    ['Mall map', '/map'],
    ['Book a room', '/booking'],
    ['Rewards', '/rewards-catalogue'],
  ]) {
    await expect(quick.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute(
      'href',
      href!,
    );
  }
});

test('banner images have their space reserved (no layout shift)', async ({ page }) => {
  await page.goto('/');
  const image = page.locator('[aria-roledescription="slide"] img').first();
  await expect(image).toHaveAttribute('width', '1200');
  await expect(image).toHaveAttribute('height', '480');
  const cls = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 1500);
      }),
  );
  expect(cls).toBeLessThan(0.1);
});
