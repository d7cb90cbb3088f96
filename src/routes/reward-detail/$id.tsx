import { createFileRoute, notFound } from '@tanstack/react-router';
import { LoadErrorState } from '../../components/ui/load-error-state';
import { ApiError } from '../../lib/api-client';
import { rewardQueryOptions } from '../../features/rewards/api/get-reward';
import { RewardDetail } from '../../features/rewards/components/reward-detail';
import { RewardDetailSkeleton } from '../../features/rewards/components/reward-skeletons';

export const Route = createFileRoute('/reward-detail/$id')({
  loader: async ({ context, params }) => {
    try {
      await context.queryClient.ensureQueryData(rewardQueryOptions(params.id));
    } catch (error) {
      // An unknown id is a 404; an id the backend cannot even read (400) names nothing either.
      if (error instanceof ApiError && (error.isNotFound || error.httpStatus === 400))
        throw notFound();
      throw error;
    }
  },
  pendingComponent: RewardDetailSkeleton,
  errorComponent: LoadErrorState,
  component: RewardPage,
});

function RewardPage() {
  const { id } = Route.useParams();
  return <RewardDetail id={id} />;
}
