/** Events: ongoing/upcoming in the URL, a detail page with Singapore times and an .ics that repeats daily shows. */
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from './test';

const HEADERS = { 'implementation-id': 'complex-web', 'Content-Type': 'application/json' };

interface WireEvent {
  EventID: string;
  Title: string;
  StartDate: string;
  EndDate: string;
}

async function events(request: APIRequestContext): Promise<WireEvent[]> {
  const response = await request.post('/bi/Prod/v1/events', { headers: HEADERS, data: {} });
  return ((await response.json()) as { Result: WireEvent[] }).Result;
}

test('filters ongoing and upcoming events in the URL', async ({ page }) => {
  await page.goto('/events?filter=upcoming');
  const filters = page.getByRole('group', { name: 'Show events' });
  await expect(filters.getByRole('button', { name: /Upcoming/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const cards = page.getByRole('list', { name: 'Events' }).getByRole('listitem');
  await expect(cards.first().getByText('Upcoming', { exact: true })).toBeVisible();
  await expect(cards.filter({ hasText: 'Ongoing' })).toHaveCount(0);

  await filters.getByRole('button', { name: /Ongoing/ }).click();
  await expect(page).toHaveURL(/[?&]filter=ongoing/);
  await expect(cards.first().getByText('Ongoing', { exact: true })).toBeVisible();
  await expect(cards.filter({ hasText: 'Upcoming' })).toHaveCount(0);
});

test('an event page gives dates, Singapore times and a calendar file', async ({
  page,
  request,
}) => {
  // An event that starts after Singapore midnight has a time of day to show.
  const timed = (await events(request)).find(
    (e) => new Date(Date.parse(e.StartDate) + 8 * 3600_000).getUTCHours() !== 0,
  )!;
  await page.goto('/events');
  await page.getByRole('link', { name: timed.Title }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: timed.Title })).toBeVisible();
  const startSg = new Date(Date.parse(timed.StartDate) + 8 * 3600_000);
  const hhmm = `${String(startSg.getUTCHours()).padStart(2, '0')}:${String(startSg.getUTCMinutes()).padStart(2, '0')}`;
  await expect(page.getByText(new RegExp(`^${hhmm}`))).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar' }).click();
  const ics = await readFile((await (await downloading).path())!, 'utf8');
  const ymd = startSg.toISOString().slice(0, 10).replace(/-/g, '');
  expect(ics).toContain(`DTSTART;TZID=Asia/Singapore:${ymd}T${hhmm.replace(':', '')}00`);
  expect(ics).toContain('BEGIN:VTIMEZONE');
});

test('the home page shows at most four featured events and promotions', async ({ page }) => {
  await page.goto('/');
  for (const name of ["What's on", 'Featured promotions']) {
    const section = page.getByRole('region', { name });
    const cards = section.getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeLessThanOrEqual(4);
  }
});
