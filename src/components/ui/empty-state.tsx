import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

/**
 * A designed empty or error state: fountain-ring art, a message, and an optional action. Its title
 * is a section's heading (h2), or the page's own (h1) where the state stands for the whole page.
 */
export function EmptyState({
  title,
  message,
  action,
  tone = 'neutral',
  headingLevel = 2,
}: {
  title: string;
  message?: ReactNode;
  action?: ReactNode;
  tone?: 'neutral' | 'error';
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
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
      <Heading className={styles.title}>{title}</Heading>
      {message && <p className={styles.message}>{message}</p>}
      {action}
    </div>
  );
}
