/**
 * The events feature's query keys, spelled here only. The persisted cache is saved under them, so
 * renaming one drops every visitor's offline copy of it.
 */
export const eventKeys = {
  /** Prefix of every events query. The list sits at the prefix itself (its key since launch). */
  all: ['events'] as const,
  list: () => eventKeys.all,
  detail: (id: string) => [...eventKeys.all, 'detail', id] as const,
  /** The events flagged featured (the home page's), read from the list. */
  featured: () => [...eventKeys.all, 'featured'] as const,
};
