import { createFileRoute } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LoadErrorState } from '../../../components/ui/load-error-state';
import { loadStorePage } from '../../../features/directory/api/load-store-page';
import { StorePage, StorePageSkeleton } from '../../../features/directory/components/store-page';
import { merchantPromotionsQueryOptions } from '../../../features/promotions/api/get-merchant-promotions';

/**
 * A store's page: the directory's store, with its promotions taken from the promotions feature's
 * own list (one call, shared with /promotions and the home page).
 */
export const Route = createFileRoute('/store_categories/$category/$id')({
  loader: ({ context: { queryClient }, params }) =>
    loadStorePage(queryClient, params.category, params.id, (store) =>
      queryClient.prefetchQuery(merchantPromotionsQueryOptions(queryClient, store)),
    ),
  pendingComponent: StorePageSkeleton,
  errorComponent: LoadErrorState,
  component: StoreRoute,
});

function StoreRoute() {
  const { category, id } = Route.useParams();
  const promotions = useQuery(
    merchantPromotionsQueryOptions(useQueryClient(), Route.useLoaderData()),
  );
  return <StorePage category={category} id={id} promotions={promotions} />;
}
