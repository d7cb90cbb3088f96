/** The global search's accepted length: the backend takes 1-100 characters. */
export const MAX_SEARCH_LENGTH = 100;

/**
 * The query as sent: trimmed, inner spaces collapsed and cut to the accepted length; '' means "do
 * not search". The search page and the server's page answers (server/pages/page-html.ts) share it.
 */
export function normalizeSearchQuery(query: string | undefined): string {
  return (query ?? '').trim().replace(/\s+/g, ' ').slice(0, MAX_SEARCH_LENGTH);
}
