import { defineMessages, format, useMessages, type Messages } from '../../i18n';
import { openStatusAt, type OpenStatus, type OpeningHours } from '../../shared/opening-hours';
import { useNow } from './use-now';
import styles from './open-status-badge.module.css';
import { weekdayEntry } from '../../shared/weekdays';

export const openStatusMessages = defineMessages(
  {
    openNow: 'Open now',
    openAllDay: 'Open 24 hours',
    closesIn: 'Closes in {n} min',
    opensAt: 'Opens at {time}',
    opensTomorrow: 'Opens tomorrow at {time}',
    opensOn: 'Opens {day} at {time}',
    closedToday: 'Closed today',
    closed: 'Closed',
    days: weekdayEntry('en', 'short'),
  },
  {
    openNow: '营业中',
    openAllDay: '24小时营业',
    closesIn: '{n} 分钟后打烊',
    opensAt: '{time} 开始营业',
    opensTomorrow: '明天 {time} 开始营业',
    opensOn: '{day} {time} 开始营业',
    closedToday: '今日休息',
    closed: '已打烊',
    days: weekdayEntry('ch', 'short'),
  },
);

type OpenStatusMessages = Messages<keyof typeof openStatusMessages.en>;

/** Short weekday name (0 = Sunday) in the dictionary's language. */
export function weekdayName(t: OpenStatusMessages, dayOfWeek: number): string {
  return t.days.split(',')[dayOfWeek] ?? '';
}

/** The words for a status: "Open now", "Closes in 20 min", "Opens at 11:00", "Closed today · Opens Mon at 10:00". */
export function openStatusText(status: OpenStatus, t: OpenStatusMessages): string {
  switch (status.state) {
    case 'open':
      return status.closesAt === null ? t.openAllDay : t.openNow;
    case 'closing-soon':
      return format(t.closesIn, { n: status.minutesUntilClose });
    case 'closed': {
      const next = status.nextOpening;
      if (!next) return t.closed;
      const opens =
        next.daysAhead === 0
          ? format(t.opensAt, { time: next.opensAt })
          : next.daysAhead === 1
            ? format(t.opensTomorrow, { time: next.opensAt })
            : format(t.opensOn, { day: weekdayName(t, next.dayOfWeek), time: next.opensAt });
      return status.closedToday ? `${t.closedToday} · ${opens}` : opens;
    }
  }
}

const TONE: Record<OpenStatus['state'], string> = {
  open: 'open',
  'closing-soon': 'closing',
  closed: 'closed',
};

/** The status badge at a given instant; lists pass the one clock they run for all their cards. */
export function OpenStatusBadgeAt({
  hours,
  now,
  className,
}: {
  hours: readonly OpeningHours[];
  now: number;
  className?: string;
}) {
  const t = useMessages(openStatusMessages);
  const status = openStatusAt(hours, now);
  return (
    <span
      className={[styles.badge, styles[TONE[status.state]], className].filter(Boolean).join(' ')}
      data-state={status.state}
    >
      <span className={styles.dot} aria-hidden="true" />
      {openStatusText(status, t)}
    </span>
  );
}

/** A store's (or the complex's) opening status in Singapore time, re-evaluated at each new minute. */
export function OpenStatusBadge({
  hours,
  className,
}: {
  hours: readonly OpeningHours[];
  className?: string;
}) {
  const now = useNow(60_000);
  return <OpenStatusBadgeAt hours={hours} now={now} className={className} />;
}
