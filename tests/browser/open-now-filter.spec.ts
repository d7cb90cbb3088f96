/**
 * "Open now" is offered where it can work: the embedded store publishes every store's opening
 * hours, so the dining directory offers the filter and says nothing about it (in upstream mode,
 * where the backends publish none, it is not offered: upstream/honest-pages.spec.ts).
 */
import { expect, test } from './test';

test('the dining directory offers "Open now" when its stores publish their hours', async ({
  page,
}) => {
  // Ten in the morning in Singapore, Wednesday: most restaurants are open. The browser's clock
  // only: a page the server draws is drawn, and hydrated, at the server's own time, which may be
  // three in the morning (every store closed), and its parts follow the device's clock from their
  // next minute. So the directory is opened from the home page's quick link and drawn in the
  // browser, at the browser's time (another category's tab would keep the list, and its time).
  await page.clock.setFixedTime(new Date('2026-12-02T10:30:00+08:00'));
  await page.goto('/');
  await page.getByRole('link', { name: /Store directory/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dining');
  const filters = page.getByRole('group', { name: 'Show only' });
  const openNow = filters.getByRole('button', { name: 'Open now' });
  await expect(openNow).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText(/"Open now" is not offered/)).toHaveCount(0);
  await openNow.click();
  await expect(page).toHaveURL(/open=true/);
  await expect(openNow).toHaveAttribute('aria-pressed', 'true');
  // The live count beside the list: some stores, not "0 stores · No stores match".
  await expect(page.getByText(/^[1-9]\d* stores?$/)).toBeVisible();
});

test("the Chinese page's own address (?lang=zh) is the list unfiltered, with no Clear filters", async ({
  page,
}) => {
  await page.goto('/store_categories/dining?lang=zh');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('餐饮');
  await expect(
    page.getByRole('group', { name: '仅显示' }).getByRole('button', { name: '营业中' }),
  ).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('button', { name: '清除筛选' })).toHaveCount(0);
});
