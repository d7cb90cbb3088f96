/** The language switch: EN / 中文 with aria-pressed, no reload, and the choice survives a reload. */
import { expect, test } from './test';

test('switching to Chinese changes the frame at once and survives a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const group = page.getByRole('group', { name: 'Language' });
  await expect(group.getByRole('button', { name: 'EN' })).toHaveAttribute('aria-pressed', 'true');
  await page.evaluate(() => ((window as Window & { noReload?: boolean }).noReload = true));

  await group.getByRole('button', { name: '中文' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await expect(
    page.getByRole('group', { name: '语言' }).getByRole('button', { name: '中文' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { level: 1, name: '新达城' })).toBeVisible();
  await expect(
    page.getByRole('contentinfo').getByText('每日 上午10点至晚上10点', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: '跳至主要内容' })).toBeAttached();
  expect(await page.evaluate(() => (window as Window & { noReload?: boolean }).noReload)).toBe(
    true,
  );
  await expect(page).toHaveTitle('新达城');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await expect(page.getByRole('heading', { level: 1, name: '新达城' })).toBeVisible();
  await expect(
    page.getByRole('contentinfo').getByText('新加坡淡马锡林荫道3号，邮编038983'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'EN' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(
    page.getByRole('contentinfo').getByText('Daily 10AM to 10PM', { exact: true }),
  ).toBeVisible();
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the mega-menu speaks Chinese too', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: '中文' }).click();
    await page.getByRole('button', { name: '购物' }).click();
    await expect(
      page.locator('#submenu-retail').getByRole('link', { name: '停车优惠' }),
    ).toHaveAttribute('href', '/parking');
    await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
  });
});

test('at 375 px in Chinese, the search bar’s button keeps 搜索 on one line', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: '中文' }).click();
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  const submit = page.getByRole('search').getByRole('button', { name: '搜索', exact: true });
  await expect(submit).toBeVisible();
  // One line box for the label: two characters stacked give two.
  const lines = await submit.evaluate((button) => {
    const range = document.createRange();
    range.selectNodeContents(button);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
  expect(lines).toBe(1);
});
