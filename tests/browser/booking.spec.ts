/**
 * Room booking against the real backend: a booking from the room list to the confirmation, and a
 * double booking refused with a clear message while everything typed stays. Dates are chosen in
 * the picker by their `data-date`; free dates are found through the availability call, so the
 * tests do not depend on where the seed placed its bookings.
 */
import { weekdayOf } from '../../src/components/ui/date-range-picker/calendar';
import { WEEKDAY_NAMES } from '../../src/shared/stay-rules';
import { expect, test, untilHydrated, type APIRequestContext, type Page } from './test';

const HEADERS = { 'implementation-id': 'complex-web' };

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Today in Singapore (the browser runs on New York time; business dates do not). */
function singaporeToday(): string {
  return new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
}

/**
 * The first stay of `nights` free nights starting at least `fromDays` days ahead, none of them on
 * one of the room's closed weekdays (the picker does not offer those: a test that earlier runs
 * pushed onto a Sunday would wait for a disabled day).
 */
async function freeStay(
  request: APIRequestContext,
  roomId: number,
  fromDays: number,
  nights: number,
) {
  const start = addDays(singaporeToday(), fromDays);
  const end = addDays(start, 120);
  const [status, room] = await Promise.all([
    request.get(`/api/booking/status?roomId=${roomId}&startDate=${start}&endDate=${end}`, {
      headers: HEADERS,
    }),
    request.get(`/api/room/${roomId}`, { headers: HEADERS }),
  ]);
  const booked = new Set(
    ((await status.json()) as { data: { bookedDates: string[] } }).data.bookedDates,
  );
  const closed = new Set(
    ((await room.json()) as { data: { disabledDaysOfWeek?: string[] | null } }).data
      .disabledDaysOfWeek ?? [],
  );
  for (let offset = 0; offset < 100; offset += 1) {
    const checkIn = addDays(start, offset);
    const stay = Array.from({ length: nights }, (_, i) => addDays(checkIn, i));
    if (
      stay.every(
        (night) => !booked.has(night) && !closed.has(WEEKDAY_NAMES[weekdayOf(night)] ?? ''),
      )
    )
      return { checkIn, checkOut: addDays(checkIn, nights) };
  }
  throw new Error(`No ${nights} free nights in room ${roomId}`);
}

/** Opens the picker and clicks the check-in and check-out days, paging months as needed. */
async function pickStay(page: Page, checkIn: string, checkOut: string) {
  await page.getByRole('button', { name: 'Check-in', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose your dates' });
  for (const date of [checkIn, checkOut]) {
    const day = dialog.locator(`button[data-date="${date}"]`);
    for (let pages = 0; pages < 24 && !(await day.isVisible()); pages += 1) {
      await dialog.getByRole('button', { name: 'Next month' }).click();
      await page.waitForTimeout(250); // the picker ignores a second "next" within 200 ms
    }
    await day.click();
  }
}

async function fillBooker(page: Page, name: string) {
  const form = page.getByRole('form', { name: 'Book this room' });
  await form.getByLabel('Full name').fill(name);
  await form.getByLabel('Email').fill('ana.tan@example.com');
  await form.getByLabel('Phone').fill('+65 9123 4567');
  await form.getByLabel('Purpose of the booking').fill('Quarterly planning workshop');
  await form.getByLabel('Number of attendees').fill('12');
  return form;
}

test('a visitor books a room and gets a reference and a calendar file', async ({
  page,
  request,
}) => {
  const { checkIn, checkOut } = await freeStay(request, 2, 20, 2);

  await page.goto('/booking');
  await expect(page.getByRole('heading', { level: 1, name: 'Book a room' })).toBeVisible();
  await expect(page.getByText(/from \$[\d,]+\.\d\d \/ day/).first()).toBeVisible();
  await page.getByRole('link', { name: 'Orchid Boardroom' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orchid Boardroom' })).toBeVisible();
  await expect(page).toHaveTitle('Orchid Boardroom | Suntec City');

  await pickStay(page, checkIn, checkOut);
  const summary = page.getByRole('region', { name: 'Your stay' });
  await expect(summary.getByText('Total (2 nights)')).toBeVisible();
  const total = (await summary.getByTestId('stay-total').textContent()) ?? '';
  expect(total).toMatch(/^\$[\d,]+\.\d\d$/);

  const form = await fillBooker(page, 'Ana Tan');
  await form.getByRole('button', { name: 'Book now' }).click();

  const confirmation = page.getByRole('region', { name: 'Booking confirmed' });
  await expect(confirmation).toBeVisible();
  const reference = (await confirmation.getByTestId('booking-reference').textContent()) ?? '';
  expect(reference.length).toBeGreaterThan(3);
  await expect(confirmation.getByText(total)).toBeVisible();

  const download = page.waitForEvent('download');
  await confirmation.getByRole('button', { name: 'Add to calendar (.ics)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`booking-${reference}.ics`);
  const ics = await (await file.createReadStream()).toArray();
  const text = Buffer.concat(ics).toString('utf8');
  expect(text).toContain(`DTSTART;VALUE=DATE:${checkIn.replace(/-/g, '')}\r\n`);
  expect(text).toContain(`DTEND;VALUE=DATE:${checkOut.replace(/-/g, '')}\r\n`);

  // The nights are now taken for everyone.
  const status = await request.get(
    `/api/booking/status?roomId=2&startDate=${checkIn}&endDate=${checkOut}`,
    { headers: HEADERS },
  );
  expect(((await status.json()) as { data: { bookedDates: string[] } }).data.bookedDates).toEqual([
    checkIn,
    addDays(checkIn, 1),
  ]);
});

test('a range booked meanwhile is refused clearly and nothing typed is lost', async ({
  browser,
  request,
}) => {
  const { checkIn, checkOut } = await freeStay(request, 3, 40, 3);
  const first = await browser.newPage();
  const second = await browser.newPage();
  for (const page of [first, second]) {
    await page.goto('/booking/3');
    // Pages of its own, not the fixture's: the server draws the calendar's fields, which are the
    // app's only once hydrated (tests/browser/test.ts).
    await untilHydrated(page);
    await pickStay(page, checkIn, checkOut);
  }
  await (await fillBooker(first, 'First Booker')).getByRole('button', { name: 'Book now' }).click();
  await expect(first.getByRole('region', { name: 'Booking confirmed' })).toBeVisible();

  const form = await fillBooker(second, 'Second Booker');
  await form.getByRole('button', { name: 'Book now' }).click();
  await expect(
    second
      .getByRole('alert')
      .filter({ hasText: 'Those dates were just booked. Please choose other dates.' }),
  ).toBeVisible();

  // Everything typed is still there; the dates are cleared and now show as booked.
  await expect(form.getByLabel('Full name')).toHaveValue('Second Booker');
  await expect(form.getByLabel('Purpose of the booking')).toHaveValue(
    'Quarterly planning workshop',
  );
  await expect(form.getByLabel('Number of attendees')).toHaveValue('12');
  await expect(
    second.getByRole('region', { name: 'Your stay' }).getByText('No dates chosen yet.'),
  ).toBeVisible();
  await second.getByRole('button', { name: 'Check-in', exact: true }).click();
  const dialog = second.getByRole('dialog', { name: 'Choose your dates' });
  const bookedDay = dialog.locator(`button[data-date="${checkIn}"]`);
  for (let pages = 0; pages < 24 && !(await bookedDay.isVisible()); pages += 1) {
    await dialog.getByRole('button', { name: 'Next month' }).click();
    await second.waitForTimeout(250);
  }
  await expect(bookedDay).toHaveAttribute('data-state', /blocked/);
  await first.close();
  await second.close();
});

test('offline, the booking form says the network is needed and keeps what was typed', async ({
  page,
  context,
}) => {
  await page.goto('/booking/2');
  const form = await fillBooker(page, 'Offline Booker');
  await context.setOffline(true);
  await expect(form.getByText(/You are offline\. Booking needs the network/)).toBeVisible();
  await expect(form.getByRole('button', { name: 'Book now' })).toBeDisabled();
  await context.setOffline(false);
  await expect(form.getByRole('button', { name: 'Book now' })).toBeEnabled();

  // A reload keeps the draft (sessionStorage).
  await page.reload();
  await expect(
    page.getByRole('form', { name: 'Book this room' }).getByLabel('Full name'),
  ).toHaveValue('Offline Booker');
});

test('submitting with problems lists them and focuses the summary', async ({ page }) => {
  await page.goto('/booking/1');
  const form = page.getByRole('form', { name: 'Book this room' });
  await form.getByLabel('Email').fill('not-an-email');
  await form.getByLabel('Email').blur();
  await expect(form.getByText('Enter an email address like name@example.com.')).toBeVisible();
  await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await form.getByRole('button', { name: 'Book now' }).click();
  const summary = form.getByRole('group', { name: /Please check \d+ fields/ });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: /Number of attendees/ })).toBeVisible();
});
