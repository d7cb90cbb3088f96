import { format, useLanguage, useMessages } from '../../../i18n';
import { formatCountdown, timeLeft } from '../model/countdown';
import { formatSaleDateTime } from '../model/sale-dates';
import { flashSaleMessages } from '../messages';
import styles from './flash-sales.module.css';

/**
 * "Ends in 2d 04:05:06" ticking each second, plus the static "Ends 21 Nov 2026, 18:00". The ticking
 * part is a timer with aria-live off, so screen readers are not interrupted every second; the
 * static end time is what they read.
 */
export function Countdown({ expiry, now }: { expiry: string | undefined; now: number }) {
  const t = useMessages(flashSaleMessages);
  const language = useLanguage();
  const left = timeLeft(expiry, now);
  const endsAt = formatSaleDateTime(expiry, language);
  if (left.expired) {
    return (
      <p className={styles.ended}>{endsAt ? format(t.endedAt, { date: endsAt }) : t.expired}</p>
    );
  }
  return (
    <div className={styles.countdown}>
      <p className={styles.ticking}>
        <span aria-hidden="true">{t.endsIn} </span>
        <span role="timer" aria-live="off" aria-atomic="false" className={styles.clock}>
          {formatCountdown(left, t.dayUnit)}
        </span>
      </p>
      <p className={styles.endsAt}>
        <time dateTime={expiry}>{format(t.endsAt, { date: endsAt })}</time>
      </p>
    </div>
  );
}
