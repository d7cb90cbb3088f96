/**
 * Installability and the shell's budgets, on the production build served by the real backend:
 * the manifest and its images, the head tags, the worker registration, the size budgets and
 * Lighthouse 11's six automated PWA audits (deterministic, about 15 s).
 */
import { expect, test } from './test';
import { BUDGETS, measureBudgets } from '../../scripts/budgets';
import {
  failedRequiredAudits,
  REQUIRED_PWA_AUDITS,
  runPwaAudits,
} from '../../scripts/lighthouse-pwa';

interface ManifestImage {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
  form_factor?: string;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test.describe('installable app', () => {
  test('the manifest is complete and every image it names has the declared size', async ({
    request,
  }) => {
    const response = await request.get('/manifest.webmanifest');
    expect(response.ok()).toBe(true);
    const manifest = (await response.json()) as Record<string, unknown> & {
      icons: ManifestImage[];
      screenshots: ManifestImage[];
      shortcuts: { name: string; url: string; icons: ManifestImage[] }[];
    };
    expect(manifest).toMatchObject({
      name: expect.stringContaining('Suntec City'),
      short_name: 'Suntec City',
      id: '/',
      start_url: expect.stringMatching(/^\//),
      scope: '/',
      display: 'standalone',
      theme_color: '#14213D',
      background_color: expect.stringMatching(/^#/),
      lang: 'en',
    });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    expect(manifest.screenshots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide']);
    expect(manifest.shortcuts.length).toBeGreaterThanOrEqual(3);

    const images = [
      ...manifest.icons,
      ...manifest.screenshots,
      ...manifest.shortcuts.flatMap((shortcut) => shortcut.icons),
    ];
    images.push({ src: '/icons/apple-touch-icon.png', sizes: '180x180', type: 'image/png' });
    for (const image of images) {
      const file = await request.get(image.src);
      expect(file.ok(), image.src).toBe(true);
      expect(pngSize(await file.body()), image.src).toBe(image.sizes);
    }
  });

  test('the page links the manifest, theme colour and touch icon, and registers /sw.js', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/manifest.webmanifest',
    );
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#14213D');
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
      'href',
      '/icons/apple-touch-icon.png',
    );
    const scriptUrl = await page.evaluate(
      async () => (await navigator.serviceWorker.ready).active?.scriptURL,
    );
    expect(new URL(scriptUrl ?? '').pathname).toBe('/sw.js');
  });

  test('the precache and the worker stay within their budgets', () => {
    const report = measureBudgets();
    console.log(
      `precache ${report.entries.length} files, ${(report.precacheTotalBytes / 1024).toFixed(1)} KB; largest ${report.entries[0]?.url} ${((report.entries[0]?.bytes ?? 0) / 1024).toFixed(1)} KB; sw.js ${(report.workerGzipBytes / 1024).toFixed(1)} KB gzipped`,
    );
    expect(report.violations).toEqual([]);
    expect(report.precacheTotalBytes).toBeLessThanOrEqual(BUDGETS.precacheTotalBytes);
    expect(report.workerGzipBytes).toBeLessThanOrEqual(BUDGETS.workerGzipBytes);
    // The shell must really be in it: the page, its scripts and styles, the icons.
    const urls = report.entries.map((entry) => entry.url);
    expect(urls).toContain('index.html');
    expect(urls).toEqual(expect.arrayContaining(['icons/icon-192.png', 'icons/icon-512.png']));
    expect(urls.some((url) => url.endsWith('.css'))).toBe(true);
  });

  test('Lighthouse 11 passes the six automated PWA audits', async ({ baseURL }) => {
    test.setTimeout(120_000);
    const audits = await runPwaAudits(`${baseURL}/`);
    for (const id of REQUIRED_PWA_AUDITS) {
      const audit = audits.find((candidate) => candidate.id === id);
      expect(audit, id).toBeDefined();
      expect(audit?.score, `${id}: ${audit?.explanation ?? audit?.title}`).toBe(1);
    }
    expect(failedRequiredAudits(audits)).toEqual([]);
  });
});

test('the install offer waits for a second page, then shows', async ({ page }) => {
  // Headless Chromium never offers installation, so the test offers it as Chromium would; the
  // site's card waits for the visitor to move on (lib/pwa-install), not covering the first page.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Suntec City' })).toBeVisible();
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => Promise.resolve(),
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    window.dispatchEvent(offer);
  });
  const card = page.getByRole('region', { name: 'Install Suntec City' });
  await page.waitForTimeout(1000);
  await expect(card).toHaveCount(0);
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(card).toBeVisible();
});
