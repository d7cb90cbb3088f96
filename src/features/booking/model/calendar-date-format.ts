/**
 * Calendar dates (`YYYY-MM-DD`, no time zone) for display. They are read as UTC dates on purpose:
 * a calendar date is not an instant, and reading it in the device's zone could shift it by a day.
 */
import { DISPLAY_DATE_FORMAT, utcCalendarDate } from '../../../shared/dates';
import type { Language } from '../../../lib/language';

/** `01 Dec 2026` in English, `2026年12月1日` in Chinese; '' for a value that is not a date. */
export function formatCalendarDate(date: string, language: Language = 'en'): string {
  const parsed = utcCalendarDate(date);
  if (!parsed.isValid()) return '';
  return language === 'ch'
    ? `${parsed.year()}年${parsed.month() + 1}月${parsed.date()}日`
    : parsed.format(DISPLAY_DATE_FORMAT);
}
