/** Getting here: every way to come, carpark rates as a table, and its FAQ as an accordion. */
import { expect, test } from './test';

test('lists MRT, bus, car, taxi, carpark rates and answers questions', async ({ page }) => {
  await page.goto('/getting_here');
  for (const name of ['By MRT', 'By bus', 'By car', 'By taxi', 'Carpark rates']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText('$');
  await expect(page.getByRole('link', { name: 'Open in maps' })).toHaveAttribute(
    'target',
    '_blank',
  );

  const faq = page.getByRole('region', { name: 'Questions about getting here' });
  const question = faq.getByRole('button').first();
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  const answer = page.locator(`#${await question.getAttribute('aria-controls')}`);
  await expect(answer).toBeVisible();

  await page
    .getByRole('navigation', { name: 'On this page' })
    .getByRole('link', { name: 'Carpark rates' })
    .click();
  await expect(page.getByRole('heading', { name: 'Carpark rates' })).toBeInViewport();
});

test('reads in Chinese from the intro to the carpark rates', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'ch'));
  await page.goto('/getting_here');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('交通指南');
  await expect(page.getByText('每日上午10点至晚上10点')).toBeVisible();
  await expect(page.getByText(/环线 · C出口/).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: /^首小时\$1\.28/ })).toBeVisible();
  for (const english of [
    'The mall is open',
    'Circle Line',
    'Exit C',
    'per entry',
    'Raffles Boulevard, Level 1',
  ])
    await expect(page.getByText(english)).toHaveCount(0);
});
