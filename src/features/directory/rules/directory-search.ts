/**
 * The directory list's URL search params: every filter lives in the URL, so a filtered list can be
 * shared, bookmarked and survives a reload. Invalid values are dropped rather than failing the page.
 *
 * TanStack Router parses search values as JSON first (`?sub=12` arrives as the number 12,
 * `?halal=true` as a boolean, `?q=608` as a number), hence the unions below.
 */
import { z } from 'zod';
// Only the letters and a type: the route's search validation must not pull the filter rules into
// the root bundle.
import { DIRECTORY_LETTERS } from './directory-letters';
import type { MerchantFilters } from './filter-merchants';

const flag = z
  .union([z.boolean(), z.literal(1), z.literal('1'), z.literal('true')])
  .transform((value) =>
    value === true || value === 1 || value === '1' || value === 'true' ? true : undefined,
  )
  .optional()
  .catch(undefined);

export const directorySearchSchema = z.object({
  /** Sub-category id. */
  sub: z.coerce.number().int().positive().optional().catch(undefined),
  /** Search text: name, unit number, sub-category. */
  q: z
    .union([z.string(), z.number()])
    .transform((value) => String(value).trim().slice(0, 100) || undefined)
    .optional()
    .catch(undefined),
  letter: z
    .string()
    .transform((value) => value.toUpperCase())
    .pipe(z.enum(DIRECTORY_LETTERS))
    .optional()
    .catch(undefined),
  halal: flag,
  evoucher: flag,
  points: flag,
  open: flag,
});

export type DirectorySearch = z.infer<typeof directorySearchSchema>;

/** The URL's search params as filters. */
export function filtersFromSearch(search: DirectorySearch): MerchantFilters {
  return {
    subCategoryId: search.sub,
    query: search.q,
    letter: search.letter,
    halal: search.halal,
    evoucher: search.evoucher,
    points: search.points,
    openNow: search.open,
  };
}

/** Whether any filter is set (for the "Clear filters" button). */
export function hasActiveFilters(search: DirectorySearch): boolean {
  return Object.values(search).some((value) => value !== undefined);
}
