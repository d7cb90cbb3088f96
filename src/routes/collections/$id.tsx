import { createFileRoute, notFound } from '@tanstack/react-router';
import { LoadErrorState } from '../../components/ui/load-error-state';
import { ApiError } from '../../lib/api-error';
import { collectionQueryOptions } from '../../features/collections/api/queries';
import {
  CollectionDetail,
  CollectionDetailSkeleton,
} from '../../features/collections/components/collection-detail';
import { directoryQueryOptions } from '../../features/directory/api/queries';
import { MerchantsByCode } from '../../features/directory/components/merchants-by-code';

export const Route = createFileRoute('/collections/$id')({
  loader: async ({ context, params }) => {
    if (!/^\d{1,9}$/.test(params.id)) throw notFound();
    try {
      await Promise.all([
        context.queryClient.ensureQueryData(collectionQueryOptions(params.id)),
        // The stores it lists: waited for, but the page shows without them (MerchantsByCode).
        context.queryClient.ensureQueryData(directoryQueryOptions()).catch(() => undefined),
      ]);
    } catch (error) {
      if (error instanceof ApiError && error.isNotFound)
        throw notFound({ data: { message: error.message } });
      throw error;
    }
  },
  pendingComponent: CollectionDetailSkeleton,
  errorComponent: LoadErrorState,
  component: CollectionPage,
});

function CollectionPage() {
  const { id } = Route.useParams();
  return (
    <CollectionDetail
      id={id}
      merchants={(codes, title) => <MerchantsByCode codes={codes} title={title} />}
    />
  );
}
