/**
 * Screenshots of the site's frame for docs/screenshots/: the home page at 375 and 1280 px, with the
 * menu closed and open (the Retail sub-menu on wide screens, the slide-in panel on phones).
 * It starts nothing: run it against a server that is already up.
 *
 *   npx tsx scripts/screenshots.ts http://localhost:4400            (writes docs/screenshots/)
 *   npx tsx scripts/screenshots.ts http://localhost:4400 /tmp/shots (elsewhere, e.g. scratch)
 *   SHOT_PATH=/promotions npx tsx scripts/screenshots.ts URL /tmp/x (another page, same shots)
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const baseUrl = process.argv[2];
if (!baseUrl) {
  console.error('Usage: npx tsx scripts/screenshots.ts <base URL> [output directory]');
  process.exit(2);
}
const outDir = resolve(process.argv[3] ?? join(import.meta.dirname, '..', 'docs', 'screenshots'));
const pagePath = process.env.SHOT_PATH ?? '/';
const prefix = process.env.SHOT_PREFIX ?? 'home';
const language = process.env.SHOT_LANG === 'ch' ? 'ch' : 'en';
mkdirSync(outDir, { recursive: true });

async function openMenu(page: Page, width: number): Promise<void> {
  if (width <= 768) {
    await page.getByRole('button', { name: language === 'ch' ? '菜单' : 'Menu' }).click();
    await page.getByRole('dialog').waitFor();
  } else {
    await page.getByRole('button', { name: language === 'ch' ? '购物' : 'Retail' }).click();
    await page.locator('#submenu-retail').waitFor();
  }
  await page.waitForTimeout(400); // the slide and drop-down animations
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
try {
  for (const width of [375, 1280]) {
    for (const menu of ['closed', 'menu'] as const) {
      // No service worker: its install and update prompts must not appear in the pictures.
      const context = await browser.newContext({
        viewport: { width, height: width <= 768 ? 812 : 800 },
        serviceWorkers: 'block',
        timezoneId: 'Asia/Singapore',
        reducedMotion: 'reduce',
      });
      await context.addInitScript((lang) => localStorage.setItem('lang', lang), language);
      const page = await context.newPage();
      await page.goto(new URL(pagePath, baseUrl).href, { waitUntil: 'networkidle' });
      await page.locator('main, [role="main"]').first().waitFor();
      await page.evaluate(() => document.fonts.ready);
      if (menu === 'menu') await openMenu(page, width);
      const file = join(outDir, `${prefix}-${width}${menu === 'menu' ? '-menu' : ''}.png`);
      await page.screenshot({
        path: file,
        fullPage: menu === 'closed' && process.env.SHOT_FULL === '1',
      });
      console.log(file);
      await context.close();
    }
  }
} finally {
  await browser.close();
}
