import { createFileRoute } from '@tanstack/react-router';
import { LoadErrorState } from '../../components/ui/load-error-state';
import { orNotFound } from '../../lib/not-found';
import { promotionQueryOptions } from '../../features/promotions/api/queries';
import { PromotionDetail } from '../../features/promotions/components/promotion-detail';
import { PromotionDetailSkeleton } from '../../features/promotions/components/promotion-skeletons';

export const Route = createFileRoute('/promotions/$id')({
  loader: async ({ context, params }) => {
    await orNotFound(context.queryClient.ensureQueryData(promotionQueryOptions(params.id)));
  },
  pendingComponent: PromotionDetailSkeleton,
  errorComponent: LoadErrorState,
  component: PromotionPage,
});

function PromotionPage() {
  const { id } = Route.useParams();
  return <PromotionDetail id={id} />;
}
