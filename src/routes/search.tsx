import { createFileRoute } from '@tanstack/react-router';
import { LoadErrorState } from '../components/ui/load-error-state';
import { searchQueryOptions } from '../features/search/api/queries';
import { searchParamsSchema } from '../features/search/model/search-params';
import { SearchPage, SearchPageSkeleton } from '../features/search/components/search-page';

export const Route = createFileRoute('/search')({
  validateSearch: searchParamsSchema,
  loaderDeps: ({ search }) => ({ q: search.q ?? '' }),
  // No call for an empty query: the page shows a prompt instead.
  loader: async ({ context, deps }) => {
    if (deps.q) await context.queryClient.ensureQueryData(searchQueryOptions(deps.q));
  },
  pendingComponent: SearchPending,
  errorComponent: LoadErrorState,
  component: SearchRoute,
});

function SearchRoute() {
  return <SearchPage query={Route.useSearch().q ?? ''} />;
}

function SearchPending() {
  return <SearchPageSkeleton query={Route.useSearch().q ?? ''} />;
}
