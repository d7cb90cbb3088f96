/**
 * The map feature's query keys, spelled here only. The persisted cache is saved under them, so
 * renaming one drops every visitor's offline copy of it.
 */
export const mapKeys = {
  all: ['map'] as const,
  plan: () => [...mapKeys.all, 'plan'] as const,
};
