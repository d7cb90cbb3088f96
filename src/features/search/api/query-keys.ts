/**
 * The search feature's query keys, spelled here only. The persisted cache is saved under them, so
 * renaming one drops every visitor's offline copy of it.
 */
export const searchKeys = {
  all: ['search'] as const,
  /** One query's results; the backend ignores case, so "Sushi" and "sushi" share an answer. */
  results: (query: string) => [...searchKeys.all, query.toLowerCase()] as const,
};
