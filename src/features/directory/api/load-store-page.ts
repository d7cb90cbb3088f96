import { notFound, redirect } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { drawnFromAnswersOnly } from '../../../lib/drawn-from-answers';
import {
  STORE_PAGE_ROUTES,
  storeCategoryIdOfSlug,
  storeCategorySlug,
  type StoreCategorySlug,
} from '../../../shared/store-categories';
import { storeListingQueryOptions } from './get-directory';
import { merchantDetailsQueryOptions } from './get-merchant-details';
import { merchantDealsQueryOptions, promotionsForStoresQueryOptions } from './get-merchant-offers';

/**
 * Loader of a store page. The URL carries the MerchantID but the details call wants the
 * MerchantCode, so the store's listing is read first: from the directory (cached, usually already
 * loaded by the list), or on a first visit from the directory's excerpt in the page.
 * An unknown id is the 404 page; a store opened under a category it is not listed in moves to its
 * own category's URL. Deals and promotions are only prefetched (not for a page drawn from the
 * answers it carries, lib/drawn-from-answers): the page shows without them.
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
      to: STORE_PAGE_ROUTES[storeCategorySlug(listing.categoryId)],
      params: { id: listing.id },
      replace: true,
    });
  }

  if (!drawnFromAnswersOnly()) {
    void queryClient.prefetchQuery(merchantDealsQueryOptions(listing.code));
    void queryClient.prefetchQuery(promotionsForStoresQueryOptions());
  }
  try {
    await queryClient.ensureQueryData(merchantDetailsQueryOptions(listing.code));
  } catch (error) {
    if (error instanceof ApiError && error.isNotFound)
      throw notFound({ data: { message: error.message } });
    throw error;
  }
}
