/**
 * The getting-here feature's query keys, spelled here only. The persisted cache is saved under
 * them, so renaming one drops every visitor's offline copy of it.
 */
export const gettingHereKeys = {
  all: ['getting-there'] as const,
  directions: () => gettingHereKeys.all,
};
