/**
 * The content feature's query keys, spelled here only. The persisted cache is saved under them,
 * so renaming one drops every visitor's offline copy of it.
 */
export const contentKeys = {
  all: ['content'] as const,
  ofType: (type: string) => [...contentKeys.all, type] as const,
};
