/** The picker's rules from its props, rebuilt only when a rule-bearing prop changes. */
import { useMemo } from 'react';
import { buildRules, type PickerRules } from './rules';
import type { DateRangePickerProps } from './types';

export function usePickerRules(props: DateRangePickerProps, startDate: string): PickerRules {
  const {
    endDate,
    minNights,
    maxNights,
    disabledDates,
    disabledDaysOfWeek,
    blockedDates,
    allowedRanges,
    singleDaySelection,
    allowSameDay,
    enableCheckout,
  } = props;
  return useMemo(
    () =>
      buildRules({
        startDate,
        endDate,
        minNights,
        maxNights,
        disabledDates,
        disabledDaysOfWeek,
        blockedDates,
        allowedRanges,
        singleDaySelection,
        allowSameDay,
        enableCheckout,
      }),
    [
      startDate,
      endDate,
      minNights,
      maxNights,
      disabledDates,
      disabledDaysOfWeek,
      blockedDates,
      allowedRanges,
      singleDaySelection,
      allowSameDay,
      enableCheckout,
    ],
  );
}
