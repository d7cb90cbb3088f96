import { createFileRoute } from '@tanstack/react-router';
import { LoadErrorState } from '../../components/ui/load-error-state';
import { exploresQueryOptions } from '../../features/explore/api/queries';
import { ExploreList, ExploreListSkeleton } from '../../features/explore/components/explore-list';

export const Route = createFileRoute('/explore/')({
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(exploresQueryOptions());
  },
  pendingComponent: ExploreListSkeleton,
  errorComponent: LoadErrorState,
  component: ExploreList,
});
