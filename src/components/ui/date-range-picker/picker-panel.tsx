/**
 * The open picker. On desktop a popover under the fields with two months and Previous/Next; below
 * 768 px a full-screen dialog with a scrolling list of months (one column on phones, two on
 * tablets) and a Close button. Both end with the stay summary, the legend, Clear and Close.
 */
import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { MonthGrid, type MonthGridProps } from './month-grid';
import type { PickerMessages } from './messages';
import { PickerLegend } from './picker-legend';
import type { LegendItem } from './types';
import { useFocusRescue } from './use-focus-rescue';
import type { PickerLayout } from './use-picker-layout';
import styles from './picker-panel.module.css';

export interface PickerPanelProps {
  layout: PickerLayout;
  panelId: string;
  panelRef: RefObject<HTMLDivElement | null>;
  months: readonly string[];
  grid: Omit<MonthGridProps, 'month' | 'inList'>;
  canPrevious: boolean;
  canNext: boolean;
  canShowMore: boolean;
  status: string;
  legends: readonly LegendItem[];
  messages: PickerMessages;
  /** A date is chosen: Clear is offered only then. */
  canClear: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onShowMore: () => void;
  onClear: () => void;
  onClose: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
}

/** Loads further months as the end of the scrolling list comes into view. */
function useShowMoreWhenVisible(enabled: boolean, onShowMore: () => void) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = sentinel.current;
    if (!enabled || !target || typeof IntersectionObserver !== 'function') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onShowMore();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [enabled, onShowMore]);
  return sentinel;
}

/** Where the focus goes when the control holding it is disabled or removed (use-focus-rescue). */
function focusFallback(
  lost: HTMLElement,
  panel: HTMLElement | null,
  previous: HTMLButtonElement | null,
  next: HTMLButtonElement | null,
): HTMLElement | null | undefined {
  // The neighbouring month button, when it still works.
  if (lost === next && previous && !previous.disabled) return previous;
  if (lost === previous && next && !next.disabled) return next;
  // "Show more months" (known by its attribute once it has left the page) went with the last
  // months: the last month, just above where it was.
  if (lost.hasAttribute('data-more-months')) {
    const lastMonth = [...(panel?.querySelectorAll('[role="grid"]') ?? [])].at(-1);
    const day =
      lastMonth?.querySelector<HTMLElement>('button[data-date]:not([aria-disabled="true"])') ??
      lastMonth?.querySelector<HTMLElement>('button[data-date]');
    if (day) return day;
  }
  // Else the calendar's own tab stop.
  return panel?.querySelector<HTMLElement>('button[data-date][tabindex="0"]');
}

export function PickerPanel({ panelRef, ...props }: PickerPanelProps) {
  const { layout, messages, grid } = props;
  const paged = layout === 'desktop';
  const sentinel = useShowMoreWhenVisible(!paged && props.canShowMore, props.onShowMore);
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const noteFocus = useFocusRescue(panelRef, (lost) =>
    focusFallback(lost, panelRef.current, previousRef.current, nextRef.current),
  );

  const months = (
    <div className={styles.months} onMouseLeave={() => grid.onPreview(undefined)}>
      {props.months.map((month) => (
        <MonthGrid key={month} month={month} inList={!paged} {...grid} />
      ))}
    </div>
  );

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape and the Tab trap belong to the dialog as a whole (WAI-ARIA dialog pattern)
    <div
      ref={panelRef}
      id={props.panelId}
      role="dialog"
      aria-modal={paged ? undefined : true}
      aria-label={messages.dialogLabel}
      className={styles.panel}
      data-layout={layout}
      onKeyDown={props.onKeyDown}
      onFocus={noteFocus}
    >
      {!paged && (
        <div className={styles.dialogHeader}>
          <h2 className={styles.dialogTitle}>{messages.dialogLabel}</h2>
          <button
            type="button"
            className={styles.iconButton}
            onClick={props.onClose}
            aria-label={messages.close}
          >
            <X aria-hidden="true" size={22} />
          </button>
        </div>
      )}
      <div className={styles.body}>
        {paged && (
          <div className={styles.nav}>
            <button
              ref={previousRef}
              type="button"
              className={styles.iconButton}
              onClick={props.onPrevious}
              disabled={!props.canPrevious}
              aria-label={messages.previousMonth}
            >
              <ChevronLeft aria-hidden="true" size={20} />
            </button>
            <button
              ref={nextRef}
              type="button"
              className={styles.iconButton}
              onClick={props.onNext}
              disabled={!props.canNext}
              aria-label={messages.nextMonth}
            >
              <ChevronRight aria-hidden="true" size={20} />
            </button>
          </div>
        )}
        {months}
        {!paged && props.canShowMore && (
          <div ref={sentinel} className={styles.more}>
            <button
              type="button"
              className={styles.textButton}
              onClick={props.onShowMore}
              data-more-months=""
            >
              {messages.moreMonths}
            </button>
          </div>
        )}
      </div>
      <div className={styles.footer}>
        {/* A status: screen readers hear what the next click does, or why no day can be chosen. */}
        <p className={styles.status} role="status">
          {props.status}
        </p>
        <PickerLegend items={props.legends} label={messages.legendLabel} />
        <div className={styles.actions}>
          {props.canClear && (
            <button type="button" className={styles.textButton} onClick={props.onClear}>
              {messages.clear}
            </button>
          )}
          {paged && (
            <button type="button" className={styles.primaryButton} onClick={props.onClose}>
              {messages.close}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
