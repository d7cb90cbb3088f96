import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

/** A designed empty or error state: fountain-ring art, a message, and an optional action. */
export function EmptyState({
  title,
  message,
  action,
  tone = 'neutral',
}: {
  title: string;
  message?: ReactNode;
  action?: ReactNode;
  tone?: 'neutral' | 'error';
}) {
  return (
    <div className={styles.empty} role={tone === 'error' ? 'alert' : undefined}>
      <svg className={styles.art} viewBox="0 0 120 120" width="96" height="96" aria-hidden="true">
        <circle cx="60" cy="60" r="52" fill="none" stroke="var(--color-border)" strokeWidth="6" />
        <circle
          cx="60"
          cy="60"
          r="34"
          fill="none"
          stroke="var(--color-accent)"
          strokeWidth="4"
          strokeDasharray="12 8"
        />
        <circle
          cx="60"
          cy="60"
          r="12"
          fill={tone === 'error' ? 'var(--color-promo)' : 'var(--color-primary)'}
        />
      </svg>
      <h2 className={styles.title}>{title}</h2>
      {message && <p className={styles.message}>{message}</p>}
      {action}
    </div>
  );
}
