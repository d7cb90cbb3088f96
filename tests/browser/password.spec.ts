/**
 * The password pages against the real backend, with the demo members' activation codes read from
 * its database (random per database; member 1 is registered@example.com with a valid, an expired
 * and a used code for reset and set, member 2 the corporate account).
 */
import { demoCodes } from './demo-codes';
import { expect, test, type Page } from './test';

/** Read when a test runs: the files are listed before the server (and its database) starts. */
let seeded: ReturnType<typeof demoCodes> | undefined;
const codes = () => (seeded ??= demoCodes());

async function choosePassword(page: Page, password: string, confirmation = password) {
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm the new password').fill(confirmation);
}

test('reset: live rules, then done with a link home', async ({ page }) => {
  const requests: { headers: Record<string, string>; body: string | null }[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/endpoint/create/model/'))
      requests.push({ headers: request.headers(), body: request.postData() });
  });
  await page.goto(`/reset-password?code=${codes().reset.valid}`);
  await expect(page).toHaveTitle('Reset your password | Suntec City');
  const rules = page.locator('#password-rules');
  await expect(rules.locator('[data-met="true"]')).toHaveCount(0);

  await page.getByLabel('New password', { exact: true }).fill('harbour');
  await expect(rules.locator('[data-rule="letter"]')).toHaveAttribute('data-met', 'true');
  await expect(rules.locator('[data-rule="length"]')).toHaveAttribute('data-met', 'false');
  await page.getByLabel('New password', { exact: true }).fill('harbour2026');
  await expect(rules.locator('[data-rule="number"]')).toHaveAttribute('data-met', 'true');
  await page.getByLabel('Confirm the new password').fill('harbour2026');
  await expect(rules.locator('[data-met="false"]')).toHaveCount(0);

  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('heading', { name: 'Your password has been changed' })).toBeFocused();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
    'href',
    '/',
  );

  expect(requests).toHaveLength(1);
  expect(requests[0]!.headers['content-type']).toBe('application/x-www-form-urlencoded');
  expect(requests[0]!.headers.authorization).toBeUndefined();
  expect(JSON.parse(new URLSearchParams(requests[0]!.body ?? '').get('params') ?? '{}')).toEqual({
    Password: 'harbour2026',
    ActivationCode: codes().reset.valid,
  });
});

test('reset with an expired code says the link can no longer be used', async ({ page }) => {
  await page.goto(`/reset-password?ActivationCode=${codes().reset.expired}`);
  await choosePassword(page, 'harbour2026');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(
    page.getByRole('heading', { name: 'This link can no longer be used' }),
  ).toBeVisible();
  await expect(page.getByText(/invalid, has expired or has already been used/)).toBeVisible();
});

test('reset with a used code says the same', async ({ page }) => {
  await page.goto(`/reset-password?code=${codes().reset.used}`);
  await choosePassword(page, 'harbour2026');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(
    page.getByRole('heading', { name: 'This link can no longer be used' }),
  ).toBeVisible();
});

test('a link without a code is explained', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { name: 'This link is incomplete' })).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
  await page.goto(`/set-password?code=${codes().set.valid}`);
  await expect(page.getByRole('heading', { name: 'This link is incomplete' })).toBeVisible();
});

test('set-password with EmailFrom uses setPwd', async ({ page }) => {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/endpoint/create/model/'))
      paths.push(new URL(request.url()).pathname);
  });
  await page.goto(
    `/set-password?ActivationCode=${codes().set.valid}&id=1&EmailFrom=registered%40example.com`,
  );
  await expect(page).toHaveTitle('Set your password | Suntec City');
  await choosePassword(page, 'fountain88');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('heading', { name: 'Your password has been set' })).toBeVisible();
  expect(paths).toEqual(['/endpoint/create/model/setPwd']);
});

test('set-password without EmailFrom uses setCorporatePwd', async ({ page }) => {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/endpoint/create/model/'))
      paths.push(new URL(request.url()).pathname);
  });
  await page.goto(`/set-password?code=${codes().setCorporate.valid}&id=2`);
  await choosePassword(page, 'fountain88');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('heading', { name: 'Your password has been set' })).toBeVisible();
  expect(paths).toEqual(['/endpoint/create/model/setCorporatePwd']);
});

test('mismatched or weak passwords are stopped before sending, with the problems listed', async ({
  page,
}) => {
  await page.goto(
    `/set-password?code=${codes().set.expired}&id=1&EmailFrom=registered%40example.com`,
  );
  await choosePassword(page, 'password', 'passw0rd');
  await page.getByRole('button', { name: 'Set password' }).click();
  const summary = page.getByRole('group', { name: 'Please check 2 fields' });
  await expect(summary).toBeFocused();
  await expect(page.locator('#account-password-error')).toHaveText(
    'Use at least 8 characters with a letter and a number.',
  );
  await expect(page.locator('#account-confirmation-error')).toHaveText(
    'The two passwords do not match.',
  );
  await expect(summary.getByRole('link', { name: /^Confirm the new password/ })).toBeVisible();
});

test('offline, the page says the network is needed and keeps what was typed', async ({
  page,
  context,
}) => {
  await page.goto(`/reset-password?code=${codes().reset.expired}`);
  await choosePassword(page, 'harbour2026');
  await context.setOffline(true);
  await expect(
    page.getByText(/You are offline\. Saving a password needs the network/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reset password' })).toBeDisabled();
  await context.setOffline(false);
  await expect(page.getByLabel('New password', { exact: true })).toHaveValue('harbour2026');
  await expect(page.getByRole('button', { name: 'Reset password' })).toBeEnabled();
});

test('in Chinese', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'ch'));
  await page.goto(`/reset-password?code=${codes().reset.used}`);
  await expect(page.getByRole('heading', { level: 1, name: '重设密码' })).toBeVisible();
  await page.getByLabel('新密码', { exact: true }).fill('harbour2026');
  await page.getByLabel('确认新密码').fill('harbour2026');
  await page.getByRole('button', { name: '重设密码' }).click();
  await expect(page.getByRole('heading', { name: '此链接已无法使用' })).toBeVisible();
});
