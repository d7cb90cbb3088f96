/**
 * The partners feature's queries (its e-vouchers). Their keys are spelled here only: the persisted
 * cache is saved under them, so renaming one drops every visitor's offline copy of it.
 */
import { byId, detailQuery, fetchedQuery } from '../../../lib/read-path';

export const evoucherKeys = {
  /** Prefix of every e-voucher query. */
  all: ['evouchers'] as const,
  list: () => [...evoucherKeys.all, 'list'] as const,
  detail: (id: string) => [...evoucherKeys.all, 'detail', id] as const,
};

const calls = () => import('./evouchers');

export const evouchersQueryOptions = () =>
  fetchedQuery({
    queryKey: evoucherKeys.list(),
    fetch: async (signal) => (await calls()).getEvouchers(signal),
  });

export const evoucherQueryOptions = (id: string) =>
  detailQuery({
    queryKey: evoucherKeys.detail(id),
    fetch: async (signal) => (await calls()).getEvoucher(id, signal),
    list: evouchersQueryOptions(),
    find: byId(id),
  });
