/**
 * The directory feature's queries. Their keys are spelled here only: the persisted cache is saved
 * under them, so renaming one drops every visitor's offline copy of it.
 */
import { derivedQuery, detailQuery, fetchedQuery } from '../../../lib/read-path';
import type { StoreCategorySlug } from '../../../shared/store-categories';
import { categoryDirectoryOf } from '../model/category-directory';
import { findMerchantById } from '../model/find-merchants';
import type { Merchant } from '../model/merchant';

export const directoryKeys = {
  /** Prefix of every directory query. */
  all: ['directory'] as const,
  /** The whole directory: every merchant and sub-category, one call. */
  whole: () => [...directoryKeys.all, 'all'] as const,
  /** One category's list (its merchants' summaries), read from the whole directory. */
  category: (category: string) => [...directoryKeys.all, 'category', category] as const,
  /** One store's listing, read from the whole directory (docs/read-path.md). */
  listing: (id: string) => [...directoryKeys.all, 'listing', id.trim()] as const,
  details: (merchantCode: string) => [...directoryKeys.all, 'details', merchantCode] as const,
  deals: (merchantCode: string) => [...directoryKeys.all, 'deals', merchantCode] as const,
};

const directoryCalls = () => import('./directory');

/** `POST {bi}/v1/directories`: every merchant and sub-category. */
export const directoryQueryOptions = () =>
  fetchedQuery({
    queryKey: directoryKeys.whole(),
    fetch: async (signal) => (await directoryCalls()).getDirectory(signal),
  });

/**
 * A store's listing (null when the directory does not list it): the one query a store page's
 * route loads from the directory, which a page the server drew does not carry (some 640 KB a
 * phone would parse before the page came alive; docs/read-path.md).
 */
export const storeListingQueryOptions = (id: string) =>
  derivedQuery({
    queryKey: directoryKeys.listing(id),
    from: directoryQueryOptions(),
    derive: (directory) => findMerchantById(directory, id) ?? null,
  });

/**
 * A category's list (the one query its page loads): the category's merchants as summaries and its
 * sub-categories, from the directory. A stale directory is refetched first, so a refetch of the
 * list brings new data; when neither the network nor the worker answers, the directory held.
 */
export const categoryDirectoryQueryOptions = (category: StoreCategorySlug) =>
  derivedQuery({
    queryKey: directoryKeys.category(category),
    from: directoryQueryOptions(),
    derive: (directory) => categoryDirectoryOf(directory, category),
    fresh: true,
  });

/** The store a store page shows: its MerchantID (the URL's) and MerchantCode (the calls'). */
export type StoreIds = Pick<Merchant, 'id' | 'code'>;

/**
 * A store's details (the long texts). When the call fails (offline, a store never opened: the
 * worker keeps only the details it has seen) or lacks the store, its listing stands in, as old as
 * the directory it comes from.
 */
export const merchantDetailsQueryOptions = (store: StoreIds) =>
  detailQuery({
    queryKey: directoryKeys.details(store.code),
    fetch: async (signal) => (await directoryCalls()).getMerchantDetails(store.code, signal),
    list: storeListingQueryOptions(store.id),
    find: (listing) => (listing?.code === store.code ? listing : undefined),
  });

/** The store's current deals. */
export const merchantDealsQueryOptions = (merchantCode: string) =>
  fetchedQuery({
    queryKey: directoryKeys.deals(merchantCode),
    fetch: async (signal) => (await import('./deals')).getMerchantDeals(merchantCode, signal),
  });
