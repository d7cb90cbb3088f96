import { searchParser } from '../../../lib/search-params';

/** The backend accepts 1-100 characters. */
export const MAX_SEARCH_LENGTH = 100;

/** The query as sent: trimmed and cut to the accepted length; '' means "do not search". */
export function normalizeSearchQuery(query: string | undefined): string {
  return (query ?? '').trim().replace(/\s+/g, ' ').slice(0, MAX_SEARCH_LENGTH);
}

/**
 * `/search?q=`. The router parses search values as JSON first, so `?q=608` arrives as a number;
 * anything unusable becomes "no query" (the prompt), never an error page.
 */
export const searchParamsSchema = searchParser({
  q: (value) =>
    typeof value === 'string' || typeof value === 'number'
      ? normalizeSearchQuery(String(value)) || undefined
      : undefined,
});
