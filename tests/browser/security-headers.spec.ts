/**
 * The security policy as the browser meets it on the real pages: every document carries the strict
 * Content-Security-Policy and the other headers (no HSTS over plain HTTP), the site itself breaks
 * none of its rules, and script smuggled into a page as markup does not run.
 */
import { expect, test, type Page } from './test';

const PAGES = ['/', '/contact', '/booking', '/promotions', '/search?q=coffee', '/map'];

/** Collects the page's CSP violation reports from the first script on. */
async function watchViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__cspViolations', { value: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

for (const path of PAGES) {
  test(`${path} is served under the strict policy and breaks none of it`, async ({ page }) => {
    await watchViolations(page);
    const response = await page.goto(path);
    const headers = response?.headers() ?? {};
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['strict-transport-security']).toBeUndefined();
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await violations(page)).toEqual([]);
  });
}

test('script smuggled into a page as markup does not run', async ({ page }) => {
  await watchViolations(page);
  await page.goto('/contact');
  await expect(page.getByRole('main')).toBeVisible();
  await page.evaluate(() => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<img src="data:," onerror="window.__pwned = 1"><a id="js" href="javascript:window.__pwned=2">x</a>',
    );
    const script = document.createElement('script');
    script.textContent = 'window.__pwned = 3';
    document.body.append(script);
    document.getElementById('js')?.click();
  });
  await expect.poll(() => violations(page)).not.toEqual([]);
  expect(
    await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
  ).toBeUndefined();
  expect((await violations(page)).every((v) => v.startsWith('script-src'))).toBe(true);
});
