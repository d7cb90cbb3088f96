import { afterEach, describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import { setLanguage } from '../../lib/language';
import { displayDate } from '../../i18n';
import { DateRange } from './date-range';

afterEach(() => act(() => setLanguage('en')));

describe('DateRange', () => {
  it('shows Singapore dates in the visitor’s language, and follows a switch', () => {
    // 16:00Z is midnight of the next day in Singapore, whatever the device's zone.
    const { container } = render(
      <DateRange start="2026-10-12T16:00:00Z" end="2027-04-16T15:59:00Z" />,
    );
    expect(container.textContent).toBe('13 Oct 2026 – 16 Apr 2027');
    act(() => setLanguage('ch'));
    expect(container.textContent).toBe('2026年10月13日 – 2027年4月16日');
    expect(container.querySelector('time')?.getAttribute('dateTime')).toBe('2026-10-12T16:00:00Z');
  });

  it('shows one date for a single day, and nothing without dates', () => {
    act(() => setLanguage('ch'));
    const { container, rerender } = render(
      <DateRange start="2026-12-02T00:00:00+08:00" end="2026-12-02T23:59:00+08:00" />,
    );
    expect(container.textContent).toBe('2026年12月2日');
    rerender(<DateRange />);
    expect(container.textContent).toBe('');
  });
});

describe('displayDate', () => {
  it.each([
    ['en', '2026-12-01T16:00:00Z', '02 Dec 2026'],
    ['ch', '2026-12-01T16:00:00Z', '2026年12月2日'],
    ['en', undefined, ''],
    ['ch', null, ''],
    ['ch', 'not a date', ''],
  ] as const)('in %s, %s is %j', (language, instant, shown) => {
    expect(displayDate(language, instant)).toBe(shown);
  });
});
