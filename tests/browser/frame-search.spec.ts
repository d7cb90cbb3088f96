/** The header's search bar: slides in, refuses empty queries, submits to /search?q=, closes back. */
import { expect, test } from './test';

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the search icon opens a labelled search form that submits to /search?q=', async ({
      page,
    }) => {
      await page.goto('/promotions');
      const toggle = page.getByRole('button', { name: 'Search', exact: true }).first();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(page.locator('#site-search')).toBeHidden();
      await toggle.click();
      const form = page.getByRole('search', {
        name: 'Search stores, promotions, events and pages',
      });
      await expect(form).toBeVisible();
      const input = form.getByRole('searchbox', {
        name: 'Search stores, promotions, events and pages',
      });
      await expect(input).toBeFocused();
      const box = await page.locator('#site-search').boundingBox();
      expect(box?.width).toBe(viewport.width);

      await input.fill('   ');
      await input.press('Enter');
      await expect(page.getByText('Type a word or a store name to search for.')).toBeVisible();
      await expect(page).toHaveURL(/\/promotions$/);

      await input.fill('coffee');
      await input.press('Enter');
      await expect(page).toHaveURL(/\/search\?q=coffee$/);
      await expect(form.getByRole('searchbox')).toHaveValue('coffee');
    });

    test('on /search the bar shows q, and its close button goes back', async ({ page }) => {
      await page.goto('/faq');
      await page.getByRole('button', { name: 'Search', exact: true }).first().click();
      const header = page.getByRole('search', {
        name: 'Search stores, promotions, events and pages',
      });
      await header.getByRole('searchbox').fill('dim sum');
      await header.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page).toHaveURL(/\/search\?q=dim(\+|%20)sum$/);
      await page.getByRole('button', { name: 'Close search' }).click();
      await expect(page).toHaveURL(/\/faq$/);
      await expect(page.locator('#site-search')).toBeHidden();
    });

    test('a direct visit to /search shows the query in the bar', async ({ page }) => {
      await page.goto('/search?q=tea');
      await expect(
        page
          .getByRole('search', { name: 'Search stores, promotions, events and pages' })
          .getByRole('searchbox'),
      ).toHaveValue('tea');
      await page.getByRole('button', { name: 'Close search' }).click();
      // No earlier page in this tab: closing leads home rather than off the site.
      await expect(page).toHaveURL(/\/$/);
    });
  });
}
