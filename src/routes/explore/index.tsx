import { createFileRoute } from '@tanstack/react-router';
import { LoadErrorState } from '../../components/ui/load-error-state';
import { exploresQueryOptions } from '../../features/explore/api/get-explores';
import { ExploreList, ExploreListSkeleton } from '../../features/explore/components/explore-list';

export const Route = createFileRoute('/explore/')({
  // Loader, skeleton and error state in the page's own chunk too, not the root bundle.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  loader: ({ context }) => context.queryClient.ensureQueryData(exploresQueryOptions()),
  pendingComponent: ExploreListSkeleton,
  errorComponent: LoadErrorState,
  component: ExploreList,
});
