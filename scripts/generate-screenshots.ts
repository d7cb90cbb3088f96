/**
 * The manifest's screenshots (the richer install dialog of Chromium browsers), taken from the
 * running production site: the home page at 375 x 812 (narrow) and 1280 x 800 (wide).
 * Run after `npm run build`: npx tsx scripts/generate-screenshots.ts   (the PNGs are committed)
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROME_FLAGS } from './lighthouse-pwa.ts';
import { PROJECT_ROOT, startSiteServer } from './site-server.ts';

const SHOTS = [
  { file: 'home-narrow.png', width: 375, height: 812 },
  { file: 'home-wide.png', width: 1280, height: 800 },
] as const;

const outDir = join(PROJECT_ROOT, 'public', 'screenshots');
mkdirSync(outDir, { recursive: true });
const server = await startSiteServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: CHROME_FLAGS.filter((flag) => flag !== '--headless=new'),
});
try {
  for (const shot of SHOTS) {
    // No service worker: the install offer and update prompt must not appear in the picture.
    const context = await browser.newContext({
      viewport: { width: shot.width, height: shot.height },
      serviceWorkers: 'block',
      timezoneId: 'Asia/Singapore',
    });
    const page = await context.newPage();
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    await page.getByRole('main').waitFor();
    await page.screenshot({ path: join(outDir, shot.file) });
    await context.close();
    console.log(`public/screenshots/${shot.file} (${shot.width}x${shot.height})`);
  }
} finally {
  await browser.close();
  await server.stop();
}
