import { searchParser } from '../../../lib/search-params';
import { normalizeSearchQuery } from '../../../shared/search-query';

export { normalizeSearchQuery } from '../../../shared/search-query';

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
