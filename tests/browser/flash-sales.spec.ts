/** Flash sales: live countdowns that tick without being announced, ended sales apart, an expired state. */
import { expect, test, type APIRequestContext } from './test';

const HEADERS = { 'implementation-id': 'complex-web', 'Content-Type': 'application/json' };

interface WireSale {
  FlashSalesID: string;
  Title: string;
  SalesStartDate: string;
  SalesExpiryDate: string;
}

async function sales(request: APIRequestContext): Promise<WireSale[]> {
  const response = await request.post('/bi/Prod/v1/flashsales', { headers: HEADERS, data: {} });
  return ((await response.json()) as { Result: { data: { flashsales: WireSale[] } } }).Result.data
    .flashsales;
}

test('the list counts down each second, quietly, and keeps ended sales apart', async ({ page }) => {
  await page.goto('/flash_sale');
  const timer = page.getByRole('timer').first();
  await expect(timer).toHaveText(/^(\d+d )?\d{2}:\d{2}:\d{2}$/);
  await expect(timer).toHaveAttribute('aria-live', 'off');
  const before = await timer.textContent();
  await expect(timer).not.toHaveText(before!, { timeout: 3000 });
  await expect(page.getByText(/^Ends \d{2} \w{3} \d{4}, \d{2}:\d{2}$/).first()).toBeVisible();
  await expect(page.getByText(/^\$\d+\.\d{2}$/).first()).toBeVisible();

  const ended = page.getByRole('region', { name: 'Ended' });
  await expect(ended.getByRole('listitem').first()).toBeVisible();
  await expect(ended.getByRole('timer')).toHaveCount(0);
});

test('an expired sale says it has ended', async ({ page, request }) => {
  const expired = (await sales(request)).find((s) => Date.parse(s.SalesExpiryDate) < Date.now())!;
  await page.goto(`/flash_sale/${expired.FlashSalesID}`);
  await expect(page.getByRole('heading', { level: 1, name: expired.Title })).toBeVisible();
  await expect(page.getByText('This flash sale has ended.')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveCount(0);
});

test('a live sale shows its countdown and what is left', async ({ page, request }) => {
  const live = (await sales(request)).find(
    (s) =>
      Date.parse(s.SalesExpiryDate) > Date.now() + 60_000 &&
      Date.parse(s.SalesStartDate) <= Date.now(),
  )!;
  await page.goto(`/flash_sale/${live.FlashSalesID}`);
  await expect(page.getByRole('heading', { level: 1, name: live.Title })).toBeVisible();
  await expect(page.getByRole('timer')).toBeVisible();
  await expect(page.getByText(/(\d+ of \d+ left|Sold out)/).first()).toBeVisible();
});

test('in Chinese, a sale gives its title, details and terms in Chinese', async ({
  page,
  request,
}) => {
  const sale = (await sales(request))[0]!;
  await page.addInitScript(() => localStorage.setItem('lang', 'ch'));
  await page.goto(`/flash_sale/${sale.FlashSalesID}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/[\u4e00-\u9fff]/);
  await expect(page.getByText('到店出示二维码', { exact: false })).toBeVisible();
  const terms = page.getByRole('region', { name: '条款与细则' });
  await expect(terms).toContainText('每位会员限购一份');
  await expect(terms).not.toContainText('One purchase per member');
  // Chinese texts carry no lang of their own; the English-only place is marked as English.
  await expect(heading).not.toHaveAttribute('lang');
  await expect(terms.locator('[lang]')).toHaveCount(0);
  await expect(
    page.locator('span[lang="en"]', { hasText: /Tower|Court|Atrium|Garden|#/ }),
  ).toHaveCount(1);
});
