/** The FAQ page: grouped by topic, a text filter kept in the URL, accessible accordion answers. */
import { expect, test } from './test';

test('filters questions as you type and keeps the filter in the URL', async ({ page }) => {
  await page.goto('/faq');
  const count = page.getByText(/^\d+ questions?$/);
  const total = Number((await count.textContent())!.split(' ')[0]);
  expect(total).toBeGreaterThan(5);
  expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(1);

  await page.getByLabel('Search the questions').fill('parking');
  await expect(page).toHaveURL(/[?&]q=parking/);
  const filtered = Number((await count.textContent())!.split(' ')[0]);
  expect(filtered).toBeGreaterThan(0);
  expect(filtered).toBeLessThan(total);
  // While searching, the matching answers are open.
  await expect(page.getByRole('button', { expanded: true }).first()).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Search the questions')).toHaveValue('parking');

  await page.getByLabel('Search the questions').fill('zzzz no such thing');
  await expect(page.getByText('No questions match')).toBeVisible();
  await page.getByRole('button', { name: 'Clear the search' }).click();
  await expect(count).toHaveText(`${total} questions`);
});

test('opens and closes an answer with its button', async ({ page }) => {
  await page.goto('/faq');
  const question = page.getByRole('button', { name: 'How much does parking cost?' });
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await question.click();
  const region = page.getByRole('region', { name: 'How much does parking cost?' });
  await expect(region).toContainText('$');
  // A link in an answer navigates inside the app.
  await region.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/parking$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an open answer stays open when the visitor switches language', async ({ page }) => {
  await page.goto('/faq');
  await page.getByRole('button', { name: 'How much does parking cost?' }).click();
  await page.getByRole('button', { name: '中文' }).click();
  const question = page.getByRole('button', { name: '停车费用是多少？' });
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: '停车费用是多少？' })).toBeVisible();
});
