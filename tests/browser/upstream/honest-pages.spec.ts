/**
 * What the live backends' data can and cannot show, in upstream mode in front of the fake of the
 * complex's backends (tests/fake-backends): they publish no opening hours, so "Open now" is not
 * offered and the page says why; a store's about text typed with line breaks keeps them.
 */
import { expect, test } from '../test';

test.describe('without opening hours', () => {
  for (const [language, cookie, note] of [
    ['English', 'en', '"Open now" is not offered: these stores have not published opening hours.'],
    ['Chinese', 'ch', '这些商店尚未公布营业时间，因此无法筛选"营业中"。'],
  ] as const) {
    test(`the dining directory does not offer "Open now", and says why (${language})`, async ({
      page,
      context,
      baseURL,
    }) => {
      await context.addCookies([{ name: 'lang', value: cookie, url: baseURL ?? '' }]);
      await page.goto('/store_categories/dining');
      await expect(page.getByText(note)).toBeVisible();
      const chips = page.getByRole('group', { name: cookie === 'en' ? 'Show only' : '仅显示' });
      await expect(chips.getByRole('button')).not.toHaveCount(0);
      await expect(
        chips.getByRole('button', { name: cookie === 'en' ? 'Open now' : '营业中' }),
      ).toHaveCount(0);
    });
  }

  test('a link asking for "Open now" still lists the stores', async ({ page }) => {
    await page.goto('/store_categories/dining?open=true');
    await expect(page.getByRole('link', { name: /Kopi Corner/ }).first()).toBeVisible();
    await expect(page.getByText(/^[1-9]\d* stores?$/)).toBeVisible();
  });
});

test("a store's about text keeps its line breaks and paragraphs", async ({ page }) => {
  const response = await page.goto('/store_categories/dining/5001');
  // Drawn so by the server, and kept so once the app has hydrated the page.
  expect(await response?.text()).toContain('at the complex.<br/>Breakfast from 8am.</p><p class=');
  const about = page.getByRole('region', { name: 'About' });
  const paragraphs = about.locator('p', { hasText: /kopi|Breakfast/ });
  await expect(paragraphs).toHaveCount(2);
  await expect(paragraphs.first()).toHaveJSProperty(
    'innerText',
    'Kopi Corner is a café at the complex.\nBreakfast from 8am.',
  );
  await expect(paragraphs.nth(1)).toHaveText('Ask for the kopi of the day.');
  // A new paragraph shows as one: a gap between them, not just the next line.
  const [first, second] = [
    await paragraphs.first().boundingBox(),
    await paragraphs.nth(1).boundingBox(),
  ];
  expect((second?.y ?? 0) - ((first?.y ?? 0) + (first?.height ?? 0))).toBeGreaterThanOrEqual(8);
});
