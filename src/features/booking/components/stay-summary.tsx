import { format, useLanguage, useMessages } from '../../../i18n';
import { formatMoney } from '../../../lib/format';
import type { Room } from '../model/room';
import { bookingMessages, type BookingMessages } from '../messages';
import { formatCalendarDate } from '../model/calendar-date-format';
import { quoteStay } from '../model/quote-stay';
import styles from './stay-summary.module.css';

export function daysLabel(t: BookingMessages, nights: number): string {
  return nights === 1 ? t.nightCount : format(t.nightsCount, { n: nights });
}

/** The chosen dates and what they cost, line by line, with the total the server will charge. */
export function StaySummary({
  room,
  checkIn,
  checkOut,
}: {
  room: Room;
  checkIn: string;
  checkOut: string;
}) {
  const t = useMessages(bookingMessages);
  const language = useLanguage();
  const quote = checkIn && checkOut ? quoteStay(room, checkIn, checkOut) : null;
  return (
    <section className={styles.summary} aria-labelledby="stay-summary-title" aria-live="polite">
      <h2 id="stay-summary-title" className={styles.title}>
        {t.summaryHeading}
      </h2>
      {quote ? (
        <>
          <dl className={styles.dates}>
            <div>
              <dt>{t.checkIn}</dt>
              <dd>{formatCalendarDate(checkIn, language)}</dd>
            </div>
            <div>
              <dt>{t.checkOut}</dt>
              <dd>{formatCalendarDate(checkOut, language)}</dd>
            </div>
          </dl>
          <ul className={styles.lines}>
            {quote.lines.map((line) => (
              <li key={line.price}>
                <span>
                  {format(t.priceLine, {
                    nights: daysLabel(t, line.nights),
                    price: formatMoney(line.price),
                  })}
                </span>
                <span>{formatMoney(line.price * line.nights)}</span>
              </li>
            ))}
          </ul>
          <p className={styles.total}>
            <span>
              {t.total} ({daysLabel(t, quote.nights)})
            </span>
            <strong data-testid="stay-total">{formatMoney(quote.total)}</strong>
          </p>
        </>
      ) : (
        <p className={styles.empty}>{t.noDates}</p>
      )}
    </section>
  );
}
