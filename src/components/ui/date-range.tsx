import { useDisplayDate } from '../../i18n';

/**
 * "01 Dec 2026 – 31 Dec 2026" in Singapore time (2026年12月1日 – 2026年12月31日 in Chinese), as <time>
 * elements; one date when both are the same day.
 */
export function DateRange({ start, end }: { start?: string; end?: string }) {
  const showDate = useDisplayDate();
  const from = showDate(start);
  const to = showDate(end);
  if (!from && !to) return null;
  if (!to || from === to) return <time dateTime={start}>{from}</time>;
  if (!from) return <time dateTime={end}>{to}</time>;
  return (
    <>
      <time dateTime={start}>{from}</time>
      {' – '}
      <time dateTime={end}>{to}</time>
    </>
  );
}
