/**
 * One day of a month grid: a button carrying its date, states and accessible name, plus the nights
 * tooltip when it is the day under the pointer or focus. Neighbouring-month days render as empty,
 * inert cells.
 */
import type { KeyboardEvent } from 'react';
import type { DayState } from './day-state';
import type { StayTooltip } from './nights-label';
import styles from './month-grid.module.css';

export interface DayCellProps {
  date: string;
  states: readonly DayState[];
  /** The would-be check-out under the pointer or focus: drawn as the stay's end. */
  previewEnd: boolean;
  selectable: boolean;
  accessibleName: string;
  /** Compact price shown under the day number. */
  price: string | undefined;
  /** The one day of the picker reachable with Tab (roving tabindex). */
  tabbable: boolean;
  tooltip: StayTooltip | undefined;
  tooltipId: string;
  /** Column 0-6, to keep the tooltip inside the month at the edges. */
  column: number;
  onSelect: (date: string) => void;
  onPreview: (date: string | undefined) => void;
  onKeyDown: (date: string, event: KeyboardEvent<HTMLButtonElement>) => void;
}

function tooltipAlign(column: number): 'start' | 'center' | 'end' {
  if (column <= 1) return 'start';
  return column >= 5 ? 'end' : 'center';
}

export function DayCell(props: DayCellProps) {
  const { date, states, selectable, accessibleName, price, tabbable, tooltip, tooltipId, column } =
    props;
  if (states.includes('hidden')) {
    return <td role="gridcell" className={styles.cell} data-state="hidden" />;
  }
  const selected = states.includes('first-selected') || states.includes('last-selected');
  return (
    // The chosen days' state sits on the gridcell, where ARIA allows it; a button cannot be
    // "selected", and its name already says check-in or check-out.
    <td role="gridcell" className={styles.cell} aria-selected={selected}>
      <button
        type="button"
        className={styles.day}
        data-date={date}
        data-state={states.join(' ')}
        data-preview-end={props.previewEnd || undefined}
        aria-disabled={!selectable}
        aria-describedby={tooltip ? tooltipId : undefined}
        tabIndex={tabbable ? 0 : -1}
        onClick={() => props.onSelect(date)}
        onMouseEnter={() => props.onPreview(date)}
        onFocus={() => props.onPreview(date)}
        onKeyDown={(event) => props.onKeyDown(date, event)}
      >
        {/* The name in text, not aria-label: the day number is the label, and the whole date
            with its price and state says what it is (WCAG 2.5.3). */}
        <span className="visually-hidden">{accessibleName}</span>
        <span className={styles.dayNumber} aria-hidden="true">
          {Number(date.slice(8, 10))}
        </span>
        {price && (
          <span className={styles.price} aria-hidden="true">
            {price}
          </span>
        )}
      </button>
      {tooltip && (
        <span
          role="tooltip"
          id={tooltipId}
          className={styles.tooltip}
          data-align={tooltipAlign(column)}
        >
          <span className={styles.tooltipNights}>{tooltip.nights}</span>
          {tooltip.hint && <span className={styles.tooltipHint}>{tooltip.hint}</span>}
        </span>
      )}
    </td>
  );
}
