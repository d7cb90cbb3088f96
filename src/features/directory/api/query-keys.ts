/**
 * The directory feature's query keys, spelled here only. The persisted cache is saved under them,
 * so renaming one drops every visitor's offline copy of it.
 */
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
