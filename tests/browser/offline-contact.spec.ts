/**
 * A contact message written with no signal: it is queued with its idempotency key, the page says
 * it will be sent when the visitor is back online, and when the connection returns it reaches the
 * backend exactly once, even if it is delivered again. Tickets are counted in the database of a
 * server process of this test's own.
 */
import { expect, test, type Browser } from './test';
import Database from 'better-sqlite3';
import { copyBuiltSite, startSiteServer, type SiteServer } from '../../scripts/site-server';

let server: SiteServer;
let site: ReturnType<typeof copyBuiltSite>;

test.beforeAll(async () => {
  site = copyBuiltSite();
  server = await startSiteServer({ distDir: site.dir });
});
test.afterAll(async () => {
  await server?.stop();
  site?.remove();
});

/** A Singapore mobile number no seeded member has (a member's number is refused with Status 4). */
function unusedMobile(): string {
  const db = new Database(server.databasePath, { readonly: true, fileMustExist: true });
  try {
    const taken = new Set(
      (db.prepare('SELECT phone FROM members').pluck().all() as string[]).map((phone) =>
        phone.replace(/\D/g, '').slice(-8),
      ),
    );
    for (let candidate = 91234567; ; candidate += 1)
      if (!taken.has(String(candidate))) return String(candidate);
  } finally {
    db.close();
  }
}

function ticketsFrom(email: string): { reference: string; idempotency_key: string | null }[] {
  const db = new Database(server.databasePath, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare('SELECT reference, idempotency_key FROM tickets WHERE email = ?')
      .all(email) as { reference: string; idempotency_key: string | null }[];
  } finally {
    db.close();
  }
}

/** The contact page at phone width, once the worker controls it, with the first subject chosen. */
async function openContactUnderWorker(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await page.goto(`${server.url}/contact`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 30_000,
  });
  const subject = page.getByLabel('Subject');
  await expect(subject.locator('option')).not.toHaveCount(1);
  await subject.selectOption({ index: 1 });
  return { context, page, subject };
}

test('a message sent offline arrives exactly once when the connection returns', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const email = `carpark.${Date.now()}@example.com`;
  const { context, page, subject } = await openContactUnderWorker(browser);
  const ticket = {
    type: await subject.inputValue(),
    firstName: 'Mei Ling',
    lastName: 'Tan',
    userPhoneNumber: unusedMobile(),
    userEmail: email,
    message: 'I left my umbrella at the carpark lift lobby on B2.',
    website: '',
  };
  await page.getByLabel('First name').fill(ticket.firstName);
  await page.getByLabel('Last name').fill(ticket.lastName);
  await page.getByLabel('Mobile number').fill(ticket.userPhoneNumber);
  await page.getByLabel('Email', { exact: true }).fill(ticket.userEmail);
  await page.getByRole('textbox', { name: 'Message' }).fill(ticket.message);

  await context.setOffline(true);
  await page.getByRole('button', { name: /^Send/ }).click();
  await expect(
    page.getByRole('heading', {
      name: 'You are offline: your message will be sent when you are back online.',
    }),
  ).toBeVisible();
  expect(ticketsFrom(email)).toHaveLength(0);

  await context.setOffline(false);
  await expect(
    page.getByRole('heading', { name: 'You are back online and your message has been sent.' }),
  ).toBeVisible({ timeout: 20_000 });
  const tickets = ticketsFrom(email);
  expect(tickets).toHaveLength(1);
  expect(tickets[0]?.idempotency_key).toBeTruthy();

  // Whatever replays it again (another tab, Background Sync after a lost answer), the backend
  // answers with the first ticket and creates nothing.
  await page.reload();
  await page.waitForTimeout(1500);
  const repeat = await page.evaluate(
    async ({ key, body }) => {
      const response = await fetch('/api/customerticket', {
        method: 'POST',
        headers: {
          'implementation-id': 'complex-web',
          'Content-Type': 'application/json',
          'idempotency-key': key,
        },
        body: JSON.stringify(body),
      });
      return (await response.json()) as { Status: number; Result?: { TicketID?: string } };
    },
    { key: tickets[0]?.idempotency_key ?? '', body: ticket },
  );
  expect(repeat.Status).toBe(1);
  expect(repeat.Result?.TicketID).toBe(tickets[0]?.reference);
  expect(ticketsFrom(email)).toHaveLength(1);
  await context.close();
});

test('a message refused when it is replayed goes back to the form, the answer beside its field', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { context, page } = await openContactUnderWorker(browser);
  // A seeded member's mobile number with another email: the server answers Status 4.
  const email = `lobby.${Date.now()}@example.com`;
  await page.getByLabel('First name').fill('Mei Ling');
  await page.getByLabel('Last name').fill('Tan');
  await page.getByLabel('Mobile number').fill('91234567');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page
    .getByRole('textbox', { name: 'Message' })
    .fill('Is the Sky Garden open on public holidays?');

  await context.setOffline(true);
  await page.getByRole('button', { name: /^Send/ }).click();
  await expect(
    page.getByRole('heading', {
      name: 'You are offline: your message will be sent when you are back online.',
    }),
  ).toBeVisible();

  await context.setOffline(false);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Mobile Number already exists' }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(
    page.getByRole('heading', { name: 'You are back online and your message has been sent.' }),
  ).toHaveCount(0);
  await expect(page.locator('#contact-userPhoneNumber-error')).toHaveText(
    'Mobile Number already exists',
  );
  await expect(page.getByLabel('Mobile number')).toHaveAttribute('aria-invalid', 'true');
  // Nothing typed is lost.
  await expect(page.getByLabel('Mobile number')).toHaveValue('91234567');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(
    'Is the Sky Garden open on public holidays?',
  );
  expect(ticketsFrom(email)).toHaveLength(0);
  await context.close();
});
