import { describe, expect, it } from 'vitest';
import { buildMonth, CELLS_PER_MONTH, weekdayOrder, weeksOf } from './build-month';

describe('buildMonth', () => {
  it.each([
    // month, first day of week, first cell, last cell, days in month
    ['2026-11', 0, '2026-11-01', '2026-12-12', 30], // 1 Nov 2026 is a Sunday
    ['2026-11', 1, '2026-10-26', '2026-12-06', 30],
    ['2026-03', 0, '2026-03-01', '2026-04-11', 31], // US daylight saving starts on the 8th
    ['2027-01', 0, '2026-12-27', '2027-02-06', 31], // across the year end
    ['2026-02', 0, '2026-02-01', '2026-03-14', 28],
    ['2028-02', 6, '2028-01-29', '2028-03-10', 29], // leap year, weeks start on Saturday
    ['2026-08', 0, '2026-07-26', '2026-09-05', 31], // six full weeks needed
  ])('%s starting weeks on %i runs from %s to %s', (month, firstDay, first, last, days) => {
    const cells = buildMonth(month, firstDay);
    expect(cells).toHaveLength(CELLS_PER_MONTH);
    expect(cells[0]?.date).toBe(first);
    expect(cells.at(-1)?.date).toBe(last);
    expect(cells.filter((cell) => cell.inMonth)).toHaveLength(days);
    expect(cells.find((cell) => cell.inMonth)?.date).toBe(`${month}-01`);
  });

  it('has consecutive dates with no gap or repeat (no daylight-saving slip)', () => {
    const cells = buildMonth('2026-03', 0);
    const times = cells.map((cell) => Date.parse(`${cell.date}T00:00:00Z`));
    times
      .slice(1)
      .forEach((time, index) => expect(time - (times[index] as number)).toBe(86_400_000));
  });

  it.each([
    [0, [0, 1, 2, 3, 4, 5, 6]],
    [1, [1, 2, 3, 4, 5, 6, 0]],
    [6, [6, 0, 1, 2, 3, 4, 5]],
    [8, [1, 2, 3, 4, 5, 6, 0]],
    [-1, [6, 0, 1, 2, 3, 4, 5]],
    [Number.NaN, [0, 1, 2, 3, 4, 5, 6]],
  ])('first day of week %s orders columns %j', (firstDay, order) => {
    expect(weekdayOrder(firstDay)).toEqual(order);
  });

  it('splits into six weeks of seven', () => {
    const weeks = weeksOf(buildMonth('2026-11'));
    expect(weeks).toHaveLength(6);
    weeks.forEach((week) => expect(week).toHaveLength(7));
  });
});
