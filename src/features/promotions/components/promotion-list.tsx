import { useMemo, type ReactNode } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { FilteredCardListPage } from '../../../components/ui/filtered-card-list';
import { useNow } from '../../../components/ui/use-now';
import { usePageMeta } from '../../../components/layout/use-page-meta';
import { useMessages } from '../../../i18n';
import { promotionCardsQueryOptions } from '../api/queries';
import { applyPromotionFilter, countByFilter, listPromotions } from '../model/filter-promotions';
import { PROMOTION_FILTERS, type PromotionFilter } from '../model/promotion-search';
import { PromotionCard } from './promotion-card';
import { promotionMessages } from '../messages';
import { promotionCardMessages } from './promotion-card-messages';

/** The promotions page: filter chips mirrored in the URL by the route, a count and the cards. */
export function PromotionList({
  filter,
  onFilterChange,
  notify,
}: {
  filter?: PromotionFilter;
  onFilterChange: (filter: PromotionFilter | undefined) => void;
  /** Under the header: the route's "Notify me" control. */
  notify?: ReactNode;
}) {
  const t = useMessages(promotionMessages);
  const card = useMessages(promotionCardMessages);
  usePageMeta({ title: t.listTitle, description: t.listDescription });
  const { data } = useSuspenseQuery(promotionCardsQueryOptions());
  const now = useNow(60_000);
  const listed = useMemo(() => listPromotions(data, now), [data, now]);
  const shown = applyPromotionFilter(listed, filter);
  const counts = countByFilter(listed);
  const labels: Record<PromotionFilter, string> = {
    ongoing: card.ongoing,
    upcoming: card.upcoming,
    members_day: card.membersDay,
  };

  return (
    <FilteredCardListPage
      text={t}
      options={PROMOTION_FILTERS.map((value) => ({
        value,
        label: labels[value],
        count: counts[value],
      }))}
      filter={filter}
      onFilterChange={onFilterChange}
      shownCount={shown.length}
      headerAction={notify}
    >
      {shown.map((item, index) => (
        <PromotionCard key={item.promotion.id} listed={item} first={index === 0} />
      ))}
    </FilteredCardListPage>
  );
}
