import { useQuery } from '@tanstack/react-query';
import { Card, CardGrid } from '../../../components/ui/card';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatCount, formatMoney } from '../../../lib/format';
import {
  displayDate,
  format,
  localizedTitle,
  localizedTitleLang,
  textLang,
  useLanguage,
  useMessages,
} from '../../../i18n';
import type { Merchant } from '../model/merchant';
import { merchantDealsQueryOptions } from '../api/queries';
import { currentDeals, type Deal } from '../model/deal';
import { currentPromotions, type StorePromotionsAnswer } from '../model/store-promotions';
import { directoryMessages } from '../messages';
import styles from './store-page.module.css';
import { PlainText } from '../../../components/ui/plain-text';

/** A section's body while loading, after a failure (with a retry) or when empty. */
function SectionState({
  state,
  emptyText,
  onRetry,
}: {
  state: 'loading' | 'error' | 'empty';
  emptyText: string;
  onRetry: () => void;
}) {
  const t = useMessages(directoryMessages);
  if (state === 'loading') {
    return (
      <div className={styles.sectionLoading} aria-hidden="true">
        <Skeleton height="4.5em" />
        <Skeleton height="4.5em" />
      </div>
    );
  }
  if (state === 'error') {
    return (
      <p className={styles.sectionNote}>
        {t.offersFailed}{' '}
        <Button variant="secondary" onClick={onRetry}>
          {t.retry}
        </Button>
      </p>
    );
  }
  return <p className={styles.sectionNote}>{emptyText}</p>;
}

function DealItem({ deal }: { deal: Deal }) {
  const t = useMessages(directoryMessages);
  const language = useLanguage();
  const ends = displayDate(language, deal.endDate);
  return (
    <li className={styles.deal}>
      <h3 className={styles.dealTitle} lang={localizedTitleLang(language, deal.titleZh)}>
        {localizedTitle(language, deal.title, deal.titleZh)}
      </h3>
      {/* The wire has a deal's description in English only. */}
      <PlainText text={deal.description} className={styles.dealText} lang={textLang(language)} />
      <p className={styles.dealMeta}>
        {deal.price !== undefined && (
          <span className={styles.price}>{formatMoney(deal.price)}</span>
        )}
        {deal.points !== undefined && deal.points > 0 && (
          <span>{format(t.pointsCost, { n: formatCount(deal.points) })}</span>
        )}
        {ends && <span>{format(t.until, { date: ends })}</span>}
      </p>
    </li>
  );
}

/** The merchant's current deals (`list/model/deal` with its MerchantCode). */
export function MerchantDeals({
  merchant,
  now,
}: {
  merchant: Pick<Merchant, 'code'>;
  now: number;
}) {
  const t = useMessages(directoryMessages);
  const query = useQuery(merchantDealsQueryOptions(merchant.code));
  const deals = query.data ? currentDeals(query.data, now) : [];
  return (
    <section className={styles.section} aria-labelledby="store-deals">
      <h2 id="store-deals" className={styles.sectionTitle}>
        {t.deals}
      </h2>
      {deals.length > 0 ? (
        <ul className={styles.deals}>
          {deals.map((deal) => (
            <DealItem key={deal.id} deal={deal} />
          ))}
        </ul>
      ) : (
        <SectionState
          state={query.isPending ? 'loading' : query.isError ? 'error' : 'empty'}
          emptyText={t.noDeals}
          onRetry={() => void query.refetch()}
        />
      )}
    </section>
  );
}

/**
 * The store's promotions that have not ended, linking to the promotion pages, from what the route
 * gives (`query`).
 */
export function MerchantPromotions({ now, query }: { now: number; query: StorePromotionsAnswer }) {
  const t = useMessages(directoryMessages);
  const language = useLanguage();
  const promotions = query.data ? currentPromotions(query.data, now) : [];
  return (
    <section className={styles.section} aria-labelledby="store-promotions">
      <h2 id="store-promotions" className={styles.sectionTitle}>
        {t.promotions}
      </h2>
      {promotions.length > 0 ? (
        <CardGrid label={t.promotions}>
          {promotions.map((promotion) => (
            <Card
              key={promotion.id}
              to="/promotions/$id"
              params={{ id: promotion.id }}
              imageUrl={promotion.thumbnailUrl ?? promotion.imageUrl}
              title={promotion.title}
              titleZh={promotion.titleZh}
              meta={
                promotion.startDate && promotion.endDate
                  ? format(t.dateRange, {
                      start: displayDate(language, promotion.startDate),
                      end: displayDate(language, promotion.endDate),
                    })
                  : undefined
              }
            />
          ))}
        </CardGrid>
      ) : (
        <SectionState
          state={query.isPending ? 'loading' : query.isError ? 'error' : 'empty'}
          emptyText={t.noPromotions}
          onRetry={() => void query.refetch()}
        />
      )}
    </section>
  );
}
