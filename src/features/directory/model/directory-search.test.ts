import { describe, expect, it } from 'vitest';
import { directorySearchSchema, filtersFromSearch, hasActiveFilters } from './directory-search';

describe('directorySearchSchema', () => {
  it.each([
    [{}, {}],
    [{ sub: 12 }, { sub: 12 }],
    [{ sub: '12' }, { sub: 12 }],
    [{ sub: 'cafe' }, {}],
    [{ sub: -1 }, {}],
    [{ q: '  noodle  ' }, { q: 'noodle' }],
    [{ q: 608 }, { q: '608' }],
    [{ q: '' }, {}],
    [{ letter: 'b' }, { letter: 'B' }],
    [{ letter: '#' }, { letter: '#' }],
    [{ letter: 'AB' }, {}],
    [
      { halal: true, evoucher: 1, points: '1', open: 'true' },
      { halal: true, evoucher: true, points: true, open: true },
    ],
    [{ halal: false }, {}],
    [{ halal: 'yes please' }, {}],
  ])('%j validates to %j', (input, expected) => {
    const parsed = directorySearchSchema.parse(input);
    expect(Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== undefined))).toEqual(
      expected,
    );
  });

  it('turns the search into filters', () => {
    const search = directorySearchSchema.parse({ sub: 3, q: '02-608', letter: 'C', open: true });
    expect(filtersFromSearch(search)).toEqual({
      subCategoryId: 3,
      query: '02-608',
      letter: 'C',
      halal: undefined,
      evoucher: undefined,
      points: undefined,
      openNow: true,
    });
    expect(hasActiveFilters(search)).toBe(true);
    expect(hasActiveFilters(directorySearchSchema.parse({}))).toBe(false);
  });

  it('counts no filter for the language of the address (?lang=zh), as the router hands it on', () => {
    // The router lays the parsed search over the raw one: parameters it does not read stay.
    const search = { lang: 'zh', ...directorySearchSchema.parse({ lang: 'zh' }) };
    expect(hasActiveFilters(search)).toBe(false);
    expect(hasActiveFilters({ ...search, halal: true })).toBe(true);
  });
});
