import { useMemo, type ReactNode } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { FilteredCardListPage } from '../../../components/ui/filtered-card-list';
import { useDrawnOnApproach } from '../../../components/ui/use-drawn-on-approach';
import { useNow } from '../../../components/ui/use-now';
import { usePageMeta } from '../../../components/layout/use-page-meta';
import { useIsHydrating } from '../../../lib/hydrating';
import { format, useMessages } from '../../../i18n';
import { promotionCardsQueryOptions } from '../api/queries';
import { applyPromotionFilter, countByFilter, listPromotions } from '../model/filter-promotions';
import { PROMOTION_FILTERS, type PromotionFilter } from '../model/promotion-search';
import { PromotionCard } from './promotion-card';
import { promotionMessages } from '../messages';
import { promotionCardMessages } from './promotion-card-messages';

/**
 * Promotions the server draws (and hydration, the same): two rows of four at 1280 px, more than a
 * phone's first screen shows. The rest are drawn from what the page carries as the visitor
 * scrolls towards them, 24 at a time: a page drawn with all 33 cards had 655 elements, the most
 * of any page, each one styled and laid out before the first paint.
 */
export const SERVER_DRAWN_PROMOTIONS = 8;
const DRAWN_PER_STEP = 24;

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
  // Kept while the list and filter are: the cards drawn follow it as a deferred value.
  const shown = useMemo(() => applyPromotionFilter(listed, filter), [listed, filter]);
  const counts = countByFilter(listed);
  // Only a page the server drew starts with a few: one the app draws itself (a link followed,
  // Back) draws every card at once, so scroll restoration finds its place.
  const serverDrawing = useIsHydrating();
  const { drawn, total, more, grid, end, showAll } = useDrawnOnApproach(
    shown,
    () => (serverDrawing ? SERVER_DRAWN_PROMOTIONS : Infinity),
    DRAWN_PER_STEP,
  );
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
      gridRef={grid}
      endRef={end}
      showAll={more ? { label: format(t.showAllCards, { n: total }), onPress: showAll } : undefined}
    >
      {drawn.map((item, index) => (
        <PromotionCard key={item.promotion.id} listed={item} first={index === 0} />
      ))}
    </FilteredCardListPage>
  );
}
