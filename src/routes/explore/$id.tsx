import { createFileRoute, notFound } from '@tanstack/react-router';
import { LoadErrorState } from '../../components/ui/load-error-state';
import { ApiError } from '../../lib/api-error';
import { directoryQueryOptions } from '../../features/directory/api/queries';
import { MerchantsByCode } from '../../features/directory/components/merchants-by-code';
import { exploreQueryOptions } from '../../features/explore/api/queries';
import {
  ExploreDetail,
  ExploreDetailSkeleton,
} from '../../features/explore/components/explore-detail';

export const Route = createFileRoute('/explore/$id')({
  loader: async ({ context, params }) => {
    if (!/^\d{1,9}$/.test(params.id)) throw notFound();
    try {
      await Promise.all([
        context.queryClient.ensureQueryData(exploreQueryOptions(params.id)),
        // The stores it lists: waited for, but the page shows without them (MerchantsByCode).
        context.queryClient.ensureQueryData(directoryQueryOptions()).catch(() => undefined),
      ]);
    } catch (error) {
      if (error instanceof ApiError && error.isNotFound)
        throw notFound({ data: { message: error.serverMessage } });
      throw error;
    }
  },
  pendingComponent: ExploreDetailSkeleton,
  errorComponent: LoadErrorState,
  component: ExplorePage,
});

function ExplorePage() {
  const { id } = Route.useParams();
  return (
    <ExploreDetail
      id={id}
      merchants={(codes, title) => <MerchantsByCode codes={codes} title={title} />}
    />
  );
}
