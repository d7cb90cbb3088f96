/**
 * The date-range picker in real Chromium, on devices set to New York and Tokyo time: the same
 * Singapore "today", the same calendar cells, the same stays and night counts, across the US
 * daylight-saving changes and the year end. The picker runs on its own harness page
 * (tests/browser/fixtures/picker-harness), bundled and served by the test itself.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './test';
import {
  harnessUrl,
  startPickerHarness,
  type HarnessPageOptions,
  type PickerHarness,
} from './fixtures/picker-harness/serve-harness';

let harness: PickerHarness;

test.beforeAll(async () => {
  harness = await startPickerHarness();
});

test.afterAll(async () => {
  await harness?.close();
});

const day = (page: Page, date: string) => page.locator(`button[data-date="${date}"]`);
/** The gridcell holding a day: where the chosen days' aria-selected sits. */
const dayCell = (page: Page, date: string) =>
  page.getByRole('gridcell').filter({ has: day(page, date) });
const grid = (page: Page, name: string) => page.getByRole('grid', { name, exact: true });
const checkInField = (page: Page, lang: 'en' | 'ch' = 'en') =>
  page.getByRole('button', { name: lang === 'ch' ? '入住' : 'Check-in', exact: true });
const chosenStay = (page: Page) => page.getByRole('status', { name: 'Chosen stay' });

async function openAt(
  page: Page,
  instant: string,
  props: Record<string, unknown> = {},
  options: HarnessPageOptions = {},
) {
  await page.clock.setFixedTime(new Date(instant));
  await page.goto(harnessUrl(harness, props, options));
  await checkInField(page, options.lang).click();
}

for (const timezoneId of ['America/New_York', 'Asia/Tokyo']) {
  test.describe(`on a device in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test('takes today from Singapore and lays out March 2026 on the right weekdays', async ({
      page,
    }) => {
      // 17:30 UTC on 7 March: still the 7th in New York, already the 8th in Singapore and Tokyo;
      // the 8th is also the day the US clocks go forward.
      await openAt(page, '2026-03-07T17:30:00Z');
      await expect(page.getByTestId('device-zone')).toHaveText(timezoneId);

      const march = grid(page, 'March 2026');
      await expect(march).toBeVisible();
      await expect(grid(page, 'April 2026')).toBeVisible();
      await expect(march.getByRole('gridcell')).toHaveCount(42);
      // 1 March 2026 is a Sunday: the first cell. 31 days, then 11 hidden cells.
      await expect(march.getByRole('gridcell').first().getByRole('button')).toHaveAttribute(
        'data-date',
        '2026-03-01',
      );
      await expect(march.locator('[role="gridcell"][data-state="hidden"]')).toHaveCount(11);
      await expect(march.locator('button[data-date]')).toHaveCount(31);
      await expect(march.locator('button[data-date]').last()).toHaveAttribute(
        'data-date',
        '2026-03-31',
      );

      await expect(day(page, '2026-03-07')).toHaveAttribute('data-state', 'invalid');
      await expect(day(page, '2026-03-07')).toHaveAttribute('aria-disabled', 'true');
      await expect(day(page, '2026-03-08')).toHaveAttribute('data-state', 'valid');
      await expect(page.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    });

    test('books two nights across the daylight-saving start with the right night count', async ({
      page,
    }) => {
      await openAt(page, '2026-03-07T17:30:00Z', { priceDefault: 180 });
      await expect(
        page.getByRole('button', { name: 'Sunday 8 March 2026, $180', exact: true }),
      ).toBeVisible();
      await day(page, '2026-03-08').click();
      await expect(dayCell(page, '2026-03-08')).toHaveAttribute('aria-selected', 'true');
      await expect(day(page, '2026-03-08')).not.toHaveAttribute('aria-selected');
      await expect(day(page, '2026-03-08')).toHaveAttribute('data-state', /first-selected/);

      await day(page, '2026-03-09').hover();
      await expect(page.getByRole('tooltip')).toHaveText('1 night');
      await day(page, '2026-03-10').hover();
      await expect(page.getByRole('tooltip')).toHaveText('2 nights');
      await expect(day(page, '2026-03-09')).toHaveAttribute('data-state', 'valid highlighted');

      await day(page, '2026-03-10').click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(chosenStay(page)).toHaveText('{"checkIn":"2026-03-08","checkOut":"2026-03-10"}');
      await expect(page.getByRole('button', { name: 'Check-out', exact: true })).toBeFocused();
    });

    test('counts nights across the daylight-saving end and the year end', async ({ page }) => {
      await openAt(page, '2026-10-20T04:00:00Z', {
        startDate: '2026-10-25',
        endDate: '2027-01-31',
      });
      await day(page, '2026-10-31').click();
      await day(page, '2026-11-02').hover();
      await expect(page.getByRole('tooltip')).toHaveText('2 nights');
      await day(page, '2026-11-02').click();
      await expect(chosenStay(page)).toHaveText('{"checkIn":"2026-10-31","checkOut":"2026-11-02"}');

      await checkInField(page).click();
      await page.getByRole('button', { name: 'Next month' }).click();
      await expect(grid(page, 'November 2026')).toBeVisible();
      await page.waitForTimeout(250); // the Next button ignores clicks for 200 ms after an advance
      await page.getByRole('button', { name: 'Next month' }).click();
      await expect(grid(page, 'December 2026')).toBeVisible();
      await expect(grid(page, 'January 2027')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Next month' })).toBeDisabled(); // the end date's month

      await day(page, '2026-12-30').click();
      await day(page, '2027-01-02').hover();
      await expect(page.getByRole('tooltip')).toHaveText('3 nights');
      await day(page, '2027-01-02').click();
      await expect(chosenStay(page)).toHaveText('{"checkIn":"2026-12-30","checkOut":"2027-01-02"}');
    });

    test('moves by keyboard from one year into the next and selects with Enter', async ({
      page,
    }) => {
      await openAt(
        page,
        '2026-12-20T04:00:00Z',
        { value: { checkIn: '2026-12-31' } },
        { lang: 'ch' },
      );
      await expect(day(page, '2026-12-31')).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await expect(day(page, '2027-01-01')).toBeFocused();
      await expect(page.getByRole('tooltip')).toHaveText('1晚');
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('tooltip')).toHaveText('2晚');
      await page.keyboard.press('Enter');
      await expect(chosenStay(page)).toHaveText('{"checkIn":"2026-12-31","checkOut":"2027-01-02"}');
    });
  });
}

test.describe('layouts', () => {
  test('two months in a 650 px popover on desktop, no wider than the screen', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openAt(page, '2026-11-20T04:00:00Z');
    const box = await page.getByRole('dialog').boundingBox();
    expect(box?.width).toBe(650);
    expect(box?.height ?? 0).toBeLessThanOrEqual(900);
    await expect(page.getByRole('grid')).toHaveCount(2);
  });

  test('stays inside the window when the fields sit at its right edge', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 800 });
    await openAt(page, '2026-11-20T04:00:00Z', {}, { align: 'end' });
    const box = await page.getByRole('dialog').boundingBox();
    expect(box?.width).toBe(650);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(900 - 16);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      900,
    );
  });

  test('a full-screen list of months with a Close button on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openAt(page, '2026-11-20T04:00:00Z');
    const dialog = page.getByRole('dialog');
    expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width: 375, height: 740 });
    await expect(page.getByRole('button', { name: 'Next month' })).toHaveCount(0);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(375);
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 740 },
  ]) {
    test(`has no accessibility violations when open with a check-in chosen, at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await openAt(page, '2026-11-20T04:00:00Z', {
        priceDefault: 180,
        blockedDates: ['2026-11-28'],
      });
      await day(page, '2026-11-24').click();
      await day(page, '2026-11-26').hover();
      await expect(page.getByRole('tooltip')).toBeVisible();
      const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
      expect(
        results.violations.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`,
        ),
      ).toEqual([]);
    });
  }
});

test.describe('keyboard at the ends of the months', () => {
  test('pressing Next month up to the last month keeps the focus in the picker, and Escape closes it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openAt(page, '2026-11-20T04:00:00Z', { startDate: '2026-11-20', endDate: '2027-03-31' });
    const next = page.getByRole('button', { name: 'Next month' });
    const previous = page.getByRole('button', { name: 'Previous month' });
    await next.focus();
    for (const shown of ['January 2027', 'February 2027', 'March 2027']) {
      await page.keyboard.press('Enter');
      await expect(grid(page, shown)).toBeVisible();
      await page.waitForTimeout(250); // the Next button ignores presses for 200 ms after an advance
    }
    await expect(next).toBeDisabled();
    // A moment for the browser's own focus fix-up, which runs at its next rendering step.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    await expect(previous).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(grid(page, 'January 2027')).toBeVisible();
    await expect(previous).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(checkInField(page)).toBeFocused();
  });

  test('Escape closes the picker after a click left the focus on the page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openAt(page, '2026-11-20T04:00:00Z');
    // A click on the popover's legend: no control there, so the focus goes to the page's body.
    await page.getByRole('list', { name: 'Legend' }).click();
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(checkInField(page)).toBeFocused();
  });
});

test.describe('a room closed on Sundays', () => {
  const closedSundays = { disabledDaysOfWeek: ['Sunday'], priceDefault: 180 };
  const hint = (page: Page) => page.getByRole('dialog').getByRole('status');

  test('says in the hint, not only in a tooltip, why a Saturday check-in has no check-out', async ({
    page,
  }) => {
    await openAt(page, '2026-11-20T04:00:00Z', closedSundays);
    await expect(hint(page)).toHaveText('Select your check-in date');
    await day(page, '2026-11-21').click(); // a Saturday
    await expect(hint(page)).toHaveText(
      'No check-out is possible after a Saturday check-in. A stay cannot run across a Sunday. Press Clear to choose another check-in date.',
    );
    await expect(day(page, '2026-11-22')).toHaveAttribute('aria-disabled', 'true');
    await expect(day(page, '2026-11-23')).toHaveAttribute('aria-disabled', 'true');

    await page.getByRole('button', { name: 'Clear' }).click();
    await day(page, '2026-11-25').click(); // a Wednesday: Thursday to Saturday remain
    await expect(hint(page)).toHaveText(
      'Select your check-out date. A stay cannot run across a Sunday.',
    );
    await day(page, '2026-11-28').click();
    await expect(chosenStay(page)).toHaveText('{"checkIn":"2026-11-25","checkOut":"2026-11-28"}');
  });

  test('says it in Chinese too', async ({ page }) => {
    await openAt(page, '2026-11-20T04:00:00Z', closedSundays, { lang: 'ch' });
    await day(page, '2026-11-21').click();
    await expect(hint(page)).toHaveText(
      '星期六入住后无法选择退房日期。入住期间不能跨越星期日。请按“清除”重新选择入住日期。',
    );
  });
});
