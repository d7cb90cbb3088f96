import { describe, expect, it } from 'vitest';
import { normalizeSearchQuery } from '../model/search-params';
import { totalHits } from '../model/search-results';
import { toSearchResults } from './global-search';

describe('toSearchResults', () => {
  it('maps every kind and keeps the totals', () => {
    const results = toSearchResults({
      Status: 1,
      Result: {
        Stores: [
          {
            MerchantID: 12,
            StoreName: 'Arc Café',
            BiStoreName: '弧形咖啡',
            CategoryID: '1',
            UnitNumber: '#01-301',
            Zone: 'NA',
            MerchantLogo: '/x/null',
          },
        ],
        Promotions: [
          {
            HappeningID: '3',
            Title: 'Coffee week',
            ThumbnailUrl: '',
            ImagePath: '/media/p3.svg',
            StartDate: '2026-01-01T16:00:00.000Z',
            EndDate: '-',
          },
        ],
        Events: [
          {
            EventID: 9,
            Title: 'Latte art',
            BiTitle: '',
            EventImage: 'NA',
            StartDate: '2026-01-02T02:00:00.000Z',
            EndDate: '2026-01-02T04:00:00.000Z',
            Location: 'Atrium',
          },
        ],
        Pages: [
          { Slug: '/about_us', Title: 'About us', BiTitle: '关于我们', Excerpt: 'The complex.' },
        ],
      },
      RecordCount: { Stores: 61, Promotions: '1', Events: 1, Pages: null },
    });
    expect(results.stores).toEqual([
      {
        id: '12',
        name: 'Arc Café',
        nameZh: '弧形咖啡',
        categoryId: 1,
        subCategory: undefined,
        subCategoryZh: undefined,
        unitNumber: '#01-301',
        zone: undefined,
        logoUrl: undefined,
      },
    ]);
    expect(results.promotions[0]).toMatchObject({
      id: '3',
      imageUrl: '/media/p3.svg',
      endDate: undefined,
    });
    expect(results.events[0]).toMatchObject({
      id: '9',
      titleZh: undefined,
      imageUrl: undefined,
      location: 'Atrium',
    });
    expect(results.pages[0]).toEqual({
      slug: 'about_us',
      title: 'About us',
      titleZh: '关于我们',
      excerpt: 'The complex.',
    });
    expect(results.totals).toEqual({ stores: 61, promotions: 1, events: 1, pages: 1 });
    expect(totalHits(results)).toBe(64);
  });

  it('treats missing lists as empty and unknown categories as dining', () => {
    const results = toSearchResults({
      Status: 1,
      Result: { Stores: [{ MerchantID: '1', StoreName: 'X', CategoryID: 9 }] },
    });
    expect(results.stores[0]?.categoryId).toBe(1);
    expect(results.totals).toEqual({ stores: 1, promotions: 0, events: 0, pages: 0 });
  });
});

describe('normalizeSearchQuery', () => {
  it.each([
    [undefined, ''],
    ['   ', ''],
    ['  02-608 ', '02-608'],
    ['noodle   house', 'noodle house'],
    ['x'.repeat(150), 'x'.repeat(100)],
  ])('%j gives %j', (input, expected) => {
    expect(normalizeSearchQuery(input)).toBe(expected);
  });
});
