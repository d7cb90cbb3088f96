/**
 * Date and time of a flash sale's start or end as shown to visitors, Singapore time:
 * `21 Nov 2026, 18:00`, or `2026年11月21日 18:00` on a Chinese page.
 */
import { DISPLAY_DATE_FORMAT, inSingapore } from '../../../shared/dates';
import type { Language } from '../../../shared/language';
import { formatChineseDate } from '../../../shared/singapore-time';

export function formatSaleDateTime(instant: string | undefined, language: Language): string {
  if (!instant) return '';
  const d = inSingapore(instant);
  if (!d.isValid()) return '';
  return language === 'ch'
    ? `${formatChineseDate(instant)} ${d.format('HH:mm')}`
    : d.format(`${DISPLAY_DATE_FORMAT}, HH:mm`);
}

/** Percentage saved, rounded down (never overstating the deal), or undefined without both prices. */
export function percentOff(
  originalPrice: number | undefined,
  salesPrice: number | undefined,
): number | undefined {
  if (
    originalPrice === undefined ||
    salesPrice === undefined ||
    originalPrice <= 0 ||
    salesPrice >= originalPrice
  )
    return undefined;
  return Math.floor(((originalPrice - salesPrice) / originalPrice) * 100);
}
