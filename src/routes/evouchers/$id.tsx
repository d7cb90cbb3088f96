import { createFileRoute, notFound } from '@tanstack/react-router';
import { LoadErrorState } from '../../components/ui/load-error-state';
import { ApiError } from '../../lib/api-error';
import { directoryQueryOptions } from '../../features/directory/api/queries';
import { MerchantsByCode } from '../../features/directory/components/merchants-by-code';
import { evoucherQueryOptions } from '../../features/partners/api/queries';
import {
  EvoucherDetail,
  EvoucherDetailSkeleton,
} from '../../features/partners/components/evoucher-detail';

export const Route = createFileRoute('/evouchers/$id')({
  loader: async ({ context, params }) => {
    if (!/^\d{1,9}$/.test(params.id)) throw notFound();
    try {
      await Promise.all([
        context.queryClient.ensureQueryData(evoucherQueryOptions(params.id)),
        // The stores it lists: waited for, but the page shows without them (MerchantsByCode).
        context.queryClient.ensureQueryData(directoryQueryOptions()).catch(() => undefined),
      ]);
    } catch (error) {
      if (error instanceof ApiError && error.isNotFound)
        throw notFound({ data: { message: error.serverMessage } });
      throw error;
    }
  },
  pendingComponent: EvoucherDetailSkeleton,
  errorComponent: LoadErrorState,
  component: EvoucherPage,
});

function EvoucherPage() {
  const { id } = Route.useParams();
  return (
    <EvoucherDetail
      id={id}
      merchants={(codes, title) => <MerchantsByCode codes={codes} title={title} />}
    />
  );
}
