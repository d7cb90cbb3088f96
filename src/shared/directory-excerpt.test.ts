import { describe, expect, it } from 'vitest';
import { directoryExcerpt, directoryExcerptKey } from './directory-excerpt';

const merchant = (MerchantID: unknown, StoreName = `Store ${String(MerchantID)}`) => ({
  MerchantID,
  MerchantCode: `M${String(MerchantID)}`,
  StoreName,
});

const DIRECTORY = {
  Status: 1,
  CategoryList: [{ CategoryID: 1, SubCategoryID: 10, SubCategoryName: 'Cafes' }],
  Result: [
    {
      CategoryID: 1,
      SubCategoryID: 10,
      SubCategoryName: 'Cafes',
      Merchants: [merchant(7), merchant(319), merchant(8)],
      participatingMerchants: [merchant(9)],
    },
    {
      CategoryID: 2,
      SubCategoryID: 20,
      SubCategoryName: 'Fashion',
      Merchants: [merchant(8)],
      participatingMerchants: null,
    },
    {
      CategoryID: 1,
      SubCategoryID: 11,
      SubCategoryName: 'Bakeries',
      Merchants: null,
      participatingMerchants: [merchant('319', 'Store 319 as a partner')],
    },
  ],
};

describe('directoryExcerpt', () => {
  it("keeps each entry that lists the merchant, with that merchant alone, in the directory's order", () => {
    expect(directoryExcerpt(DIRECTORY, '319')).toEqual({
      Status: 1,
      Result: [
        {
          CategoryID: 1,
          SubCategoryID: 10,
          SubCategoryName: 'Cafes',
          Merchants: [merchant(319)],
          participatingMerchants: [],
        },
        {
          CategoryID: 1,
          SubCategoryID: 11,
          SubCategoryName: 'Bakeries',
          Merchants: [],
          participatingMerchants: [merchant('319', 'Store 319 as a partner')],
        },
      ],
    });
  });

  it('reads ids as the app does: numbers and text alike, trimmed', () => {
    expect(directoryExcerpt(DIRECTORY, ' 8 ')?.Result).toHaveLength(2);
    expect(
      directoryExcerpt({ Status: 1, Result: [{ Merchants: [merchant(' 5')] }] }, '5'),
    ).toMatchObject({ Result: [{ Merchants: [merchant(' 5')] }] });
  });

  it('gives no entries for an id the directory does not list', () => {
    expect(directoryExcerpt(DIRECTORY, '999')).toEqual({ Status: 1, Result: [] });
  });

  it.each([[null], ['text'], [[]], [{ Status: 1 }], [{ Status: 1, Result: {} }]])(
    'is undefined for %j, which is no directory',
    (payload) => {
      expect(directoryExcerpt(payload, '1')).toBeUndefined();
    },
  );

  it('skips entries and merchants that are not objects', () => {
    const payload = { Status: 1, Result: [null, 'x', { Merchants: [null, 3, merchant(1)] }] };
    expect(directoryExcerpt(payload, '1')).toEqual({
      Status: 1,
      Result: [{ Merchants: [merchant(1)], participatingMerchants: [] }],
    });
  });
});

describe('directoryExcerptKey', () => {
  it('names the directories call and the merchant, and is no HTTP call', () => {
    const key = directoryExcerptKey('/bi/Prod/v1/directories', ' 319 ');
    expect(key).toBe('EXCERPT /bi/Prod/v1/directories\n{"MerchantID":"319"}');
    expect(key).not.toBe(directoryExcerptKey('/bi/Prod/v1/directories', '31'));
  });
});
