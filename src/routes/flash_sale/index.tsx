import { createFileRoute } from '@tanstack/react-router';
import { LoadErrorState } from '../../components/ui/load-error-state';
import { flashSalesQueryOptions } from '../../features/flash-sales/api/queries';
import { FlashSaleList } from '../../features/flash-sales/components/flash-sale-list';
import { FlashSaleListSkeleton } from '../../features/flash-sales/components/flash-sale-skeletons';
import { NotifyMe } from '../../features/notifications/components/notify-me';

export const Route = createFileRoute('/flash_sale/')({
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(flashSalesQueryOptions());
  },
  pendingComponent: FlashSaleListSkeleton,
  errorComponent: LoadErrorState,
  component: FlashSalesPage,
});

function FlashSalesPage() {
  return <FlashSaleList notify={<NotifyMe topic="flash-sales" />} />;
}
