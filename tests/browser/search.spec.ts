/** Global search at phone and desktop widths: the query in the URL, results grouped with counts. */
import { expect, test } from './test';

for (const width of [375, 1280]) {
  test.describe(`search at ${width}px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 812 : 900 } });

    test('groups results by kind with counts and links stores to their pages', async ({ page }) => {
      await page.goto('/search?q=a');
      await expect(page.getByRole('heading', { level: 1, name: 'Results for “a”' })).toBeVisible();
      await expect(
        page.getByRole('status').filter({ hasText: /^\d+ results for “a”$/ }),
      ).toBeVisible();
      for (const kind of ['Stores', 'Promotions', 'Events']) {
        await expect(
          page.getByRole('heading', { level: 2, name: new RegExp(`^${kind} \\(\\d+\\)$`) }),
        ).toBeVisible();
        await expect(
          page
            .getByRole('navigation', { name: 'Result groups' })
            .getByRole('link', { name: new RegExp(`^${kind} \\d+$`) }),
        ).toBeVisible();
      }
      const stores = page.getByRole('region', { name: /^Stores/ });
      const first = stores.getByRole('link').first();
      const name = await first.innerText();
      await first.click();
      await expect(page).toHaveURL(
        /\/store_categories\/(dining|shopping|services_amenities)\/\d+$/,
      );
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    });

    test('says so when nothing matches and suggests where to go', async ({ page }) => {
      await page.goto('/search?q=zzqqxxyy');
      await expect(page.getByRole('heading', { name: 'No results for “zzqqxxyy”' })).toBeVisible();
      await page
        .getByRole('navigation', { name: 'Popular' })
        .getByRole('link', { name: 'Shopping' })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Shopping' })).toBeVisible();
    });
  });
}

test('an empty query asks for one and calls nothing', async ({ page }) => {
  const searches: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/v1/global-search')) searches.push(request.url());
  });
  await page.goto('/search');
  await expect(page.getByRole('heading', { name: 'What are you looking for?' })).toBeVisible();
  await page.goto('/search?q=');
  await expect(page.getByRole('heading', { name: 'What are you looking for?' })).toBeVisible();
  expect(searches).toEqual([]);
});

test('finds a store by unit number from the search page', async ({ page, request }) => {
  const response = await request.post('/bi/Prod/v1/directories', {
    headers: { 'implementation-id': 'complex-web', 'Content-Type': 'application/json' },
    data: {},
  });
  const payload = (await response.json()) as {
    Result: { Merchants: { StoreName: string; UnitNumber: string }[] }[];
  };
  const store = payload.Result.flatMap((entry) => entry.Merchants).find((m) =>
    m.UnitNumber.startsWith('#02-'),
  )!;
  await page.goto(`/search?q=${encodeURIComponent(store.UnitNumber.slice(1))}`);
  await expect(
    page.getByRole('region', { name: /^Stores/ }).getByRole('link', { name: store.StoreName }),
  ).toBeVisible();
});
