/**
 * The contact form against the real backend, one answer of spec section 5 each, in English and
 * Chinese: success, already registered (Status 3 and 5), mobile number taken (Status 4). Uses the
 * seeded member documented in server/seed/generate: registered@example.com / 91234567.
 */
import { expect, test, type Page, type Request } from './test';

const MEMBER = { email: 'registered@example.com', mobile: '91234567' };

/** A mobile number and email no seeded member has (30 random members among 20 million numbers). */
function freshIdentity() {
  const n = Math.floor(Math.random() * 9_000_000);
  return {
    mobile: `8${String(n).padStart(7, '0')}`,
    email: `visitor.${Date.now()}.${n}@example.org`,
  };
}

async function fillContact(page: Page, values: { mobile: string; email: string }) {
  const subject = page.getByLabel('Subject');
  await expect(subject.locator('option')).not.toHaveCount(1);
  await subject.selectOption({ label: 'General enquiry' });
  await page.getByLabel('First name').fill('Mei Ling');
  await page.getByLabel('Last name').fill('Tan');
  await page.getByLabel('Mobile number').fill(values.mobile);
  await page.getByLabel('Email', { exact: true }).fill(values.email);
  await page
    .getByRole('textbox', { name: 'Message' })
    .fill('Is the Sky Garden open on public holidays?');
}

function ticketRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/customerticket') && request.method() === 'POST')
      requests.push(request);
  });
  return requests;
}

test('a new visitor’s message is received (Status 1)', async ({ page }) => {
  const requests = ticketRequests(page);
  await page.goto('/contact');
  await expect(page).toHaveTitle('Contact us | Suntec City');
  await fillContact(page, freshIdentity());
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(
    page.getByRole('heading', { name: 'Thank you, we have received your message' }),
  ).toBeFocused();
  await expect(page.getByText(/^Reference: \S+/)).toBeVisible();

  expect(requests).toHaveLength(1);
  const sent = requests[0]!;
  expect(sent.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  expect(sent.postDataJSON()).toMatchObject({
    type: 'general',
    firstName: 'Mei Ling',
    website: '',
  });
});

test('a member’s email and mobile: already registered (Status 5), nothing typed lost', async ({
  page,
}) => {
  await page.goto('/contact');
  await fillContact(page, MEMBER);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'You are already registered, please log in' }),
  ).toBeVisible();
  const email = page.getByLabel('Email', { exact: true });
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveValue(MEMBER.email);
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(
    'Is the Sky Garden open on public holidays?',
  );
});

test('a member’s email with another mobile: already registered (Status 3)', async ({ page }) => {
  await page.goto('/contact');
  await fillContact(page, { email: MEMBER.email, mobile: freshIdentity().mobile });
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'You are already registered, please log in' }),
  ).toBeVisible();
});

test('a member’s mobile with another email: mobile exists (Status 4); the same content is retried with the same key', async ({
  page,
}) => {
  const requests = ticketRequests(page);
  await page.goto('/contact');
  await fillContact(page, { email: freshIdentity().email, mobile: '+65 9123 4567' });
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Mobile Number already exists' }),
  ).toBeVisible();
  const mobile = page.getByLabel('Mobile number');
  await expect(mobile).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#contact-userPhoneNumber-error')).toHaveText(
    'Mobile Number already exists',
  );

  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Mobile Number already exists' }),
  ).toBeVisible();
  await expect.poll(() => requests.length).toBe(2);
  expect(requests[1]!.headers()['idempotency-key']).toBe(requests[0]!.headers()['idempotency-key']);

  // Editing the number clears the answer beside it and the next attempt gets a new key.
  await mobile.fill(freshIdentity().mobile);
  await expect(page.locator('#contact-userPhoneNumber-error')).toHaveCount(0);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(
    page.getByRole('heading', { name: 'Thank you, we have received your message' }),
  ).toBeVisible();
  expect(requests[2]!.headers()['idempotency-key']).not.toBe(
    requests[0]!.headers()['idempotency-key'],
  );
});

test('in Chinese, the answers are Chinese', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'ch'));
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: '联系我们' })).toBeVisible();
  const subject = page.getByLabel('主题');
  await expect(subject.locator('option')).not.toHaveCount(1);
  await subject.selectOption({ index: 1 });
  await page.getByLabel('名字').fill('美玲');
  await page.getByLabel('姓氏').fill('陈');
  await page.getByLabel('手机号码').fill(MEMBER.mobile);
  await page.getByLabel('电子邮件', { exact: true }).fill(freshIdentity().email);
  await page.getByRole('textbox', { name: '留言' }).fill('请问空中花园公共假期开放吗？');
  await page.getByRole('button', { name: '发送留言' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '手机号码已存在' })).toBeVisible();
});

test('problems are shown beside each field after leaving it, and listed on submit', async ({
  page,
}) => {
  await page.goto('/contact');
  const mobile = page.getByLabel('Mobile number');
  await mobile.fill('6123');
  await expect(page.getByText(/Enter a Singapore mobile number/)).toHaveCount(0); // not while typing the first time
  await mobile.blur();
  await expect(page.getByText(/Enter a Singapore mobile number/)).toBeVisible();
  await expect(mobile).toHaveAttribute('aria-invalid', 'true');
  await expect(mobile).toHaveAttribute('aria-describedby', /contact-userPhoneNumber-error/);
  await mobile.fill('+65 8123 4567');
  await expect(page.getByText(/Enter a Singapore mobile number/)).toHaveCount(0); // live once touched

  await page.getByRole('button', { name: 'Send message' }).click();
  const summary = page.getByRole('group', { name: /Please check \d+ fields/ });
  await expect(summary).toBeFocused();
  await summary.getByRole('link', { name: /^First name/ }).click();
  await expect(page.getByLabel('First name')).toBeFocused();
});

test('the honeypot is hidden from people and assistive technology', async ({ page }) => {
  await page.goto('/contact');
  const trap = page.locator('input[name="website"]');
  await expect(trap).toHaveAttribute('tabindex', '-1');
  await expect(trap).toHaveAttribute('autocomplete', 'off');
  await expect(trap).not.toBeInViewport();
  await expect(page.locator('[aria-hidden="true"]:has(input[name="website"])')).toHaveCount(1);
});
