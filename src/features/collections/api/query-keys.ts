/**
 * The collections feature's query keys, spelled here only. The persisted cache is saved under
 * them, so renaming one drops every visitor's offline copy of it.
 */
export const collectionKeys = {
  /** Prefix of every collections query. */
  all: ['collections'] as const,
  list: () => [...collectionKeys.all, 'list'] as const,
  detail: (id: string) => [...collectionKeys.all, 'detail', id] as const,
};
