import { createFileRoute } from '@tanstack/react-router';
import { LoadErrorState } from '../../components/ui/load-error-state';
import { evouchersQueryOptions } from '../../features/partners/api/queries';
import {
  EvoucherList,
  EvoucherListSkeleton,
} from '../../features/partners/components/evoucher-list';

export const Route = createFileRoute('/evouchers/')({
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(evouchersQueryOptions());
  },
  pendingComponent: EvoucherListSkeleton,
  errorComponent: LoadErrorState,
  component: EvoucherList,
});
