import type { ReactNode } from 'react';
import styles from './page-header.module.css';

/**
 * The band at the top of a page: title, an optional lead and actions. A plain <div>, not <header>:
 * inside <main> a <header> may be exposed as a second banner landmark beside the site header.
 */
export function PageHeader({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  return (
    <div className={styles.header}>
      <div className="container">
        <h1 className={styles.title}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </div>
    </div>
  );
}
