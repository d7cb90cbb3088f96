/** The rewards catalogue: type and sort in the URL, a reward's points, validity and terms, and /reward-detail without an id. */
import { expect, test } from './test';

test('filters by type and sorts by expiry, both in the URL', async ({ page }) => {
  await page.goto('/rewards-catalogue');
  const cards = page.getByRole('list', { name: 'Rewards catalogue' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  const all = await cards.count();

  await page
    .getByRole('group', { name: 'Show rewards' })
    .getByRole('button', { name: /Carpark/ })
    .click();
  await expect(page).toHaveURL(/[?&]type=carpark/);
  await expect(cards.filter({ hasText: 'e-Voucher' })).toHaveCount(0);
  expect(await cards.count()).toBeLessThan(all);

  await page.getByLabel('Sort by').selectOption('expiry');
  await expect(page).toHaveURL(/[?&]sort=expiry/);
  const dates = await cards.getByText(/^Valid until/).allTextContents();
  const instants = dates.map((d) => Date.parse(d.replace('Valid until ', '')));
  expect(instants).toEqual([...instants].sort((a, b) => a - b));

  await page.reload();
  await expect(page.getByLabel('Sort by')).toHaveValue('expiry');
  await expect(
    page.getByRole('group', { name: 'Show rewards' }).getByRole('button', { name: /Carpark/ }),
  ).toHaveAttribute('aria-pressed', 'true');
});

test('a reward shows points, validity and its terms as a list', async ({ page }) => {
  await page.goto('/rewards-catalogue');
  const first = page.getByRole('list', { name: 'Rewards catalogue' }).getByRole('listitem').first();
  const name = (await first.getByRole('heading').textContent())!;
  await first.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(/^[\d,]+ points$/)).toBeVisible();
  await expect(page.getByText(/^\d{2} \w{3} \d{4} – \d{2} \w{3} \d{4}$/)).toBeVisible();
  const terms = page.getByRole('region', { name: 'Terms and conditions' }).getByRole('listitem');
  expect(await terms.count()).toBeGreaterThan(0);
});

test('/reward-detail without an id leads to the catalogue', async ({ page }) => {
  await page.goto('/reward-detail');
  await page.getByRole('link', { name: 'Browse the rewards catalogue' }).click();
  await expect(page).toHaveURL(/\/rewards-catalogue$/);
});
