/** Automated accessibility checks (axe, WCAG 2.1 AA) of the frame: home, 404, open menus, search, chat. */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './test';

async function violations(page: Page) {
  // Label in name (WCAG 2.5.3) is experimental in axe: asked for by name. Set before the tags:
  // options() replaces what withTags() set.
  const result = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport, reducedMotion: 'reduce' });

    test('the home page, with the menu open and the search bar open', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('region', { name: 'Featured promotions' })).toBeVisible();
      expect(await violations(page)).toEqual([]);

      if (viewport.width > 768) {
        await page.getByRole('button', { name: 'Retail' }).click();
      } else {
        await page.getByRole('button', { name: 'Menu', exact: true }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Retail' }).click();
      }
      await expect(page.locator('#submenu-retail')).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Search', exact: true }).first().click();
      await page
        .getByRole('search', { name: /Search stores/ })
        .getByRole('button', { name: 'Search', exact: true })
        .click();
      expect(await violations(page)).toEqual([]);
    });

    test('the 404 page and the live-chat dialog', async ({ page }) => {
      await page.goto('/404');
      // On a phone the button waits out of the way until the page's end; the keyboard brings it.
      await page.getByRole('button', { name: 'Live chat' }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog', { name: 'How can we help?' })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  });
}
