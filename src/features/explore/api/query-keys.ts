/**
 * The explore feature's query keys, spelled here only. The persisted cache is saved under them,
 * so renaming one drops every visitor's offline copy of it.
 */
export const exploreKeys = {
  /** Prefix of every explore query. */
  all: ['explore'] as const,
  list: () => [...exploreKeys.all, 'list'] as const,
  detail: (id: string) => [...exploreKeys.all, 'detail', id] as const,
};
