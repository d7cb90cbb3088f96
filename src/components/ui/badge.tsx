import type { ReactNode } from 'react';
import styles from './badge.module.css';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'info' | 'promo';

/** A small label on a card: Ongoing, Upcoming, Members' day, Open now, Halal, e-Voucher... */
export function Badge({
  tone = 'neutral',
  lang,
  children,
}: {
  tone?: BadgeTone;
  /** `'en'` for an English wire text on a Chinese page (see `textLang`). */
  lang?: 'en';
  children: ReactNode;
}) {
  return (
    <span className={`${styles.badge} ${styles[tone]}`} lang={lang}>
      {children}
    </span>
  );
}
