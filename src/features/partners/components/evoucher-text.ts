import { formatCount, formatMoney } from '../../../lib/format';
import { displayDate, format, type Messages } from '../../../i18n';
import type { Language } from '../../../lib/language';
import type { Evoucher } from '../model/evoucher';
import type { evoucherMessages } from '../messages';

type EvoucherMessages = Messages<keyof typeof evoucherMessages.en>;

/** "Worth $10.00 · 1,000 points" */
export function evoucherPriceLine(evoucher: Evoucher, t: EvoucherMessages): string {
  return [
    evoucher.value !== undefined
      ? format(t.value, { value: formatMoney(evoucher.value) })
      : undefined,
    evoucher.pointsCost !== undefined
      ? format(t.points, { n: formatCount(evoucher.pointsCost) })
      : undefined,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** "Valid 01 Jan 2026 – 31 Mar 2026" (dates in `language`), or only the end, or nothing. */
export function evoucherValidity(
  evoucher: Evoucher,
  t: EvoucherMessages,
  language: Language,
): string | undefined {
  const start = displayDate(language, evoucher.validFrom);
  const end = displayDate(language, evoucher.validTo);
  if (start && end) return format(t.valid, { start, end });
  if (end) return format(t.validUntil, { date: end });
  return undefined;
}
