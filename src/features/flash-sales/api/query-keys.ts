/**
 * The flash sales feature's query keys, spelled here only. The persisted cache is saved under
 * them, so renaming one drops every visitor's offline copy of it.
 */
export const flashSaleKeys = {
  /** Prefix of every flash sales query. The list sits at the prefix itself (its key since launch). */
  all: ['flash-sales'] as const,
  list: () => flashSaleKeys.all,
  detail: (id: string) => [...flashSaleKeys.all, 'detail', id] as const,
};
