/**
 * Playwright's `test`, whose `page` waits, after `goto` and `reload`, until a page the server drew
 * has been hydrated (src/main.tsx removes `data-server-drawn` from `#root`) and the browser is
 * idle. Before that the page shows but its buttons and fields are not yet the app's: a test
 * would click or type into the server's drawing. Everything else is re-exported as it is.
 */
import { test as base, type Page } from '@playwright/test';
import { SERVER_DRAWN_ATTRIBUTE } from '../../src/shared/server-render';

export * from '@playwright/test';

/**
 * Resolves once the page is not a server drawing waiting to be hydrated. A page the app drew
 * itself (the worker's copy, a page the server does not draw) is left at once, as before.
 */
export async function untilHydrated(page: Page): Promise<void> {
  const drawn = await page
    .evaluate(
      (attribute) => document.querySelector(`#root[${attribute}]`) !== null,
      SERVER_DRAWN_ATTRIBUTE,
    )
    .catch(() => false);
  if (!drawn) return;
  await page
    .waitForFunction(
      (attribute) =>
        document.querySelector(`#root[${attribute}]`) === null &&
        new Promise((resolve) => requestIdleCallback(() => resolve(true), { timeout: 1000 })),
      SERVER_DRAWN_ATTRIBUTE,
      { timeout: 15_000 },
    )
    // A page that never hydrates (its code failed on purpose, JavaScript off) is the test's to judge.
    .catch(() => undefined);
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await untilHydrated(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await untilHydrated(page);
      return response;
    };
    await use(page);
  },
});
