import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { dataOfQuery } from '../../../lib/derived-answer';
import type { Directory, Merchant } from '../model/merchant';
import { directoryKeys } from './query-keys';

/** `POST {bi}/v1/directories`, its code loaded with the first call (fetch-directory.ts). */
export async function getDirectory(signal?: AbortSignal): Promise<Directory> {
  return (await import('./fetch-directory')).getDirectory(signal);
}

export const directoryQueryOptions = () =>
  queryOptions({
    queryKey: directoryKeys.whole(),
    queryFn: ({ signal }) => getDirectory(signal),
  });

/** A merchant of the directory by MerchantID (the store page's URL id). */
export function findMerchantById(directory: Directory, id: string): Merchant | undefined {
  return directory.merchants.find((merchant) => merchant.id === id.trim());
}

/**
 * A store's listing (null when the directory does not list it): the one query a store page's
 * route loads from the directory. In the browser it is read from the directory, cached or
 * fetched (a stale directory is used at once and refreshed behind). In the server's render the
 * directory is read but not kept: a store page carries its listing, not the whole directory (some
 * 640 KB a phone would parse before the page came alive; docs/read-path.md).
 */
export async function getStoreListing(
  queryClient: QueryClient,
  id: string,
  signal?: AbortSignal,
): Promise<Merchant | null> {
  // Either way the listing is as old as the directory's answer (lib/derived-answer.ts).
  const directory = import.meta.env.SSR
    ? await getDirectory(signal)
    : await dataOfQuery(
        queryClient,
        { ...directoryQueryOptions(), revalidateIfStale: true },
        signal,
      );
  return findMerchantById(directory, id) ?? null;
}

export const storeListingQueryOptions = (queryClient: QueryClient, id: string) =>
  queryOptions({
    queryKey: directoryKeys.listing(id),
    queryFn: ({ signal }) => getStoreListing(queryClient, id, signal),
  });

/** Merchants of the directory for a list of MerchantCodes, in that order, skipping unknown codes. */
export function findMerchantsByCode(directory: Directory, codes: readonly string[]): Merchant[] {
  const byCode = new Map(directory.merchants.map((merchant) => [merchant.code, merchant]));
  return codes.flatMap((code) => {
    const merchant = byCode.get(code);
    return merchant ? [merchant] : [];
  });
}
