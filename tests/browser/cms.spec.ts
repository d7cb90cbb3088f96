/** CMS pages through the catch-all: blocks laid out in columns that stack on phones, a carousel, and 404 for unknown slugs. */
import { expect, test } from './test';

test('an unknown slug shows the 404 page', async ({ page }) => {
  await page.goto('/no-such-cms-page');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    'This page could not be found',
  );
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
});

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('about us shows its banner and its 8+4 and 4+4+4 columns', async ({ page }) => {
      await page.goto('/about_us');
      await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
      await expect(page.getByText('A city within the city')).toBeVisible();
      const retail = page.getByRole('heading', { level: 3, name: 'Retail' });
      const office = page.getByRole('heading', { level: 3, name: 'Office' });
      const convention = page.getByRole('heading', { level: 3, name: 'Convention' });
      await expect(convention).toBeVisible();
      const [a, b] = [await retail.boundingBox(), await office.boundingBox()];
      if (width >= 768) {
        // Side by side on one row.
        expect(Math.abs(a!.y - b!.y)).toBeLessThan(2);
        expect(b!.x).toBeGreaterThan(a!.x + 100);
      } else {
        // Stacked on a phone.
        expect(b!.y).toBeGreaterThan(a!.y + 20);
      }
      await expect(page).toHaveTitle('About Us | Suntec City');
    });

    test('the attractions carousel moves with its buttons when the slides overflow', async ({
      page,
    }) => {
      await page.goto('/attractions');
      const carousel = page.locator('[aria-roledescription="carousel"]');
      const slides = carousel.locator('[aria-roledescription="slide"]');
      await expect(slides).toHaveCount(3);
      await expect(slides.first()).toHaveAttribute('aria-label', /^Slide 1 of 3/);
      const next = carousel.getByRole('button', { name: 'Next slide' });
      if (width < 768) {
        await expect(carousel.getByRole('button', { name: 'Previous slide' })).toBeDisabled();
        await next.click();
        await expect(carousel.getByRole('button', { name: 'Previous slide' })).toBeEnabled();
        await expect(slides.nth(1)).toBeInViewport({ ratio: 0.8 });
      } else {
        // All three fit: no buttons to press.
        await expect(next).toHaveCount(0);
      }
    });
  });
}

test('a link inside CMS text navigates without reloading the page', async ({ page }) => {
  await page.goto('/about_us');
  await page.evaluate(() => Object.assign(window, { __stillHere: true }));
  await page.getByRole('link', { name: 'Getting here' }).last().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Getting here' })).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { __stillHere?: boolean }).__stillHere),
  ).toBe(true);
});

test('Chinese visitors read the Chinese page', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'ch'));
  await page.goto('/about_us');
  await expect(page.getByRole('heading', { level: 1, name: '关于我们' })).toBeVisible();
  await expect(page.getByText('城中之城')).toBeVisible();
});
