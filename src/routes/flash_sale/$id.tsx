import { createFileRoute, notFound } from '@tanstack/react-router';
import { LoadErrorState } from '../../components/ui/load-error-state';
import { ApiError } from '../../lib/api-client';
import { flashSaleQueryOptions } from '../../features/flash-sales/api/get-flash-sale';
import { FlashSaleDetail } from '../../features/flash-sales/components/flash-sale-detail';
import { FlashSaleDetailSkeleton } from '../../features/flash-sales/components/flash-sale-skeletons';

export const Route = createFileRoute('/flash_sale/$id')({
  loader: async ({ context, params }) => {
    try {
      await context.queryClient.ensureQueryData(flashSaleQueryOptions(params.id));
    } catch (error) {
      // An unknown id is a 404; an id the backend cannot even read (400) names nothing either.
      if (error instanceof ApiError && (error.isNotFound || error.httpStatus === 400))
        throw notFound();
      throw error;
    }
  },
  pendingComponent: FlashSaleDetailSkeleton,
  errorComponent: LoadErrorState,
  component: FlashSalePage,
});

function FlashSalePage() {
  const { id } = Route.useParams();
  return <FlashSaleDetail id={id} />;
}
