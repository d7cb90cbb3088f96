import { useMessages } from '../../../i18n';
import {
  closesAfterMidnight,
  hoursOfDay,
  singaporeDayOfWeek,
  type DayOfWeek,
  type OpeningHours,
} from '../../../shared/opening-hours';
import { directoryMessages } from '../messages';
import styles from './opening-hours-table.module.css';

/** Singapore weeks are read Monday first. */
const WEEK: readonly DayOfWeek[] = [1, 2, 3, 4, 5, 6, 0];

/** The weekly hours as a table, Monday to Sunday, with today (in Singapore) highlighted. */
export function OpeningHoursTable({
  hours,
  now,
  caption,
}: {
  hours: readonly OpeningHours[];
  now: number;
  caption: string;
}) {
  const t = useMessages(directoryMessages);
  const today = singaporeDayOfWeek(now);
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{caption}</caption>
      <thead className="visually-hidden">
        <tr>
          <th scope="col">{t.day}</th>
          <th scope="col">{t.hours}</th>
        </tr>
      </thead>
      <tbody>
        {WEEK.map((day) => {
          const entries = hoursOfDay(hours, day);
          const isToday = day === today;
          return (
            <tr
              key={day}
              className={isToday ? styles.today : undefined}
              aria-current={isToday ? 'date' : undefined}
            >
              <th scope="row">
                <span className={styles.day}>{t.weekdays.split(',')[day]}</span>
                {/* A space, not a margin: on a narrow phone the tag wraps under the day's name. */}
                {isToday && (
                  <>
                    {' '}
                    <span className={styles.todayTag}>{t.today}</span>
                  </>
                )}
              </th>
              <td className={styles.hours}>
                {entries.length === 0
                  ? t.closed
                  : entries.map((entry) => (
                      <span key={entry.open} className={styles.slot}>
                        <span className={styles.time}>
                          {entry.open} – {entry.close}
                        </span>
                        {/* Closing at 00:00 is the end of the day, not the next one. */}
                        {closesAfterMidnight(entry) && entry.close !== '00:00' && (
                          <span className={styles.nextDay}> {t.nextDay}</span>
                        )}
                      </span>
                    ))}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
