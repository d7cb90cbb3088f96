import type { ReactNode } from 'react';
import { CardGrid } from './card';
import { EmptyState } from './empty-state';
import { PageHeader } from './page-header';
import { CardGridSkeleton } from './skeleton';
import styles from './card-list-page.module.css';

/**
 * A page that is a plain list of cards (collections, explore guides, e-vouchers): the page header
 * with any actions, then the cards under a heading for screen-reader navigation, or an empty state
 * when there are none.
 */
export function CardListPage({
  title,
  lead,
  actions,
  isEmpty,
  empty,
  children,
}: {
  title: string;
  lead?: string;
  /** Links under the header's lead (the e-vouchers' partner stores). */
  actions?: ReactNode;
  isEmpty: boolean;
  empty: { title: string; message: string; action?: ReactNode };
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} lead={lead}>
        {actions && <div className={styles.actions}>{actions}</div>}
      </PageHeader>
      <div className={`container ${styles.page}`}>
        {isEmpty ? (
          <EmptyState title={empty.title} message={empty.message} action={empty.action} />
        ) : (
          <>
            <h2 className="visually-hidden">{title}</h2>
            <CardGrid label={title}>{children}</CardGrid>
          </>
        )}
      </div>
    </>
  );
}

/** What a CardListPage shows while its data loads: the same header over card-shaped placeholders. */
export function CardListPageSkeleton({
  title,
  lead,
  loadingLabel,
}: {
  title: string;
  lead?: string;
  loadingLabel: string;
}) {
  return (
    <>
      <PageHeader title={title} lead={lead} />
      <div className={`container ${styles.page}`}>
        <CardGridSkeleton label={loadingLabel} />
      </div>
    </>
  );
}

/** The short muted text under a card's title. */
export function CardSummary({ lang, children }: { lang?: 'en'; children: ReactNode }) {
  return (
    <p className={styles.summary} lang={lang}>
      {children}
    </p>
  );
}
