import { createFileRoute } from '@tanstack/react-router';
import { LoadErrorState } from '../../../components/ui/load-error-state';
import { directoryQueryOptions } from '../../../features/directory/api/get-directory';
import {
  DirectoryList,
  DirectoryListSkeleton,
} from '../../../features/directory/components/directory-list';
import { directorySearchSchema } from '../../../features/directory/model/directory-search';

export const Route = createFileRoute('/store_categories/shopping/')({
  validateSearch: directorySearchSchema,
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(directoryQueryOptions());
  },
  pendingComponent: () => <DirectoryListSkeleton category="shopping" />,
  errorComponent: LoadErrorState,
  component: ShoppingPage,
});

function ShoppingPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <DirectoryList
      category="shopping"
      search={search}
      onSearchChange={(next, options) =>
        void navigate({ search: next, replace: options?.replace ?? false, resetScroll: false })
      }
    />
  );
}
