/**
 * Pages as the service worker's copy (or a server that could not draw them) sends them:
 * index.html as built, without the page the server draws and the state it carries
 * (server/pages/page-html.ts), so every call of the first load goes to the network, where a
 * test's `page.route` can fail or change it, and the app draws the page itself.
 */
import type { Page } from '@playwright/test';

export async function undrawnAsTheWorkersCopy(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const asBuilt = new URL('/index.html', route.request().url()).href;
    await route.fulfill({ response: await route.fetch({ url: asBuilt }) });
  });
}
