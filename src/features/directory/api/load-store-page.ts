import { notFound, redirect } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error';
import {
  STORE_PAGE_ROUTE,
  storeCategoryIdOfSlug,
  storeCategorySlug,
  type StoreCategorySlug,
} from '../../../shared/store-categories';
import { storeListingQueryOptions } from './get-directory';
import { merchantDetailsQueryOptions, type StoreIds } from './get-merchant-details';
import { merchantDealsQueryOptions } from './get-merchant-offers';

/**
 * Loader of a store page. The URL carries the MerchantID but the details call wants the
 * MerchantCode, so the store's listing is read first (getStoreListing: from the directory, which
 * the server's render does not keep).
 * An unknown id is the 404 page; a store opened under a category it is not listed in moves to its
 * own category's URL. The store's deals, and what `alongside` starts (the route's promotions), are
 * started beside its details: the browser shows the page without waiting for them, the server's
 * render waits, to draw them (a phone that hydrates a store page then has nothing left to fetch,
 * check or draw). Resolves to the store's ids.
 */
export async function loadStorePage(
  queryClient: QueryClient,
  category: StoreCategorySlug,
  id: string,
  alongside: (store: StoreIds) => Promise<void>,
): Promise<StoreIds> {
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

  // prefetchQuery never rejects: failed deals are the section's own error state.
  const store: StoreIds = { id: listing.id, code: listing.code };
  const sections = Promise.all([
    queryClient.prefetchQuery(merchantDealsQueryOptions(listing.code)),
    alongside(store),
  ]);
  try {
    await queryClient.ensureQueryData(merchantDetailsQueryOptions(listing));
  } catch (error) {
    if (error instanceof ApiError && error.isNotFound)
      throw notFound({ data: { message: error.serverMessage } });
    throw error;
  }
  if (import.meta.env.SSR) await sections;
  return store;
}
