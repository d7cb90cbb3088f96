import { createFileRoute } from '@tanstack/react-router';
import { LoadErrorState } from '../../components/ui/load-error-state';
import { collectionsQueryOptions } from '../../features/collections/api/queries';
import {
  CollectionList,
  CollectionListSkeleton,
} from '../../features/collections/components/collection-list';

export const Route = createFileRoute('/collections/')({
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(collectionsQueryOptions());
  },
  pendingComponent: CollectionListSkeleton,
  errorComponent: LoadErrorState,
  component: CollectionList,
});
