/**
 * The contact feature's query keys, spelled here only. The persisted cache is saved under them,
 * so renaming one drops every visitor's offline copy of it.
 */
export const contactKeys = {
  all: ['contact-page'] as const,
  /** Its own key: other features read the same call into other shapes. */
  details: () => [...contactKeys.all, 'details'] as const,
};
