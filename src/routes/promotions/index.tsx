import { createFileRoute } from '@tanstack/react-router';
import { LoadErrorState } from '../../components/ui/load-error-state';
import { NotifyMe } from '../../features/notifications/components/notify-me';
import { promotionCardsQueryOptions } from '../../features/promotions/api/queries';
import { PromotionList } from '../../features/promotions/components/promotion-list';
import { PromotionListSkeleton } from '../../features/promotions/components/promotion-skeletons';
import { promotionSearchSchema } from '../../features/promotions/model/promotion-search';

export const Route = createFileRoute('/promotions/')({
  validateSearch: promotionSearchSchema,
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(promotionCardsQueryOptions());
  },
  pendingComponent: PromotionListSkeleton,
  errorComponent: LoadErrorState,
  component: PromotionsPage,
});

function PromotionsPage() {
  const { filter } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PromotionList
      filter={filter}
      notify={<NotifyMe topic="members-days" />}
      onFilterChange={(next) =>
        void navigate({ search: { filter: next }, replace: true, resetScroll: false })
      }
    />
  );
}
