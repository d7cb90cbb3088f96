import { createFileRoute } from '@tanstack/react-router';
import { LoadErrorState } from '../../components/ui/load-error-state';
import { orNotFound } from '../../lib/not-found';
import { rewardQueryOptions } from '../../features/rewards/api/queries';
import { RewardDetail } from '../../features/rewards/components/reward-detail';
import { RewardDetailSkeleton } from '../../features/rewards/components/reward-skeletons';

export const Route = createFileRoute('/reward-detail/$id')({
  loader: async ({ context, params }) => {
    await orNotFound(context.queryClient.ensureQueryData(rewardQueryOptions(params.id)));
  },
  pendingComponent: RewardDetailSkeleton,
  errorComponent: LoadErrorState,
  component: RewardPage,
});

function RewardPage() {
  const { id } = Route.useParams();
  return <RewardDetail id={id} />;
}
