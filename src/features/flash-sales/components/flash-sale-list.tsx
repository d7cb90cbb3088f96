import type { ReactNode } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { CardGrid } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { useNow } from '../../../components/ui/use-now';
import { usePageMeta } from '../../../components/layout/use-page-meta';
import { format, useMessages } from '../../../i18n';
import { flashSalesQueryOptions } from '../api/queries';
import { sortFlashSales } from '../model/flash-sale-status';
import { FlashSaleCard } from './flash-sale-card';
import { flashSaleMessages } from '../messages';
import styles from './flash-sales.module.css';

/** The flash-sale page: current sales with live countdowns, then the ended ones apart. */
export function FlashSaleList({ notify }: { notify?: ReactNode }) {
  const t = useMessages(flashSaleMessages);
  usePageMeta({ title: t.listTitle, description: t.listDescription });
  const { data } = useSuspenseQuery(flashSalesQueryOptions());
  // One clock for every countdown on the page.
  const now = useNow(1000);
  const { current, expired } = sortFlashSales(data, now);
  const live = current.filter((item) => item.status === 'live').length;
  const upcoming = current.length - live;

  return (
    <>
      <PageHeader title={t.listTitle} lead={t.listLead}>
        {notify}
      </PageHeader>
      <div className={`container ${styles.list}`}>
        <p className={styles.count}>
          {format(live === 1 ? t.countOne : t.countMany, { n: live })}
          {upcoming > 0 && ` · ${format(t.countUpcoming, { n: upcoming })}`}
        </p>
        {current.length === 0 ? (
          <EmptyState title={t.emptyTitle} message={t.emptyMessage} />
        ) : (
          <CardGrid label={t.listTitle} headingLevel={2}>
            {current.map(({ sale, status }, index) => (
              <FlashSaleCard
                key={sale.id}
                sale={sale}
                status={status}
                now={now}
                first={index === 0}
              />
            ))}
          </CardGrid>
        )}
        {expired.length > 0 && (
          <section className={styles.endedSection} aria-labelledby="flash-sales-ended">
            <h2 id="flash-sales-ended">{t.endedTitle}</h2>
            <CardGrid label={t.endedTitle}>
              {expired.map((sale) => (
                <FlashSaleCard key={sale.id} sale={sale} status="expired" now={now} />
              ))}
            </CardGrid>
          </section>
        )}
      </div>
    </>
  );
}
