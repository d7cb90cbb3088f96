import { createFileRoute } from '@tanstack/react-router';
import { LoadErrorState } from '../../components/ui/load-error-state';
import { orNotFound } from '../../lib/not-found';
import { promotionQueryOptions } from '../../features/promotions/api/queries';
import { PromotionDetail } from '../../features/promotions/components/promotion-detail';
import { PromotionDetailSkeleton } from '../../features/promotions/components/promotion-skeletons';

/** `/promotion/{id}`: the spec's second address of a promotion, same page as `/promotions/{id}`. */
export const Route = createFileRoute('/promotion/$id')({
  loader: async ({ context, params }) => {
    await orNotFound(context.queryClient.ensureQueryData(promotionQueryOptions(params.id)));
  },
  pendingComponent: PromotionDetailSkeleton,
  errorComponent: LoadErrorState,
  component: PromotionAliasPage,
});

function PromotionAliasPage() {
  const { id } = Route.useParams();
  return <PromotionDetail id={id} />;
}
