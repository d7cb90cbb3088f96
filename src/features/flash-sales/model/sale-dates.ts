/** Date and time of a flash sale's end as shown to visitors: `21 Nov 2026, 18:00`, Singapore time. */
import { DISPLAY_DATE_FORMAT, inSingapore } from '../../../shared/dates';

export function formatSaleDateTime(instant: string | undefined): string {
  if (!instant) return '';
  const d = inSingapore(instant);
  return d.isValid() ? d.format(`${DISPLAY_DATE_FORMAT}, HH:mm`) : '';
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
