/**
 * The CMS feature's query keys, spelled here only. The persisted cache is saved under them, so
 * renaming one drops every visitor's offline copy of it.
 */
export const cmsKeys = {
  all: ['cms-page'] as const,
  page: (slug: string) => [...cmsKeys.all, slug] as const,
};
