/**
 * Taps and typing on a page the server drew, made before the app's code has run (issue 39: a
 * phone shows the drawn page a second or more before it hydrates it). The app's scripts are held
 * back while the visitor acts on the drawn page, then let through: what was tapped must happen
 * once the page is alive, what was typed must stay in its field and apply, and it must happen
 * once, not twice. Without the app's code at all, links still navigate.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  EARLY_MENU_ATTRIBUTE,
  EARLY_TAP_ATTRIBUTE,
  MENU_PANEL_ID,
  SERVER_DRAWN_ATTRIBUTE,
} from '../../src/shared/server-render';

const DRAWN_ROOT = `#root[${SERVER_DRAWN_ATTRIBUTE}]`;
const MENU_BUTTON = `button[aria-controls="${MENU_PANEL_ID}"]`;
const MENU_PANEL = `#${MENU_PANEL_ID}`;

/**
 * Holds every script file the page asks for (the entry and the chunks it preloads) until
 * `release`, so the page stays the server's drawing, visible and not yet the app's.
 */
async function holdScripts(page: Page): Promise<{ release: () => Promise<void> }> {
  const held: (() => Promise<void>)[] = [];
  let released = false;
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    if (released) await route.continue();
    else held.push(() => route.continue());
  });
  return {
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((resume) => resume()));
    },
  };
}

/** Opens `path` with the app's scripts held: resolves once the drawn page shows. */
async function openDrawn(page: Page, path: string) {
  const scripts = await holdScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.locator(DRAWN_ROOT)).toBeAttached();
  await expect(page.locator('#root header')).toBeVisible();
  return scripts;
}

/** Waits until the app has hydrated the drawn page and the browser has been idle a moment. */
async function untilHydrated(page: Page): Promise<void> {
  await expect(page.locator(DRAWN_ROOT)).toHaveCount(0, { timeout: 30_000 });
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })),
  );
}

test.describe('at 375 px, before the app has run', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test('a tap on Menu opens the menu once the page is alive, and it stays open', async ({
    page,
  }) => {
    const scripts = await openDrawn(page, '/');
    const menu = page.locator(MENU_BUTTON);
    await menu.tap();
    // Still the server's drawing: nothing has handled the tap yet.
    await expect(page.locator(DRAWN_ROOT)).toBeAttached();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await scripts.release();
    await untilHydrated(page);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('dialog')).toBeVisible();
    // Open for good: not closed again by what the page does once it knows it is on a phone.
    await page.waitForTimeout(500);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
  });

  test('a tap on Menu shows the menu at once, before the app has run', async ({ page }) => {
    const scripts = await openDrawn(page, '/');
    const panel = page.locator(MENU_PANEL);
    await expect(panel).toBeHidden();
    await page.locator(MENU_BUTTON).tap();
    // Shown by the page's first script and the stylesheet, while the page is still the drawing.
    await expect(panel).toBeVisible();
    await expect(panel).toBeInViewport({ ratio: 0.9 });
    const firstSection = panel.getByRole('button').first();
    await expect(firstSection).toBeVisible();
    const sectionName = (await firstSection.textContent()) ?? '';
    const sectionTop = (await firstSection.boundingBox())?.y;
    await expect(page.locator(DRAWN_ROOT)).toBeAttached();
    await scripts.release();
    await untilHydrated(page);
    // The app's own menu now: a dialog with its close button, the early mark gone, and the
    // sections where they were shown, the header in the place kept for it.
    await expect(page.getByRole('dialog')).toBeVisible();
    const section = panel.getByRole('button', { name: sectionName, exact: true });
    expect((await section.boundingBox())?.y).toBe(sectionTop);
    expect(sectionName).not.toBe('');
    await expect(page.locator(`html[${EARLY_MENU_ATTRIBUTE}]`)).toHaveCount(0);
    await page.getByRole('button', { name: 'Close menu' }).tap();
    await expect(panel).toBeHidden();
  });

  test('a second tap where Menu was, where the app draws the close button, closes it', async ({
    page,
  }) => {
    const scripts = await openDrawn(page, '/');
    const menu = page.locator(MENU_BUTTON);
    const panel = page.locator(MENU_PANEL);
    const box = await menu.boundingBox();
    if (!box) throw new Error('The menu button has no box');
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await expect(panel).toBeInViewport({ ratio: 0.9 });
    // The same place again: the top of the shown panel, kept for its header and close button.
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await expect(panel).toBeHidden();
    await scripts.release();
    await untilHydrated(page);
    await page.waitForTimeout(500);
    await expect(panel).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  test('a tap on 中文 switches the page to Chinese once it is alive', async ({ page }) => {
    const scripts = await openDrawn(page, '/');
    await page.locator('button[lang="zh-Hans"]').tap();
    await scripts.release();
    await untilHydrated(page);
    await expect(page.locator('button[lang="zh-Hans"]')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  });

  test('a tap on a sub-category chip filters the directory once it is alive', async ({ page }) => {
    const scripts = await openDrawn(page, '/store_categories/dining');
    const chip = page.getByRole('group', { name: 'Sub-category' }).getByRole('button').nth(1);
    const chipName = (await chip.textContent())?.replace(/\d+$/, '').trim() ?? '';
    const chipCount = Number((await chip.locator('span').textContent()) ?? 'NaN');
    await chip.tap();
    // The tap shows as taken while the page is still the drawing: a ring, not yet pressed.
    await expect(chip).toHaveAttribute(EARLY_TAP_ATTRIBUTE, '');
    await expect(chip).toHaveCSS('outline-style', 'solid');
    await expect(chip).toHaveAttribute('aria-pressed', 'false');
    await scripts.release();
    await untilHydrated(page);
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect(chip).not.toHaveAttribute(EARLY_TAP_ATTRIBUTE);
    await expect(chip).toHaveCSS('outline-style', 'none');
    await expect(page).toHaveURL(/[?&]sub=\d+/);
    await expect(page.getByRole('status').filter({ hasText: /^\d+ stores?$/ })).toHaveText(
      `${chipCount} store${chipCount === 1 ? '' : 's'}`,
    );
    expect(chipName).not.toBe('');
  });
});

test.describe('at 700 px, before the app has run', () => {
  test.use({ viewport: { width: 700, height: 900 }, hasTouch: true });

  test('a tap beside the menu shown early closes it, and the app leaves it closed', async ({
    page,
  }) => {
    const scripts = await openDrawn(page, '/');
    const panel = page.locator(MENU_PANEL);
    await page.locator(MENU_BUTTON).tap();
    await expect(panel).toBeInViewport({ ratio: 0.9 });
    // Beside the 420 px panel, as a tap on its backdrop.
    await page.touchscreen.tap(100, 600);
    await expect(panel).toBeHidden();
    await scripts.release();
    await untilHydrated(page);
    await page.waitForTimeout(500);
    await expect(panel).toBeHidden();
    await expect(page.locator(MENU_BUTTON)).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('typing before the app has run', () => {
  test("letters typed into the directory's search stay and filter the list", async ({ page }) => {
    const scripts = await openDrawn(page, '/store_categories/dining');
    const field = page.locator('main form[role="search"] input[type="search"]');
    await field.fill('zzzz');
    await scripts.release();
    await untilHydrated(page);
    await expect(field).toHaveValue('zzzz');
    // The typed text applies: it reaches the URL and filters the list (no store matches it).
    await expect(page).toHaveURL(/[?&]q=zzzz/);
    await expect(page.getByRole('status').filter({ hasText: /^\d+ stores?$/ })).toHaveText(
      '0 stores',
    );
    // And stays when the page draws again for another reason (a filter chip).
    await page.getByRole('group', { name: 'Sub-category' }).getByRole('button').nth(1).click();
    await expect(field).toHaveValue('zzzz');
  });

  test("a query typed into the header's search is the one searched for", async ({ page }) => {
    const scripts = await openDrawn(page, '/search?q=cascade');
    const field = page.locator('#site-search input[type="search"]');
    await expect(field).toHaveValue('cascade');
    await field.fill('fountain');
    await scripts.release();
    await untilHydrated(page);
    await expect(field).toHaveValue('fountain');
    await field.press('Enter');
    await expect(page).toHaveURL(/[?&]q=fountain/);
  });
});

test('without the app, a store card still opens its page', async ({ page }) => {
  await page.route(/\/assets\/[^/]+\.js$/, (route) => route.abort());
  await page.goto('/store_categories/dining', { waitUntil: 'commit' });
  const card = page.locator('main ul li a[href*="/store_categories/dining/"]').first();
  const href = await card.getAttribute('href');
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator('main h1')).toBeVisible();
});
