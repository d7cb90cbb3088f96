import { createFileRoute } from '@tanstack/react-router';
import { LoadErrorState } from '../components/ui/load-error-state';
import { rewardsQueryOptions } from '../features/rewards/api/queries';
import { rewardSearchSchema } from '../features/rewards/model/catalogue';
import { RewardsCatalogue } from '../features/rewards/components/rewards-catalogue';
import { RewardsCatalogueSkeleton } from '../features/rewards/components/reward-skeletons';

export const Route = createFileRoute('/rewards-catalogue')({
  validateSearch: rewardSearchSchema,
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(rewardsQueryOptions());
  },
  pendingComponent: RewardsCatalogueSkeleton,
  errorComponent: LoadErrorState,
  component: RewardsCataloguePage,
});

function RewardsCataloguePage() {
  const { type, sort } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <RewardsCatalogue
      type={type}
      sort={sort}
      onChange={(next) => void navigate({ search: next, replace: true, resetScroll: false })}
    />
  );
}
