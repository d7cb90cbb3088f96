import { createFileRoute } from '@tanstack/react-router';
import { LoadErrorState } from '../../components/ui/load-error-state';
import { evouchersQueryOptions } from '../../features/partners/api/get-evouchers';
import {
  EvoucherList,
  EvoucherListSkeleton,
} from '../../features/partners/components/evoucher-list';

export const Route = createFileRoute('/evouchers/')({
  // Loader, skeleton and error state in the page's own chunk too, not the root bundle.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  loader: ({ context }) => context.queryClient.ensureQueryData(evouchersQueryOptions()),
  pendingComponent: EvoucherListSkeleton,
  errorComponent: LoadErrorState,
  component: EvoucherList,
});
