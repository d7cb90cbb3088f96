import { createFileRoute } from '@tanstack/react-router';
import { LoadErrorState } from '../../../components/ui/load-error-state';
import { categoryDirectoryQueryOptions } from '../../../features/directory/api/queries';
import {
  DirectoryList,
  DirectoryListSkeleton,
} from '../../../features/directory/components/directory-list';
import { directorySearchSchema } from '../../../features/directory/model/directory-search';

export const Route = createFileRoute('/store_categories/$category/')({
  validateSearch: directorySearchSchema,
  loader: async ({ context, params }) => {
    await context.queryClient.ensureQueryData(categoryDirectoryQueryOptions(params.category));
  },
  pendingComponent: DirectoryPending,
  errorComponent: LoadErrorState,
  component: DirectoryPage,
});

function DirectoryPending() {
  return <DirectoryListSkeleton category={Route.useParams().category} />;
}

function DirectoryPage() {
  const { category } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <DirectoryList
      category={category}
      search={search}
      onSearchChange={(next, options) =>
        void navigate({ search: next, replace: options?.replace ?? false, resetScroll: false })
      }
    />
  );
}
