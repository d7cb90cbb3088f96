import { createFileRoute, notFound } from '@tanstack/react-router';
import { LoadErrorState } from '../../components/ui/load-error-state';
import { ApiError } from '../../lib/api-client';
import { promotionQueryOptions } from '../../features/promotions/api/get-promotion';
import { PromotionDetail } from '../../features/promotions/components/promotion-detail';
import { PromotionDetailSkeleton } from '../../features/promotions/components/promotion-skeletons';

/** `/promotion/{id}`: the spec's second address of a promotion, same page as `/promotions/{id}`. */
export const Route = createFileRoute('/promotion/$id')({
  loader: async ({ context, params }) => {
    try {
      await context.queryClient.ensureQueryData(promotionQueryOptions(params.id));
    } catch (error) {
      // An unknown id is a 404; an id the backend cannot even read (400) names nothing either.
      if (error instanceof ApiError && (error.isNotFound || error.httpStatus === 400))
        throw notFound();
      throw error;
    }
  },
  pendingComponent: PromotionDetailSkeleton,
  errorComponent: LoadErrorState,
  component: PromotionAliasPage,
});

function PromotionAliasPage() {
  const { id } = Route.useParams();
  return <PromotionDetail id={id} />;
}
