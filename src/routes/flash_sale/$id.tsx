import { createFileRoute } from '@tanstack/react-router';
import { LoadErrorState } from '../../components/ui/load-error-state';
import { orNotFound } from '../../lib/not-found';
import { flashSaleQueryOptions } from '../../features/flash-sales/api/queries';
import { FlashSaleDetail } from '../../features/flash-sales/components/flash-sale-detail';
import { FlashSaleDetailSkeleton } from '../../features/flash-sales/components/flash-sale-skeletons';
import { NotifyMe } from '../../features/notifications/components/notify-me';

export const Route = createFileRoute('/flash_sale/$id')({
  loader: async ({ context, params }) => {
    await orNotFound(context.queryClient.ensureQueryData(flashSaleQueryOptions(params.id)));
  },
  pendingComponent: FlashSaleDetailSkeleton,
  errorComponent: LoadErrorState,
  component: FlashSalePage,
});

function FlashSalePage() {
  const { id } = Route.useParams();
  return <FlashSaleDetail id={id} notify={<NotifyMe topic="flash-sales" />} />;
}
