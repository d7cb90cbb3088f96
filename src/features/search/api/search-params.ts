import { z } from 'zod';
import { normalizeSearchQuery } from './get-search';

/**
 * `/search?q=`. The router parses search values as JSON first, so `?q=608` arrives as a number;
 * anything unusable becomes "no query" (the prompt), never an error page.
 */
export const searchParamsSchema = z.object({
  q: z
    .union([z.string(), z.number()])
    .transform((value) => normalizeSearchQuery(String(value)) || undefined)
    .optional()
    .catch(undefined),
});
