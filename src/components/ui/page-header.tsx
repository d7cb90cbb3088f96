import type { ReactNode } from 'react';
import styles from './page-header.module.css';

/**
 * The band at the top of a page: title, an optional lead and actions. A plain <div>, not <header>:
 * inside <main> a <header> may be exposed as a second banner landmark beside the site header.
 */
export function PageHeader({
  title,
  lead,
  lang,
  children,
}: {
  title: string;
  lead?: ReactNode;
  /** Of the title and lead, for wire texts: `'en'` when English on a Chinese page (see `textLang`). */
  lang?: { title?: 'en'; lead?: 'en' };
  children?: ReactNode;
}) {
  return (
    <div className={styles.header}>
      <div className="container">
        <h1 className={styles.title} lang={lang?.title}>
          {title}
        </h1>
        {lead && (
          <p className={styles.lead} lang={lang?.lead}>
            {lead}
          </p>
        )}
        {children}
      </div>
    </div>
  );
}
