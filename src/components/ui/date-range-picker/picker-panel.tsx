/**
 * The open picker. On desktop a popover under the fields with two months and Previous/Next; below
 * 768 px a full-screen dialog with a scrolling list of months (one column on phones, two on
 * tablets) and a Close button. Both end with the stay summary, the legend, Clear and Close.
 */
import { useCallback, useEffect, useRef, type KeyboardEvent, type Ref } from 'react';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { MonthGrid, type MonthGridProps } from './month-grid';
import type { PickerMessages } from './messages';
import { PickerLegend } from './picker-legend';
import type { LegendItem } from './types';
import type { PickerLayout } from './use-picker-layout';
import styles from './picker-panel.module.css';

export interface PickerPanelProps {
  layout: PickerLayout;
  panelId: string;
  panelRef: Ref<HTMLDivElement>;
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

/**
 * A focused Previous/Next button that becomes disabled at the end of the months drops the focus
 * to the page; hand it to its partner instead.
 */
function useKeepNavFocus(canPrevious: boolean, canNext: boolean) {
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const lastFocused = useRef<'previous' | 'next' | undefined>(undefined);
  useEffect(() => {
    const focusLost = document.activeElement === document.body || document.activeElement === null;
    if (!focusLost) return;
    if (!canNext && lastFocused.current === 'next') previousRef.current?.focus();
    if (!canPrevious && lastFocused.current === 'previous') nextRef.current?.focus();
  }, [canPrevious, canNext]);
  const onPreviousFocus = useCallback(() => {
    lastFocused.current = 'previous';
  }, []);
  const onNextFocus = useCallback(() => {
    lastFocused.current = 'next';
  }, []);
  return { previousRef, nextRef, onPreviousFocus, onNextFocus };
}

export function PickerPanel({ panelRef, ...props }: PickerPanelProps) {
  const { layout, messages, grid } = props;
  const paged = layout === 'desktop';
  const sentinel = useShowMoreWhenVisible(!paged && props.canShowMore, props.onShowMore);
  const { previousRef, nextRef, onPreviousFocus, onNextFocus } = useKeepNavFocus(
    props.canPrevious,
    props.canNext,
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
              onFocus={onPreviousFocus}
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
              onFocus={onNextFocus}
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
            <button type="button" className={styles.textButton} onClick={props.onShowMore}>
              {messages.moreMonths}
            </button>
          </div>
        )}
      </div>
      <div className={styles.footer}>
        <p className={styles.status} aria-live="polite">
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
