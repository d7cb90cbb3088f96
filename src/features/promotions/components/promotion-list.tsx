import { useMemo } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { CardGrid } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { FilterChips } from '../../../components/ui/filter-chips';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { useNow } from '../../../components/ui/use-now';
import { usePageMeta } from '../../../components/layout/use-page-meta';
import { format, useMessages } from '../../../i18n';
import { promotionsQueryOptions } from '../api/get-promotions';
import {
  applyPromotionFilter,
  countByFilter,
  listPromotions,
  PROMOTION_FILTERS,
  type PromotionFilter,
} from '../filter-promotions';
import { PromotionCard } from './promotion-card';
import { promotionMessages } from './promotion-messages';
import styles from './promotions.module.css';

/** The promotions page: filter chips mirrored in the URL by the route, a count and the cards. */
export function PromotionList({
  filter,
  onFilterChange,
}: {
  filter?: PromotionFilter;
  onFilterChange: (filter: PromotionFilter | undefined) => void;
}) {
  const t = useMessages(promotionMessages);
  usePageMeta({ title: t.listTitle, description: t.listDescription });
  const { data } = useSuspenseQuery(promotionsQueryOptions());
  const now = useNow(60_000);
  const listed = useMemo(() => listPromotions(data, now), [data, now]);
  const shown = applyPromotionFilter(listed, filter);
  const counts = countByFilter(listed);
  const labels: Record<PromotionFilter, string> = {
    ongoing: t.ongoing,
    upcoming: t.upcoming,
    members_day: t.membersDay,
  };

  return (
    <>
      <PageHeader title={t.listTitle} lead={t.listLead} />
      <div className={`container ${styles.list}`}>
        <div className={styles.toolbar}>
          <FilterChips
            label={t.filterLabel}
            options={PROMOTION_FILTERS.map((value) => ({
              value,
              label: labels[value],
              count: counts[value],
            }))}
            selected={filter ? [filter] : []}
            onToggle={(value) => onFilterChange(value === filter ? undefined : value)}
          />
          <p className={styles.count} aria-live="polite">
            {format(shown.length === 1 ? t.countOne : t.countMany, { n: shown.length })}
          </p>
        </div>
        {shown.length === 0 ? (
          <EmptyState
            title={t.emptyTitle}
            message={filter ? t.emptyFiltered : t.emptyAll}
            action={
              filter ? (
                <Button onClick={() => onFilterChange(undefined)}>{t.showAll}</Button>
              ) : undefined
            }
          />
        ) : (
          <CardGrid label={t.listTitle}>
            {shown.map((item) => (
              <PromotionCard key={item.promotion.id} listed={item} />
            ))}
          </CardGrid>
        )}
      </div>
    </>
  );
}

