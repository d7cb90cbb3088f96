import { createFileRoute } from '@tanstack/react-router';
import { LoadErrorState } from '../components/ui/load-error-state';
import { directoryQueryOptions } from '../features/directory/api/queries';
import {
  ParticipatingMerchants,
  ParticipatingMerchantsSkeleton,
} from '../features/directory/components/participating-merchants';
import { partnerSearchSchema } from '../features/directory/model/partner-search';

export const Route = createFileRoute('/participating-merchant')({
  validateSearch: partnerSearchSchema,
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(directoryQueryOptions());
  },
  pendingComponent: ParticipatingMerchantsSkeleton,
  errorComponent: LoadErrorState,
  component: PartnersPage,
});

function PartnersPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ParticipatingMerchants
      search={search}
      onSearchChange={(next, options) =>
        void navigate({ search: next, replace: options?.replace ?? false, resetScroll: false })
      }
    />
  );
}
