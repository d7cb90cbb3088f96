import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Clock, Radio, WifiOff } from 'lucide-react';
import { format, textLang, useLanguage, useMessages } from '../../../i18n';
import { formatCount } from '../../../lib/format';
import { parkingMessages } from '../messages';
import type { Parking, Trend } from '../model/parking';
import type { ReadingStatus } from '../model/reading-status';
import { ageText, updatedText, type ParkingText } from './parking-text';
import styles from './parking.module.css';

/** Where on /parking the carpark's rates and privileges are (the CMS's blocks, the route's). */
export const RATES_ID = 'rates-and-privileges';

/** The way to the carpark's rates and privileges, from any page. */
export function RatesLink({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <Link to="/parking" hash={RATES_ID} className={className}>
      {children}
    </Link>
  );
}

function StatusLine({ status, trend, t }: { status: ReadingStatus; trend: Trend; t: ParkingText }) {
  if (status.kind === 'none') return null;
  if (status.kind === 'last-known') {
    const Icon = status.offline ? WifiOff : Clock;
    return (
      <p className={`${styles.status} ${styles.statusOld}`}>
        <Icon size={18} aria-hidden="true" />
        {format(status.offline ? t.lastKnownOffline : t.lastKnown, {
          age: ageText(t, status.ageMs),
        })}
      </p>
    );
  }
  return (
    <p className={styles.status}>
      <span className={styles.live}>
        <Radio size={18} aria-hidden="true" />
        {t.live}
      </span>
      <span>{updatedText(t, status.ageMs)}</span>
      {trend !== 'unknown' && <span>{t[trend]}</span>}
    </p>
  );
}

function Count({ lots, label, t }: { lots: number | null; label: string; t: ParkingText }) {
  return (
    <p className={styles.count}>
      <span className={styles.number}>{lots === null ? t.noCount : formatCount(lots)}</span>{' '}
      <span className={styles.countLabel}>{label}</span>
    </p>
  );
}

/**
 * The complex's free car and motorcycle lots with how old they are: live (at most five minutes
 * old, online) with the trend, else the last known count with its age, and without any count a
 * plain sentence and the link to the carpark's rates and privileges. The status comes first, so
 * nobody reads (or hears) an old number as the current one.
 */
export function ParkingNow({
  parking,
  status,
  pending,
}: {
  parking: Parking | undefined;
  status: ReadingStatus;
  pending: boolean;
}) {
  const t = useMessages(parkingMessages);
  const language = useLanguage();
  const reading = parking?.reading;
  if (pending) {
    return (
      <div className={styles.now} role="status">
        <p className={styles.status}>{t.loading}</p>
      </div>
    );
  }
  if (status.kind === 'none' || !reading) {
    return (
      <div className={styles.now}>
        <p>{reading ? format(t.noComplexCount, { name: reading.name }) : t.noReading}</p>
        <p>
          <RatesLink>{t.ratesLink}</RatesLink>
        </p>
      </div>
    );
  }
  return (
    <div className={`${styles.now} ${status.kind === 'live' ? '' : styles.old}`}>
      <StatusLine status={status} trend={reading.trend} t={t} />
      <p className={styles.place} lang={textLang(language)}>
        {reading.name}
      </p>
      <div className={styles.counts}>
        <Count lots={reading.carLots} label={t.carLots} t={t} />
        <Count lots={reading.motorcycleLots} label={t.motorcycleLots} t={t} />
      </div>
    </div>
  );
}
