import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { LoadErrorState } from '../../../components/ui/load-error-state';
import { ApiError } from '../../../lib/api-error';
import {
  merchantDealsQueryOptions,
  merchantDetailsQueryOptions,
  storeListingQueryOptions,
  type StoreIds,
} from '../../../features/directory/api/queries';
import { StorePage, StorePageSkeleton } from '../../../features/directory/components/store-page';
import { merchantPromotionsQueryOptions } from '../../../features/promotions/api/queries';
import {
  STORE_PAGE_ROUTE,
  storeCategoryIdOfSlug,
  storeCategorySlug,
} from '../../../shared/store-categories';

/**
 * A store's page: the directory's store, with its promotions taken from the promotions feature's
 * own list (one call, shared with /promotions and the home page).
 *
 * The URL carries the MerchantID but the details call wants the MerchantCode, so the store's
 * listing is read first (from the directory, which the server's render does not keep). An unknown
 * id is the 404 page; a store opened under a category it is not listed in moves to its own
 * category's URL. The store's deals and promotions are started beside its details: the browser
 * shows the page without waiting for them, the server's render waits, to draw them (a phone that
 * hydrates a store page then has nothing left to fetch, check or draw). The loader returns only
 * the store's ids, which name its promotions query.
 */
export const Route = createFileRoute('/store_categories/$category/$id')({
  loader: async ({ context: { queryClient }, params }): Promise<StoreIds> => {
    const listing = await queryClient.ensureQueryData(storeListingQueryOptions(params.id));
    // Not in the directory: the plain 404 page (no server message exists for an id never sent).
    if (!listing) throw notFound();
    const categoryId = storeCategoryIdOfSlug(params.category);
    if (categoryId === undefined || !listing.categoryIds.includes(categoryId)) {
      throw redirect({
        to: STORE_PAGE_ROUTE,
        params: { category: storeCategorySlug(listing.categoryId), id: listing.id },
        replace: true,
      });
    }
    const store: StoreIds = { id: listing.id, code: listing.code };
    // prefetchQuery never rejects: failed deals or promotions are their sections' own error state.
    const sections = Promise.all([
      queryClient.prefetchQuery(merchantDealsQueryOptions(store.code)),
      queryClient.prefetchQuery(merchantPromotionsQueryOptions(store)),
    ]);
    try {
      await queryClient.ensureQueryData(merchantDetailsQueryOptions(store));
    } catch (error) {
      if (error instanceof ApiError && error.isNotFound)
        throw notFound({ data: { message: error.serverMessage } });
      throw error;
    }
    if (import.meta.env.SSR) await sections;
    return store;
  },
  pendingComponent: StorePageSkeleton,
  errorComponent: LoadErrorState,
  component: StoreRoute,
});

function StoreRoute() {
  const { category, id } = Route.useParams();
  const promotions = useQuery(merchantPromotionsQueryOptions(Route.useLoaderData()));
  return <StorePage category={category} id={id} promotions={promotions} />;
}
