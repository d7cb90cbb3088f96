import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/language';
import { DateRangePicker } from './index';
import type { DateRangePickerProps } from './types';

const WINDOW = { startDate: '2026-11-03', endDate: '2027-01-31' } as const;

const day = (date: string) => {
  const element = document.querySelector<HTMLButtonElement>(`button[data-date="${date}"]`);
  if (!element) throw new Error(`No day ${date} on screen`);
  return element;
};
/** Names of the month grids on screen (a plain query: role queries over hundreds of days are slow in jsdom). */
const monthNames = () =>
  [...document.querySelectorAll('[role="grid"]')].map(
    (grid) => document.getElementById(grid.getAttribute('aria-labelledby') ?? '')?.textContent,
  );
const focusedDate = () => document.activeElement?.getAttribute('data-date');

async function openPicker(props: Partial<DateRangePickerProps> = {}, user = userEvent.setup()) {
  render(<DateRangePicker {...WINDOW} {...props} />);
  await user.click(screen.getByRole('button', { name: 'Check-in' }));
  return user;
}

afterEach(() => {
  act(() => setLanguage('en'));
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('DateRangePicker: month navigation', { timeout: 15_000 }, () => {
  // fireEvent rather than user-event here: user-event's wrapper waits on a real setTimeout, which
  // fake timers would hold forever; and the clicks must land within the same fake millisecond.
  function openWithFakeTimers(props: Partial<DateRangePickerProps> = {}) {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(<DateRangePicker {...WINDOW} {...props} />);
    fireEvent.click(screen.getByRole('button', { name: 'Check-in' }));
    return {
      next: screen.getByRole('button', { name: 'Next month' }),
      previous: screen.getByRole('button', { name: 'Previous month' }),
    };
  }

  it('ignores repeated Next clicks within 200 ms of an advance', () => {
    const { next } = openWithFakeTimers({ endDate: undefined });
    fireEvent.click(next);
    fireEvent.click(next);
    fireEvent.click(next);
    expect(monthNames()).toEqual(['December 2026', 'January 2027']);
    act(() => vi.advanceTimersByTime(199));
    fireEvent.click(next);
    expect(monthNames()).toEqual(['December 2026', 'January 2027']);
    act(() => vi.advanceTimersByTime(1));
    fireEvent.click(next);
    expect(monthNames()).toEqual(['January 2027', 'February 2027']);
  });

  it("stops at the end date's month and at the start date's month", () => {
    const { next, previous } = openWithFakeTimers();
    expect(previous.hasAttribute('disabled')).toBe(true);
    fireEvent.click(next);
    expect(monthNames()).toEqual(['December 2026', 'January 2027']);
    expect(next.hasAttribute('disabled')).toBe(true);
    act(() => vi.advanceTimersByTime(250));
    fireEvent.click(next);
    expect(monthNames()).toEqual(['December 2026', 'January 2027']);
    expect(previous.hasAttribute('disabled')).toBe(false);
    fireEvent.click(previous);
    expect(monthNames()).toEqual(['November 2026', 'December 2026']);
  });
});

describe('DateRangePicker: keyboard', { timeout: 15_000 }, () => {
  it('moves a single tab stop with the arrows, Home/End and PageUp/PageDown', async () => {
    const user = await openPicker({ value: { checkIn: '2026-11-20' } });
    expect(focusedDate()).toBe('2026-11-20');
    expect(document.querySelectorAll('button[data-date][tabindex="0"]')).toHaveLength(1);
    await user.keyboard('{ArrowRight}');
    expect(focusedDate()).toBe('2026-11-21');
    await user.keyboard('{ArrowDown}');
    expect(focusedDate()).toBe('2026-11-28');
    await user.keyboard('{Home}');
    expect(focusedDate()).toBe('2026-11-22');
    await user.keyboard('{End}');
    expect(focusedDate()).toBe('2026-11-28');
    await user.keyboard('{ArrowUp}');
    expect(focusedDate()).toBe('2026-11-21');
    await user.keyboard('{ArrowLeft}');
    expect(focusedDate()).toBe('2026-11-20');
    await user.keyboard('{PageDown}');
    expect(focusedDate()).toBe('2026-12-20');
    await user.keyboard('{PageDown}');
    expect(focusedDate()).toBe('2027-01-20');
    expect(monthNames()).toEqual(['December 2026', 'January 2027']);
    await user.keyboard('{PageDown}'); // the end date's month is the last one
    expect(focusedDate()).toBe('2027-01-31');
    await user.keyboard('{PageUp}{PageUp}{PageUp}');
    expect(focusedDate()).toBe('2026-11-01'); // clamped to the start date's month
    expect(monthNames()).toEqual(['November 2026', 'December 2026']);
    expect(document.querySelectorAll('button[data-date][tabindex="0"]')).toHaveLength(1);
  });

  it('selects with Enter and Space and shows the nights tooltip on focus', async () => {
    const user = await openPicker();
    await user.keyboard('{ArrowRight}{ArrowRight}'); // 3rd -> 5th
    await user.keyboard('{Enter}');
    expect(day('2026-11-05').closest('[role="gridcell"]')?.getAttribute('aria-selected')).toBe(
      'true',
    );
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tooltip').textContent).toBe('2 nights');
    expect(day('2026-11-07').getAttribute('aria-describedby')).toBe(screen.getByRole('tooltip').id);
    await user.keyboard(' ');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Check-out' })).toBe(document.activeElement);
  });

  it('opens from Check-out on the first possible check-out day', async () => {
    const user = userEvent.setup();
    render(<DateRangePicker {...WINDOW} minNights={2} value={{ checkIn: '2026-11-10' }} />);
    await user.click(screen.getByRole('button', { name: 'Check-out' }));
    expect(focusedDate()).toBe('2026-11-12');
    expect(screen.getByRole('tooltip').textContent).toBe('2 nights');
  });

  it('closes with Escape from a day and returns the focus to the field', async () => {
    const user = await openPicker();
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Check-in' })).toBe(document.activeElement);
  });
});

describe('DateRangePicker: focus at the ends of the months', { timeout: 15_000 }, () => {
  it('hands the focus from a Next that turns disabled to Previous, and back', async () => {
    const user = await openPicker();
    const next = screen.getByRole('button', { name: 'Next month' });
    const previous = screen.getByRole('button', { name: 'Previous month' });
    act(() => next.focus());
    await user.keyboard('{Enter}');
    expect(monthNames()).toEqual(['December 2026', 'January 2027']);
    expect(next.hasAttribute('disabled')).toBe(true);
    expect(document.activeElement).toBe(previous);
    await user.keyboard('{Enter}');
    expect(monthNames()).toEqual(['November 2026', 'December 2026']);
    expect(previous.hasAttribute('disabled')).toBe(true);
    expect(document.activeElement).toBe(next);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Check-in' }));
  });

  it('closes with Escape when the focus has fallen to the page', async () => {
    const user = await openPicker();
    act(() => (document.activeElement as HTMLElement).blur());
    expect(document.activeElement).toBe(document.body);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Check-in' }));
  });

  it('leaves Escape alone when the focus is elsewhere on the page', async () => {
    const user = userEvent.setup();
    render(
      <>
        <DateRangePicker {...WINDOW} />
        <button type="button">Elsewhere</button>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Check-in' }));
    // The full-screen dialog keeps the focus; the popover closes when it leaves, so this is the
    // moment just before: the key belongs to the other control.
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    act(() => {
      elsewhere.dispatchEvent(escape);
    });
    expect(escape.defaultPrevented).toBe(false);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

describe('DateRangePicker: language', { timeout: 15_000 }, () => {
  it('shows months, weekdays, names and the tooltip in Chinese', async () => {
    act(() => setLanguage('ch'));
    const user = userEvent.setup();
    render(<DateRangePicker {...WINDOW} priceDefault={180} />);
    await user.click(screen.getByRole('button', { name: '入住' }));
    expect(monthNames()).toEqual(['2026年11月', '2026年12月']);
    const grid = screen.getByRole('grid', { name: '2026年11月' });
    expect(within(grid).getAllByRole('columnheader')[0]?.lastElementChild?.textContent).toBe(
      '星期日',
    );
    expect(screen.getByRole('button', { name: '2026年11月20日 星期五, $180' })).toBe(
      day('2026-11-20'),
    );
    await user.click(day('2026-11-05'));
    await user.hover(day('2026-11-06'));
    expect(screen.getByRole('tooltip').textContent).toBe('1晚');
    await user.hover(day('2026-11-08'));
    expect(screen.getByRole('tooltip').textContent).toBe('3晚');
    expect(screen.getByRole('button', { name: '清除' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '下个月' })).toBeTruthy();
  });
});

// A dozen months are hundreds of buttons: role queries over them take seconds in jsdom.
describe('DateRangePicker: small screens', { timeout: 20_000 }, () => {
  function stubWidth(width: number) {
    vi.stubGlobal('matchMedia', (query: string) => {
      const min = Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0);
      return {
        matches: width >= min,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      };
    });
  }

  it('is a full-screen dialog with a scrolling list of months and a Close button under 768 px', async () => {
    stubWidth(375);
    const user = userEvent.setup();
    render(<DateRangePicker startDate="2026-11-03" />);
    await user.click(screen.getByRole('button', { name: 'Check-in' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.dataset.layout).toBe('phone');
    expect(screen.queryByRole('button', { name: 'Next month' })).toBeNull();
    expect(monthNames()).toHaveLength(6);
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('button', { name: 'Show more months' }));
    expect(monthNames()).toHaveLength(12);
    expect(monthNames().at(-1)).toBe('October 2027');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it('moves the focus to the last month when "Show more months" leaves with it', async () => {
    stubWidth(375);
    const user = userEvent.setup();
    // Seven months: six at first, the last one with the press.
    render(<DateRangePicker startDate="2026-11-03" endDate="2027-05-31" />);
    await user.click(screen.getByRole('button', { name: 'Check-in' }));
    const more = () => screen.queryByRole('button', { name: 'Show more months' });
    act(() => more()?.focus());
    await user.keyboard('{Enter}');
    expect(monthNames().at(-1)).toBe('May 2027');
    expect(more()).toBeNull();
    expect(focusedDate()).toBe('2027-05-01');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lists only the months up to the end date', async () => {
    stubWidth(600);
    const user = userEvent.setup();
    render(<DateRangePicker {...WINDOW} />);
    await user.click(screen.getByRole('button', { name: 'Check-in' }));
    expect(screen.getByRole('dialog').dataset.layout).toBe('tablet');
    expect(monthNames()).toEqual(['November 2026', 'December 2026', 'January 2027']);
    expect(screen.queryByRole('button', { name: 'Show more months' })).toBeNull();
  });

  it('keeps Tab inside the dialog', async () => {
    stubWidth(375);
    const user = userEvent.setup();
    render(<DateRangePicker {...WINDOW} />);
    await user.click(screen.getByRole('button', { name: 'Check-in' }));
    const dialog = screen.getByRole('dialog');
    for (let step = 0; step < 6; step += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });
});
