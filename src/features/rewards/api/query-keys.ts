/**
 * The rewards feature's query keys, spelled here only. The persisted cache is saved under them,
 * so renaming one drops every visitor's offline copy of it.
 */
export const rewardKeys = {
  /** Prefix of every rewards query. The list sits at the prefix itself (its key since launch). */
  all: ['rewards'] as const,
  list: () => rewardKeys.all,
  detail: (id: string) => [...rewardKeys.all, 'detail', id] as const,
};
