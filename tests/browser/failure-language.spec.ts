/**
 * A failed call, in the visitor's language: the page says what happened in their words first;
 * the server's own Message (English, as the backends write it) follows as a detail, marked as
 * English on a Chinese page (WCAG 3.1.2).
 */
import { expect, test, type Page } from './test';
import { undrawnAsTheWorkersCopy } from './page-without-answers';

const SERVER_WORDS = 'FAQ service down';

/** The FAQ page whose call fails with the server's Message, in `language`. */
async function failingFaq(page: Page, language: 'en' | 'ch') {
  await page.context().addInitScript((stored) => localStorage.setItem('lang', stored), language);
  await undrawnAsTheWorkersCopy(page);
  await page.route('**/bi/Prod/v1/faqs', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ Status: 0, Message: SERVER_WORDS }),
    }),
  );
  await page.goto('/faq');
}

// The worker would answer from its copy; this is about the page's own failure state.
test.use({ serviceWorkers: 'block' });

test('a Chinese page says the failure in Chinese, the server’s English words after it', async ({
  page,
}) => {
  await failingFaq(page, 'ch');
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: '无法加载此内容' })).toBeVisible();
  const message = alert.getByText('加载时出现问题，请重试。');
  await expect(message).toBeVisible();
  await expect(message).toContainText(`详情：${SERVER_WORDS}`);
  // The sentence comes first; the server's words are the detail, and marked as English.
  expect((await message.textContent())?.indexOf('加载时出现问题')).toBe(0);
  await expect(alert.getByText(SERVER_WORDS, { exact: true })).toHaveAttribute('lang', 'en');
  await expect(alert.getByRole('button', { name: '重试' })).toBeVisible();
});

test('an English page says it in English, with the same detail', async ({ page }) => {
  await failingFaq(page, 'en');
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'We could not load this' })).toBeVisible();
  await expect(
    alert.getByText('Something went wrong while loading. Please try again.'),
  ).toContainText(`Details: ${SERVER_WORDS}`);
  await expect(alert.getByText(SERVER_WORDS, { exact: true })).not.toHaveAttribute('lang');
});
