/**
 * The directory list's URL search params: every filter lives in the URL, so a filtered list can be
 * shared, bookmarked and survives a reload. Invalid values are dropped rather than failing the page.
 *
 * TanStack Router parses search values as JSON first (`?sub=12` arrives as the number 12,
 * `?halal=true` as a boolean, `?q=608` as a number): the readers accept both spellings.
 */
import {
  clippedText,
  flag,
  positiveInteger,
  searchParser,
  type SearchOf,
} from '../../../lib/search-params';
// Only the letters and a type: the route's search validation must not pull the filter rules into
// the root bundle.
import { DIRECTORY_LETTERS } from './directory-letters';
import type { MerchantFilters } from './filter-merchants';

const readers = {
  /** Sub-category id. */
  sub: positiveInteger,
  /** Search text: name, unit number, sub-category. */
  q: clippedText(100),
  /** A letter of the A-Z bar, in either case. */
  letter: (value: unknown) => {
    const letter = typeof value === 'string' ? value.toUpperCase() : undefined;
    return DIRECTORY_LETTERS.find((known) => known === letter);
  },
  halal: flag,
  evoucher: flag,
  points: flag,
  open: flag,
};

export const directorySearchSchema = searchParser(readers);

export type DirectorySearch = SearchOf<typeof readers>;

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

/**
 * Whether any filter is set (for the "Clear filters" button). Only the filters count: the router
 * hands the page every parameter of its address, the language's (`?lang=zh`) too.
 */
export function hasActiveFilters(search: DirectorySearch): boolean {
  return Object.values(filtersFromSearch(search)).some((value) => value !== undefined);
}
