/**
 * The partners feature's query keys (its e-vouchers), spelled here only. The persisted cache is
 * saved under them, so renaming one drops every visitor's offline copy of it.
 */
export const evoucherKeys = {
  /** Prefix of every e-voucher query. */
  all: ['evouchers'] as const,
  list: () => [...evoucherKeys.all, 'list'] as const,
  detail: (id: string) => [...evoucherKeys.all, 'detail', id] as const,
};
