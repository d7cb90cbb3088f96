import { createFileRoute } from '@tanstack/react-router';
import { LoadErrorState } from '../components/ui/load-error-state';
import { gettingThereQueryOptions } from '../features/getting-here/api/queries';
import { GettingHerePage } from '../features/getting-here/components/getting-here-page';
import { GettingHereSkeleton } from '../features/getting-here/components/getting-here-skeleton';

export const Route = createFileRoute('/getting_here')({
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(gettingThereQueryOptions());
  },
  pendingComponent: GettingHereSkeleton,
  errorComponent: LoadErrorState,
  component: GettingHerePage,
});
