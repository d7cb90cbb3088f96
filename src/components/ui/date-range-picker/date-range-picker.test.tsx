import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { setLanguage } from '../../../lib/language';
import { DateRangePicker } from './index';
import type { DateRangePickerProps, DateRangeValue } from './types';

const WINDOW = { startDate: '2026-11-03', endDate: '2027-01-31' } as const;

function renderPicker(props: Partial<DateRangePickerProps> = {}) {
  const onChange = vi.fn<(value: DateRangeValue) => void>();
  const user = userEvent.setup();
  render(<DateRangePicker {...WINDOW} onChange={onChange} {...props} />);
  return { user, onChange };
}

const day = (date: string) => {
  const element = document.querySelector<HTMLButtonElement>(`button[data-date="${date}"]`);
  if (!element) throw new Error(`No day ${date} on screen`);
  return element;
};
const checkInField = () => screen.getByRole('button', { name: 'Check-in' });
const checkOutField = () => screen.getByRole('button', { name: 'Check-out' });
const dialog = () => screen.queryByRole('dialog');
const state = (date: string) => day(date).getAttribute('data-state');
/** The text of the element(s) an element's aria-describedby points at. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

afterEach(() => {
  act(() => setLanguage('en'));
  vi.useRealTimers();
});

// Role queries over two months of day buttons take a while in jsdom on a busy machine: longer timeouts.
describe('DateRangePicker: opening and months', { timeout: 15_000 }, () => {
  it('opens from either field on two month grids of 42 cells each', async () => {
    const { user } = renderPicker();
    expect(dialog()).toBeNull();
    expect(checkInField().getAttribute('aria-expanded')).toBe('false');
    await user.click(checkInField());
    expect(checkInField().getAttribute('aria-expanded')).toBe('true');
    const grids = screen.getAllByRole('grid');
    expect(
      grids.map(
        (grid) =>
          grid.getAttribute('aria-labelledby') &&
          document.getElementById(grid.getAttribute('aria-labelledby') ?? '')?.textContent,
      ),
    ).toEqual(['November 2026', 'December 2026']);
    expect(screen.getByRole('grid', { name: 'November 2026' })).toBeTruthy();
    for (const grid of grids) {
      expect(within(grid).getAllByRole('gridcell')).toHaveLength(42);
    }
    // November 2026 begins on a Sunday: no hidden leading cell, 30 days, 12 hidden trailing cells.
    const november = within(grids[0] as HTMLElement).getAllByRole('gridcell');
    expect(november.filter((cell) => cell.dataset.state === 'hidden')).toHaveLength(12);
    expect(
      within(november[0] as HTMLElement)
        .getByRole('button')
        .getAttribute('data-date'),
    ).toBe('2026-11-01');
  });

  it('names days for people and marks what cannot be chosen', async () => {
    const { user } = renderPicker({ priceDefault: 180, blockedDates: ['2026-11-21'] });
    await user.click(checkInField());
    expect(
      screen
        .getByRole('button', { name: 'Friday 20 November 2026, $180' })
        .getAttribute('aria-disabled'),
    ).toBe('false');
    expect(day('2026-11-02').getAttribute('aria-disabled')).toBe('true');
    expect(state('2026-11-02')).toBe('invalid');
    expect(screen.getByRole('button', { name: 'Saturday 21 November 2026, booked' })).toBe(
      day('2026-11-21'),
    );
    // What the eye reads: the day and its price (the name above is in visually hidden text).
    const shown = day('2026-11-20').querySelectorAll('[aria-hidden="true"]');
    expect([...shown].map((part) => part.textContent).join('')).toBe('20$180');
  });

  it('shows weekday headers from the chosen first day of the week', async () => {
    const { user } = renderPicker({ firstDayOfWeek: 1 });
    await user.click(checkInField());
    const grid = screen.getByRole('grid', { name: 'November 2026' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.lastElementChild?.textContent),
    ).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(within(grid).getAllByRole('gridcell')[6]?.contains(day('2026-11-01'))).toBe(true);
  });

  it('defaults the start date to today in Singapore, whatever the device clock says', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T16:30:00Z')); // 21 Nov 00:30 in Singapore
    const user = userEvent.setup();
    render(<DateRangePicker />);
    await user.click(checkInField());
    expect(state('2026-11-20')).toBe('invalid');
    expect(state('2026-11-21')).toBe('valid');
  });
});

describe('DateRangePicker: choosing a stay', { timeout: 15_000 }, () => {
  it('sets the check-in, shows the nights on hover, then sets the check-out and closes', async () => {
    const { user, onChange } = renderPicker();
    await user.click(checkInField());
    await user.click(day('2026-11-05'));
    expect(onChange).toHaveBeenLastCalledWith({ checkIn: '2026-11-05' });
    expect(day('2026-11-05').closest('[role="gridcell"]')?.getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(state('2026-11-05')).toBe('first-selected out-of-range');
    expect(day('2026-11-04').getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Select your check-out date')).toBeTruthy();

    await user.hover(day('2026-11-06'));
    expect(screen.getByRole('tooltip').textContent).toBe('1 night');
    await user.hover(day('2026-11-08'));
    expect(screen.getByRole('tooltip').textContent).toBe('3 nights');
    expect(description(day('2026-11-08'))).toBe('3 nights');
    expect(state('2026-11-07')).toBe('valid highlighted');

    await user.click(day('2026-11-08'));
    expect(onChange).toHaveBeenLastCalledWith({ checkIn: '2026-11-05', checkOut: '2026-11-08' });
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(checkOutField());
    expect(description(checkInField())).toBe('2026-11-05');
    expect(description(checkOutField())).toBe('2026-11-08');
  });

  it('starts over with a new check-in when both dates are set', async () => {
    const { user, onChange } = renderPicker();
    await user.click(checkInField());
    await user.click(day('2026-11-05'));
    await user.click(day('2026-11-08'));
    await user.click(checkInField());
    expect(state('2026-11-05')).toBe('valid first-selected');
    expect(state('2026-11-06')).toBe('valid highlighted');
    expect(state('2026-11-08')).toBe('valid last-selected');
    await user.click(day('2026-11-20'));
    expect(onChange).toHaveBeenLastCalledWith({ checkIn: '2026-11-20' });
    expect(dialog()).not.toBeNull();
    expect(description(checkOutField())).toBe('Add date');
  });

  it('ignores clicks on days that cannot be chosen', async () => {
    const { user, onChange } = renderPicker({ disabledDates: ['2026-11-10'] });
    await user.click(checkInField());
    await user.click(day('2026-11-02'));
    await user.click(day('2026-11-10'));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(day('2026-11-05'));
    await user.click(day('2026-11-11'));
    expect(onChange).toHaveBeenLastCalledWith({ checkIn: '2026-11-05' });
    expect(state('2026-11-11')).toBe('disabled');
  });

  it('lets the first booked night be the check-out with enableCheckout', async () => {
    const { user, onChange } = renderPicker({
      blockedDates: ['2026-11-09', '2026-11-10'],
      enableCheckout: true,
    });
    await user.click(checkInField());
    await user.click(day('2026-11-05'));
    expect(state('2026-11-09')).toBe('valid blocked allowed-checkout');
    expect(day('2026-11-10').getAttribute('aria-disabled')).toBe('true');
    await user.hover(day('2026-11-09'));
    expect(screen.getByRole('tooltip').textContent).toBe('4 nights');
    await user.click(day('2026-11-09'));
    expect(onChange).toHaveBeenLastCalledWith({ checkIn: '2026-11-05', checkOut: '2026-11-09' });
  });

  it('greys out stays shorter than minNights and explains why', async () => {
    const { user } = renderPicker({ minNights: 3 });
    await user.click(checkInField());
    await user.click(day('2026-11-05'));
    expect(state('2026-11-07')).toBe('out-of-range');
    await user.hover(day('2026-11-07'));
    expect(screen.getByRole('tooltip').textContent).toBe('2 nightsMinimum stay: 3 nights');
    expect(state('2026-11-08')).toBe('valid');
  });

  it('sets both dates with one click in single-day mode, from one date field and no tooltip', async () => {
    const { user, onChange } = renderPicker({ singleDaySelection: true });
    const dateField = () => screen.getByRole('button', { name: 'Date' });
    expect(screen.queryByRole('button', { name: 'Check-in' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Check-out' })).toBeNull();
    await user.click(dateField());
    await user.hover(day('2026-11-08'));
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.click(day('2026-11-05'));
    expect(onChange).toHaveBeenLastCalledWith({ checkIn: '2026-11-05', checkOut: '2026-11-05' });
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(dateField());
    expect(description(dateField())).toBe('2026-11-05');
    await user.click(dateField());
    expect(state('2026-11-05')).toBe('valid first-selected last-selected');
    await user.hover(day('2026-11-09'));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows the hovered or focused check-out as the end of the would-be stay', async () => {
    const { user } = renderPicker();
    await user.click(checkInField());
    await user.click(day('2026-11-05'));
    await user.hover(day('2026-11-08'));
    expect(day('2026-11-08').hasAttribute('data-preview-end')).toBe(true);
    expect(state('2026-11-07')).toBe('valid highlighted');
    await user.hover(day('2026-11-06'));
    expect(day('2026-11-08').hasAttribute('data-preview-end')).toBe(false);
    expect(day('2026-11-06').hasAttribute('data-preview-end')).toBe(true);
    // The keyboard focus moves the end too.
    act(() => day('2026-11-10').focus());
    expect(day('2026-11-10').hasAttribute('data-preview-end')).toBe(true);
    expect(day('2026-11-06').hasAttribute('data-preview-end')).toBe(false);
    expect(state('2026-11-09')).toBe('valid highlighted');
    // A day before the check-in is no end.
    await user.hover(day('2026-11-04'));
    expect(document.querySelector('[data-preview-end]')).toBeNull();
  });

  it('keeps a stay from running across a disabled weekday and says why', async () => {
    const { user, onChange } = renderPicker({ disabledDaysOfWeek: ['Saturday'] });
    await user.click(checkInField());
    await user.click(day('2026-11-04'));
    expect(state('2026-11-06')).toBe('valid');
    expect(state('2026-11-07')).toBe('disabled');
    expect(state('2026-11-09')).toBe('disabled');
    await user.hover(day('2026-11-09'));
    expect(screen.getByRole('tooltip').textContent).toBe(
      '5 nightsA stay cannot run across a Saturday',
    );
    await user.click(day('2026-11-09'));
    expect(onChange).toHaveBeenLastCalledWith({ checkIn: '2026-11-04' });
    await user.click(day('2026-11-06'));
    expect(onChange).toHaveBeenLastCalledWith({ checkIn: '2026-11-04', checkOut: '2026-11-06' });
  });

  it('follows a controlled value', async () => {
    function Controlled() {
      const [value, setValue] = useState<DateRangeValue>({
        checkIn: '2026-12-30',
        checkOut: '2027-01-02',
      });
      return <DateRangePicker {...WINDOW} format="DD MMM YYYY" value={value} onChange={setValue} />;
    }
    const user = userEvent.setup();
    render(<Controlled />);
    expect(description(checkInField())).toBe('30 Dec 2026');
    expect(description(checkOutField())).toBe('02 Jan 2027');
    await user.click(checkInField());
    expect(
      screen.getAllByRole('grid').map((grid) => grid.getAttribute('aria-labelledby')?.slice(-7)),
    ).toEqual(['2026-12', '2027-01']);
    expect(state('2026-12-31')).toBe('valid highlighted');
    expect(screen.getByText('Your stay: 3 nights')).toBeTruthy();
  });

  it('shows the stay total from the prices', async () => {
    const { user } = renderPicker({
      priceDefault: 180,
      priceByDate: [{ start: '2026-11-06', end: '2026-11-07', price: 250 }],
    });
    await user.click(checkInField());
    await user.click(day('2026-11-05'));
    await user.click(day('2026-11-08'));
    await user.click(checkInField());
    expect(screen.getByText('Your stay: 3 nights, $610')).toBeTruthy();
  });
});

describe('DateRangePicker: Clear and Close', { timeout: 15_000 }, () => {
  it('Clear resets both dates and keeps the picker open', async () => {
    const { user, onChange } = renderPicker({
      value: { checkIn: '2026-11-05', checkOut: '2026-11-08' },
    });
    await user.click(checkInField());
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenLastCalledWith({});
    expect(dialog()).not.toBeNull();
  });

  it('Clear empties the fields of an uncontrolled picker', async () => {
    const { user } = renderPicker();
    await user.click(checkInField());
    await user.click(day('2026-11-05'));
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(state('2026-11-05')).toBe('valid');
    expect(description(checkInField())).toBe('Add date');
  });

  it('offers Clear only once a date is chosen, and hands the focus to the calendar after it', async () => {
    const { user } = renderPicker();
    await user.click(checkInField());
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
    await user.click(day('2026-11-05'));
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
    expect(document.activeElement?.getAttribute('data-date')).toBe('2026-11-05');
  });

  it('Close and Escape close the picker and give the focus back to the field that opened it', async () => {
    const { user } = renderPicker();
    await user.click(checkOutField());
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(checkOutField());

    await user.click(checkInField());
    expect(dialog()).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(checkInField());
  });

  it('closes on a click outside the popover', async () => {
    const user = userEvent.setup();
    render(
      <>
        <DateRangePicker {...WINDOW} />
        <p>Elsewhere</p>
      </>,
    );
    await user.click(checkInField());
    await user.click(screen.getByText('Elsewhere'));
    expect(dialog()).toBeNull();
  });
});
