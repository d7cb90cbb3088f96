/**
 * The hotel-style date-range picker (spec sections 2, 4 and 5): Check-in and Check-out fields that
 * open a calendar of 42-cell months; the rules live in the pure modules beside this file, this
 * component holds the open state, the view and the focus.
 */
import { useCallback, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { singaporeToday, ISO_DATE_FORMAT } from '../../../shared/dates';
import { useMessages } from '../../../i18n';
import {
  addCalendarDays,
  addMonths,
  formatCalendarDate,
  isIsoDate,
  maxDate,
  minDate,
  monthOf,
  monthsBetween,
} from './calendar';
import { isAwaitingCheckout } from './day-state';
import { clampToMonths, isMovementKey, moveFocus } from './keyboard';
import { pickerMessages, type PickerMessages } from './messages';
import {
  canGoNext,
  canGoPrevious,
  clampViewMonth,
  listMonthLimit,
  monthBounds,
  viewMonthShowing,
} from './navigation';
import { PickerFields, type FieldName } from './picker-fields';
import { PickerPanel } from './picker-panel';
import { selectDate, clearSelection } from './selection';
import { staySummary } from './stay-summary';
import type { DateRangePickerProps, DateRangeValue, LegendItem } from './types';
import { useAdvanceGate } from './use-advance-gate';
import { usePickerLayout } from './use-picker-layout';
import { usePickerRules } from './use-picker-rules';
import {
  useDismiss,
  useEscapeToClose,
  useFocusRequest,
  useKeepInViewport,
  useScrollLock,
} from './use-picker-effects';
import styles from './date-range-picker.module.css';

/** Months the scrolling list shows at first; more load as it is scrolled. */
const INITIAL_LIST_MONTHS = 6;
const PAGED_MONTHS = 2;

function defaultLegends(messages: PickerMessages): LegendItem[] {
  return [
    { label: messages.legendAvailable, color: 'var(--drp-available)' },
    { label: messages.legendSelected, color: 'var(--drp-selected)' },
    { label: messages.legendBooked, color: 'var(--drp-blocked)' },
    { label: messages.legendUnavailable, color: 'var(--drp-unavailable)' },
  ];
}

export function DateRangePicker(props: DateRangePickerProps) {
  const { firstDayOfWeek = 0, value, onChange, priceByDate, priceDefault } = props;
  const displayFormat = props.format ?? ISO_DATE_FORMAT;
  const messages = useMessages(pickerMessages);
  const layout = usePickerLayout();
  const paged = layout === 'desktop';
  const idPrefix = `drp${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const panelId = `${idPrefix}-panel`;
  const startDate = isIsoDate(props.startDate) ? props.startDate : singaporeToday();

  const rules = usePickerRules(props, startDate);
  const bounds = useMemo(() => monthBounds(rules), [rules]);

  const [ownValue, setOwnValue] = useState<DateRangeValue>({});
  const selection = value ?? ownValue;
  const [open, setOpen] = useState(false);
  const [opener, setOpener] = useState<FieldName>('checkIn');
  const [viewMonth, setViewMonth] = useState(bounds.firstMonth);
  const [listCount, setListCount] = useState(INITIAL_LIST_MONTHS);
  const [focusDate, setFocusDate] = useState(startDate);
  const [previewDate, setPreviewDate] = useState<string | undefined>(undefined);
  const tryAdvance = useAdvanceGate();

  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const checkInRef = useRef<HTMLButtonElement>(null);
  const checkOutRef = useRef<HTMLButtonElement>(null);
  const requestDayFocus = useFocusRequest(panelRef, open, focusDate);

  const listLimit = listMonthLimit(bounds);
  const months = paged
    ? [
        clampViewMonth(viewMonth, bounds, PAGED_MONTHS),
        addMonths(clampViewMonth(viewMonth, bounds, PAGED_MONTHS), 1),
      ]
    : Array.from({ length: Math.min(listCount, listLimit) }, (_, index) =>
        addMonths(bounds.firstMonth, index),
      );
  const firstShown = months[0] ?? bounds.firstMonth;
  const lastShown = months.at(-1) ?? firstShown;
  const tabbableDate = clampToMonths(focusDate, firstShown, lastShown);

  const commit = useCallback(
    (next: DateRangeValue) => {
      if (value === undefined) setOwnValue(next);
      onChange?.(next);
    },
    [value, onChange],
  );

  const close = useCallback((returnFocusTo: FieldName | null) => {
    setOpen(false);
    setPreviewDate(undefined);
    if (returnFocusTo) (returnFocusTo === 'checkIn' ? checkInRef : checkOutRef).current?.focus();
  }, []);

  /** Shows `date` in the view: the paged months move, the list grows. */
  const reveal = useCallback(
    (date: string) => {
      setViewMonth((view) =>
        clampViewMonth(
          viewMonthShowing(date, clampViewMonth(view, bounds, PAGED_MONTHS), PAGED_MONTHS),
          bounds,
          PAGED_MONTHS,
        ),
      );
      setListCount((count) => Math.max(count, monthsBetween(bounds.firstMonth, monthOf(date)) + 2));
    },
    [bounds],
  );

  const showMoreMonths = useCallback(
    () => setListCount((count) => count + INITIAL_LIST_MONTHS),
    [],
  );

  const openPicker = (field: FieldName) => {
    if (open && field === opener) return close(null);
    const awaitingFrom =
      field === 'checkOut' && selection.checkIn && !selection.checkOut
        ? selection.checkIn
        : undefined;
    const wanted = awaitingFrom
      ? addCalendarDays(awaitingFrom, rules.minNights)
      : (selection.checkIn ?? startDate);
    const target = clampToMonths(
      rules.endDate
        ? minDate(maxDate(wanted, startDate), rules.endDate)
        : maxDate(wanted, startDate),
      bounds.firstMonth,
      bounds.lastMonth,
    );
    setOpener(field);
    setFocusDate(target);
    setPreviewDate(undefined);
    setViewMonth(clampViewMonth(monthOf(target), bounds, PAGED_MONTHS));
    setListCount(
      Math.max(INITIAL_LIST_MONTHS, monthsBetween(bounds.firstMonth, monthOf(target)) + 2),
    );
    setOpen(true);
    requestDayFocus();
  };

  const handleSelect = useCallback(
    (date: string) => {
      const result = selectDate(selection, date, rules);
      setFocusDate(date);
      if (!result.changed) return;
      commit(result.value);
      if (result.complete) close(rules.singleDaySelection ? 'checkIn' : 'checkOut');
    },
    [selection, rules, commit, close],
  );

  const handleDayKeyDown = useCallback(
    (date: string, event: KeyboardEvent<HTMLButtonElement>) => {
      if (!isMovementKey(event.key)) return;
      event.preventDefault();
      const next = clampToMonths(
        moveFocus(date, event.key, firstDayOfWeek, event.shiftKey),
        bounds.firstMonth,
        bounds.lastMonth,
      );
      setFocusDate(next);
      reveal(next);
      requestDayFocus();
    },
    [firstDayOfWeek, bounds, reveal, requestDayFocus],
  );

  const handlePanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(opener);
    } else if (event.key === 'Tab' && !paged) {
      trapTab(event, panelRef.current);
    }
  };

  useDismiss(rootRef, open && paged, () => close(null));
  useEscapeToClose(rootRef, open, () => close(opener));
  useScrollLock(open && !paged);
  useKeepInViewport(panelRef, open && paged);

  const fieldText = (date: string | undefined) =>
    date ? formatCalendarDate(date, displayFormat) : undefined;
  const awaiting = isAwaitingCheckout(selection, rules);

  return (
    <div
      ref={rootRef}
      className={[styles.root, props.className].filter(Boolean).join(' ')}
      data-open={open}
    >
      <PickerFields
        idPrefix={idPrefix}
        checkInText={fieldText(selection.checkIn)}
        checkOutText={fieldText(selection.checkOut)}
        open={open}
        singleDay={rules.singleDaySelection}
        activeField={awaiting ? 'checkOut' : 'checkIn'}
        panelId={panelId}
        messages={messages}
        checkInRef={checkInRef}
        checkOutRef={checkOutRef}
        onOpen={openPicker}
      />
      {open && (
        <PickerPanel
          layout={layout}
          panelId={panelId}
          panelRef={panelRef}
          months={months}
          grid={{
            idPrefix,
            firstDayOfWeek,
            rules,
            selection,
            previewDate,
            tabbableDate,
            priceByDate,
            priceDefault,
            messages,
            onSelect: handleSelect,
            onPreview: setPreviewDate,
            onKeyDown: handleDayKeyDown,
          }}
          canPrevious={canGoPrevious(firstShown, bounds)}
          canNext={canGoNext(firstShown, bounds, PAGED_MONTHS)}
          canShowMore={months.length < listLimit}
          status={staySummary({
            selection,
            rules,
            messages,
            displayFormat,
            priceByDate,
            priceDefault,
          })}
          legends={props.legends ?? defaultLegends(messages)}
          messages={messages}
          canClear={Boolean(selection.checkIn || selection.checkOut)}
          onPrevious={() => setViewMonth(addMonths(firstShown, -1))}
          onNext={() => {
            if (tryAdvance()) setViewMonth(addMonths(firstShown, 1));
          }}
          onShowMore={showMoreMonths}
          onClear={() => {
            commit(clearSelection());
            setPreviewDate(undefined);
            // The Clear button goes with the dates: hand the focus to the calendar's day.
            requestDayFocus();
          }}
          onClose={() => close(opener)}
          onKeyDown={handlePanelKeyDown}
        />
      )}
    </div>
  );
}

/** Keeps Tab inside the full-screen dialog. */
function trapTab(event: KeyboardEvent<HTMLDivElement>, panel: HTMLDivElement | null) {
  if (!panel) return;
  const focusable = [
    ...panel.querySelectorAll<HTMLElement>('button:not([disabled]), [href], [tabindex="0"]'),
  ].filter((element) => element.tabIndex >= 0);
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
