/**
 * The flash sales feature's queries. Their keys are spelled here only: the persisted cache is saved
 * under them, so renaming one drops every visitor's offline copy of it.
 */
import { byId, detailQuery, fetchedQuery } from '../../../lib/read-path';

export const flashSaleKeys = {
  /** Prefix of every flash sales query. The list sits at the prefix itself (its key since launch). */
  all: ['flash-sales'] as const,
  list: () => flashSaleKeys.all,
  detail: (id: string) => [...flashSaleKeys.all, 'detail', id] as const,
};

const calls = () => import('./flash-sales');

export const flashSalesQueryOptions = () =>
  fetchedQuery({
    queryKey: flashSaleKeys.list(),
    fetch: async (signal) => (await calls()).getFlashSales(signal),
  });

export const flashSaleQueryOptions = (id: string) =>
  detailQuery({
    queryKey: flashSaleKeys.detail(id),
    fetch: async (signal) => (await calls()).getFlashSale(id, signal),
    list: flashSalesQueryOptions(),
    find: byId(id),
  });
