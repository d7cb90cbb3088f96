import { notFound, redirect } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import {
  STORE_PAGE_ROUTE,
  storeCategoryIdOfSlug,
  storeCategorySlug,
  type StoreCategorySlug,
} from '../../../shared/store-categories';
import { storeListingQueryOptions } from './get-directory';
import { merchantDetailsQueryOptions } from './get-merchant-details';
import { merchantDealsQueryOptions } from './get-merchant-offers';

/**
 * Loader of a store page. The URL carries the MerchantID but the details call wants the
 * MerchantCode, so the store's listing is read first (getStoreListing: from the directory, which
 * the server's render does not keep).
 * An unknown id is the 404 page; a store opened under a category it is not listed in moves to its
 * own category's URL. Deals are only prefetched, in the browser: the page shows without them, and
 * a page drawn by the server fetches them once hydrated (promotions likewise, by the route).
 */
export async function loadStorePage(
  queryClient: QueryClient,
  category: StoreCategorySlug,
  id: string,
): Promise<void> {
  const listing = await queryClient.ensureQueryData(storeListingQueryOptions(queryClient, id));
  // Not in the directory: the plain 404 page (no server message exists for an id we never sent).
  if (!listing) throw notFound();

  const categoryId = storeCategoryIdOfSlug(category);
  if (categoryId === undefined || !listing.categoryIds.includes(categoryId)) {
    throw redirect({
      to: STORE_PAGE_ROUTE,
      params: { category: storeCategorySlug(listing.categoryId), id: listing.id },
      replace: true,
    });
  }

  // Not in the server's render: a query still under way there would reach hydration unanswered.
  if (!import.meta.env.SSR) {
    void queryClient.prefetchQuery(merchantDealsQueryOptions(listing.code));
  }
  try {
    await queryClient.ensureQueryData(merchantDetailsQueryOptions(listing));
  } catch (error) {
    if (error instanceof ApiError && error.isNotFound)
      throw notFound({ data: { message: error.message } });
    throw error;
  }
}
