/**
 * The promotions feature's query keys, spelled here only. The persisted cache is saved under
 * them, so renaming one drops every visitor's offline copy of it.
 */
export const promotionKeys = {
  /** Prefix of every promotions query. The list sits at the prefix itself (its key since launch). */
  all: ['promotions'] as const,
  list: () => promotionKeys.all,
  detail: (id: string) => [...promotionKeys.all, 'detail', id] as const,
  /** One merchant's promotions (a store page's), read from the list. */
  ofMerchant: (merchantCode: string) => [...promotionKeys.all, 'merchant', merchantCode] as const,
  /** The promotions flagged featured (the home page's), read from the list. */
  featured: () => [...promotionKeys.all, 'featured'] as const,
};
