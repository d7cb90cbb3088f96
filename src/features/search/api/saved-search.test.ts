import { describe, expect, it } from 'vitest';
import { toSearchResults } from './global-search';
import { searchSaved, type SavedLists } from './saved-search';

const NOW = Date.parse('2026-11-20T04:00:00Z');

const cascade = {
  MerchantID: '101',
  MerchantCode: 'CAS',
  StoreName: 'Cascade Noodle House',
  BiStoreName: '瀑布面馆',
  CategoryID: 1,
  SubCategoryName: 'Restaurant & Bar',
  BiSubCategoryName: '餐厅与酒吧',
  UnitNumber: '#02-608',
  Zone: 'Tower 3',
  MerchantLogo: '/media/cas.svg',
  isActive: '1',
  hideFromDirectory: '0',
};
const arc = {
  ...cascade,
  MerchantID: '102',
  StoreName: 'Arc Café',
  BiStoreName: '弧形咖啡',
  UnitNumber: '#01-301',
  SubCategoryName: 'Café',
  BiSubCategoryName: '咖啡馆',
};
const hidden = {
  ...cascade,
  MerchantID: '103',
  StoreName: 'Cascade Staff Canteen',
  UnitNumber: '#B1-01',
  hideFromDirectory: '1',
};

const saved: SavedLists = {
  directory: {
    Status: 1,
    Result: [
      {
        CategoryID: 1,
        SubCategoryID: 1,
        Merchants: [cascade, arc, hidden],
        participatingMerchants: [cascade],
      },
      {
        CategoryID: 1,
        SubCategoryID: 2,
        Merchants: [cascade, { StoreName: 'no id' }],
        participatingMerchants: [],
      },
    ],
  },
  promotions: {
    status: 1,
    Result: [
      {
        HappeningID: 7,
        Title: 'Cascade noodle week',
        BiTitle: '瀑布面食周',
        StartDate: '2026-11-01T16:00:00.000Z',
        EndDate: '2026-11-30T16:00:00.000Z',
      },
      {
        HappeningID: 8,
        Title: 'Cascade autumn sale',
        StartDate: '2026-10-01T16:00:00.000Z',
        EndDate: '2026-11-10T16:00:00.000Z',
      },
    ],
  },
  events: {
    status: 1,
    Result: [
      {
        EventID: 9,
        Title: 'Fountain of Wealth light show',
        BiTitle: '财富之泉灯光秀',
        StartDate: '2026-11-25T12:00:00.000Z',
        EndDate: '2026-11-25T13:00:00.000Z',
        Location: 'Fountain Court',
      },
    ],
  },
  pages: [
    {
      status: 0,
      data: {
        slug: 'about_us',
        title: 'About us',
        titleZh: '关于我们',
        description: 'The complex.',
        blocks: [],
      },
    },
    { status: 0, data: { title: 'no slug' } },
  ],
};

const names = (query: string) => {
  const results = toSearchResults(searchSaved(query, saved, NOW));
  return [
    ...results.stores.map((hit) => hit.name),
    ...results.promotions.map((hit) => hit.title),
    ...results.events.map((hit) => hit.title),
    ...results.pages.map((hit) => hit.title),
  ];
};

describe('searchSaved', () => {
  it.each([
    ['cascade', ['Cascade Noodle House', 'Cascade noodle week']],
    ['cascde', ['Cascade Noodle House', 'Cascade noodle week']],
    ['瀑布', ['Cascade Noodle House', 'Cascade noodle week']],
    ['弧形咖啡', ['Arc Café']],
    ['cafe', ['Arc Café']],
    ['#02-608', ['Cascade Noodle House']],
    ['02-608', ['Cascade Noodle House']],
    ['2-608', ['Cascade Noodle House']],
    ['B1-01', []],
    ['灯光秀', ['Fountain of Wealth light show']],
    ['fountian', ['Fountain of Wealth light show']],
    ['关于', ['About us']],
    ['about', ['About us']],
    ['restaurant', ['Cascade Noodle House']],
    ['autumn', []],
    ['zzz', []],
  ])('%j finds %j', (query, expected) => {
    expect(names(query)).toEqual(expected);
  });

  it('answers in the search call shape, each store once, with the totals', () => {
    const answer = searchSaved('cascade', saved, NOW);
    expect(answer.Result.Stores).toHaveLength(1);
    // The hit's fields of the merchant, the directory's own flags left out.
    const { isActive, hideFromDirectory, ...hit } = cascade;
    expect([isActive, hideFromDirectory]).toEqual(['1', '0']);
    expect(answer.Result.Stores?.[0]).toEqual(hit);
    expect(answer.RecordCount).toEqual({ Stores: 1, Promotions: 1, Events: 0, Pages: 0 });
  });

  it('sends at most 50 of a kind and counts them all', () => {
    const many = Array.from({ length: 60 }, (_, i) => ({
      ...cascade,
      MerchantID: String(i),
      StoreName: `Noodle bar ${i}`,
    }));
    const answer = searchSaved('noodle', { directory: { Result: [{ Merchants: many }] } }, NOW);
    expect(answer.Result.Stores).toHaveLength(50);
    expect(answer.RecordCount?.Stores).toBe(60);
  });

  it('finds nothing in lists of another shape', () => {
    const answer = searchSaved(
      'cascade',
      { directory: { Result: 'none' }, promotions: [], events: null },
      NOW,
    );
    expect(answer.RecordCount).toEqual({ Stores: 0, Promotions: 0, Events: 0, Pages: 0 });
  });
});
