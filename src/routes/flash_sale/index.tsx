import { createFileRoute } from '@tanstack/react-router';
import { LoadErrorState } from '../../components/ui/load-error-state';
import { flashSalesQueryOptions } from '../../features/flash-sales/api/get-flash-sales';
import { FlashSaleList } from '../../features/flash-sales/components/flash-sale-list';
import { FlashSaleListSkeleton } from '../../features/flash-sales/components/flash-sale-skeletons';

export const Route = createFileRoute('/flash_sale/')({
  // Loader and page share one lazy chunk, so their schemas, mappers and messages stay out of the
  // first load; the small skeleton stays eager and shows while that chunk and the data arrive.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent']],
  loader: ({ context }) => context.queryClient.ensureQueryData(flashSalesQueryOptions()),
  pendingComponent: FlashSaleListSkeleton,
  errorComponent: LoadErrorState,
  component: FlashSaleList,
});
