/**
 * One month as an ARIA grid named by its heading ("November 2026"): a row of weekday headers and
 * six weeks of day cells. States, names and prices are worked out here once per render.
 */
import { useMemo, type KeyboardEvent } from 'react';
import { buildMonth, weekdayOrder, weeksOf } from './build-month';
import { dayStates, previewStayEnd } from './day-state';
import { dayAccessibleName, monthHeading, weekdayHeaders } from './labels';
import type { PickerMessages } from './messages';
import { stayTooltip } from './nights-label';
import { formatCompactPrice, formatFullPrice, priceForDate } from './price-for-date';
import type { PickerRules } from './rules';
import type { DateRangeValue, PriceRange } from './types';
import { DayCell } from './day-cell';
import styles from './month-grid.module.css';

export interface MonthGridProps {
  month: string;
  /**
   * In the full-screen scrolling list: month titles are headings (under the dialog's heading) and
   * an all-hidden sixth week takes no height. In the popover: plain labels, fixed height.
   */
  inList: boolean;
  idPrefix: string;
  firstDayOfWeek: number;
  rules: PickerRules;
  selection: DateRangeValue;
  previewDate: string | undefined;
  tabbableDate: string;
  priceByDate: readonly PriceRange[] | undefined;
  priceDefault: number | undefined;
  messages: PickerMessages;
  onSelect: (date: string) => void;
  onPreview: (date: string | undefined) => void;
  onKeyDown: (date: string, event: KeyboardEvent<HTMLButtonElement>) => void;
}

/** Prices show on days a stay can include: not outside the window, disabled or booked. */
function showsPrice(states: readonly string[]): boolean {
  return !states.includes('invalid') && !states.includes('blocked') && !states.includes('disabled');
}

export function MonthGrid(props: MonthGridProps) {
  const { month, idPrefix, firstDayOfWeek, rules, selection, previewDate, tabbableDate, messages } =
    props;
  const headingId = `${idPrefix}-${month}`;
  const weeks = useMemo(() => weeksOf(buildMonth(month, firstDayOfWeek)), [month, firstDayOfWeek]);
  const headers = weekdayHeaders(weekdayOrder(firstDayOfWeek), messages);
  const tooltipId = `${idPrefix}-tooltip`;
  const Title = props.inList ? 'h3' : 'div';
  const previewEnd = previewStayEnd(selection, previewDate, rules);

  return (
    <div className={styles.month}>
      <Title id={headingId} className={styles.heading}>
        {monthHeading(month, messages)}
      </Title>
      <table role="grid" aria-labelledby={headingId} className={styles.grid}>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header.full} scope="col" className={styles.weekday}>
                <span aria-hidden="true">{header.short}</span>
                <span className={styles.visuallyHidden}>{header.full}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr
              key={week[0]?.date}
              className={
                props.inList && week.every((cell) => !cell.inMonth) ? styles.emptyWeek : undefined
              }
            >
              {week.map((cell, column) => {
                const states = dayStates({
                  date: cell.date,
                  inMonth: cell.inMonth,
                  rules,
                  selection,
                  previewDate,
                });
                const price =
                  cell.inMonth && showsPrice(states)
                    ? priceForDate(cell.date, props.priceByDate, props.priceDefault)
                    : undefined;
                const isPreview = cell.inMonth && cell.date === previewDate;
                // A hover preview is not part of the stay yet: keep it out of the spoken name.
                const namedStates = selection.checkOut
                  ? states
                  : states.filter((state) => state !== 'highlighted');
                return (
                  <DayCell
                    key={cell.date}
                    date={cell.date}
                    states={states}
                    previewEnd={cell.inMonth && cell.date === previewEnd}
                    selectable={states.includes('valid')}
                    accessibleName={dayAccessibleName(
                      cell.date,
                      namedStates,
                      price === undefined ? undefined : formatFullPrice(price),
                      messages,
                    )}
                    price={price === undefined ? undefined : formatCompactPrice(price)}
                    tabbable={cell.inMonth && cell.date === tabbableDate}
                    tooltip={
                      isPreview ? stayTooltip(cell.date, selection, rules, messages) : undefined
                    }
                    tooltipId={tooltipId}
                    column={column}
                    onSelect={props.onSelect}
                    onPreview={props.onPreview}
                    onKeyDown={props.onKeyDown}
                  />
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
