import { createFileRoute } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { LoadErrorState } from '../../../components/ui/load-error-state';
import { loadStorePage } from '../../../features/directory/api/load-store-page';
import { StorePage, StorePageSkeleton } from '../../../features/directory/components/store-page';
import { promotionsQueryOptions } from '../../../features/promotions/api/get-promotions';

/**
 * A store's page: the directory's store, with its promotions from the promotions feature's own
 * list (one call, one query, shared with /promotions and the home page).
 */
export const Route = createFileRoute('/store_categories/$category/$id')({
  loader: ({ context, params }) => {
    // Prefetched in the browser only, as the store's deals are (load-store-page.ts): the page
    // shows without them, and a page drawn by the server fetches them once hydrated.
    if (!import.meta.env.SSR) void context.queryClient.prefetchQuery(promotionsQueryOptions());
    return loadStorePage(context.queryClient, params.category, params.id);
  },
  pendingComponent: StorePageSkeleton,
  errorComponent: LoadErrorState,
  component: StoreRoute,
});

function StoreRoute() {
  const { category, id } = Route.useParams();
  const promotions = useQuery(promotionsQueryOptions());
  return <StorePage category={category} id={id} promotions={promotions} />;
}
