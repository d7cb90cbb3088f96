import type { ReactNode } from 'react';
import styles from './notice.module.css';

/** A message inside a form. `alert` announces it at once (errors, outcomes); `status` politely. */
export function Notice({
  tone,
  role,
  children,
}: {
  tone: 'error' | 'info' | 'success' | 'warning';
  role?: 'alert' | 'status';
  children: ReactNode;
}) {
  return (
    <div role={role} className={`${styles.notice} ${styles[tone]}`}>
      <p className={styles.text}>{children}</p>
    </div>
  );
}
