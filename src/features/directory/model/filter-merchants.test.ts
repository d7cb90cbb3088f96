import { describe, expect, it } from 'vitest';
import { merchantDtoFixture } from '../../../../tests/support/directory/merchant-fixtures';
import { toMerchant } from '../api/merchant-mapper';
import type { Merchant } from './merchant';
import {
  availableLetters,
  canFilterOpenNow,
  countBySubCategory,
  filterMerchants,
  letterOf,
  type MerchantFilters,
} from './filter-merchants';

const listed = { listedInDirectory: true };
const hours = (open: string, close: string, days = [0, 1, 2, 3, 4, 5, 6]) =>
  days.map((d) => ({ DayOfWeek: d, Open: open, Close: close }));

const merchants: Merchant[] = [
  toMerchant(
    merchantDtoFixture({
      MerchantID: 1,
      StoreName: 'Arc Café',
      BiStoreName: '弧形咖啡',
      SubCategoryID: 11,
      SubCategoryName: 'Café',
      BiSubCategoryName: '咖啡馆',
      UnitNumber: '#01-301',
      Zone: 'Fountain Court',
      isHalalCertified: '1',
      OpeningHours: hours('08:00', '20:00'),
    }),
    listed,
  ),
  toMerchant(
    merchantDtoFixture({
      MerchantID: 2,
      StoreName: 'Bronze Bar',
      SubCategoryID: 12,
      SubCategoryName: 'Restaurant & Bar',
      UnitNumber: '#02-608',
      acceptVouchers: '1',
      OpeningHours: hours('18:00', '02:00', [3, 4, 5, 6]),
    }),
    listed,
  ),
  toMerchant(
    merchantDtoFixture({
      MerchantID: 3,
      StoreName: 'éclair atelier',
      SubCategoryID: 13,
      SubCategoryName: 'Deli & Confectionary',
      UnitNumber: '#B1-012',
      canPayWithPoints: '1',
      acceptVouchers: '1',
    }),
    listed,
  ),
  toMerchant(
    merchantDtoFixture({
      MerchantID: 4,
      StoreName: '7 Spices',
      SubCategoryID: 12,
      SubCategoryName: 'Restaurant & Bar',
      UnitNumber: '#02-611',
      isHalalCertified: '1',
      canPayWithPoints: '1',
    }),
    listed,
  ),
  toMerchant(
    merchantDtoFixture({
      MerchantID: 5,
      StoreName: 'Circuit Phones',
      CategoryID: 2,
      Category: 'Shopping',
      SubCategoryID: 21,
      SubCategoryName: 'Electronics & Telecommunications',
      UnitNumber: '#03-100',
    }),
    listed,
  ),
  toMerchant(
    merchantDtoFixture({
      MerchantID: 6,
      StoreName: 'Hidden Kitchen',
      SubCategoryID: 12,
      SubCategoryName: 'Restaurant & Bar',
      hideFromDirectory: '1',
    }),
    listed,
  ),
  toMerchant(
    merchantDtoFixture({
      MerchantID: 7,
      StoreName: 'Partner Only',
      SubCategoryID: 12,
      SubCategoryName: 'Restaurant & Bar',
    }),
    { isPartner: true },
  ),
];

/** Wednesday 2026-03-04 at 12:00 and Thursday 01:30 in Singapore. */
const noonWednesday = Date.parse('2026-03-04T12:00:00+08:00');
const pastMidnightThursday = Date.parse('2026-03-05T01:30:00+08:00');

const ids = (list: Merchant[]) => list.map((m) => Number(m.id));

describe('filterMerchants', () => {
  it.each<[string, MerchantFilters, number, number[]]>([
    [
      'no filter lists every listed merchant (not hidden, not partner-only)',
      {},
      noonWednesday,
      [1, 2, 3, 4, 5],
    ],
    ['category dining', { categoryId: 1 }, noonWednesday, [1, 2, 3, 4]],
    ['category shopping', { categoryId: 2 }, noonWednesday, [5]],
    ['category services (none)', { categoryId: 3 }, noonWednesday, []],
    ['sub-category', { categoryId: 1, subCategoryId: 12 }, noonWednesday, [2, 4]],
    ['name, any case', { query: 'arc' }, noonWednesday, [1]],
    ['name without accents finds accented', { query: 'eclair' }, noonWednesday, [3]],
    ['Chinese name', { query: '咖啡' }, noonWednesday, [1]],
    ['sub-category name', { query: 'restaurant' }, noonWednesday, [2, 4]],
    ['Chinese sub-category name', { query: '咖啡馆' }, noonWednesday, [1]],
    ['zone', { query: 'fountain' }, noonWednesday, [1]],
    ['zone by its Chinese name', { query: '喷泉广场' }, noonWednesday, [1]],
    ['unit number with hash', { query: '#02-608' }, noonWednesday, [2]],
    ['unit number without hash', { query: '02-608' }, noonWednesday, [2]],
    ['unit prefix on a level', { query: '02-6' }, noonWednesday, [2, 4]],
    ['a whole level', { query: '#02' }, noonWednesday, [2, 4]],
    ['basement', { query: 'b1-012' }, noonWednesday, [3]],
    ['unit part only', { query: '301' }, noonWednesday, [1]],
    ['letter A', { letter: 'A' }, noonWednesday, [1]],
    ['letter E files the accented name', { letter: 'E' }, noonWednesday, [3]],
    ['# for digits', { letter: '#' }, noonWednesday, [4]],
    ['halal', { halal: true }, noonWednesday, [1, 4]],
    ['e-vouchers accepted', { evoucher: true }, noonWednesday, [2, 3]],
    ['pay with points', { points: true }, noonWednesday, [3, 4]],
    ['filters combine', { halal: true, points: true }, noonWednesday, [4]],
    ['open now at noon (bar closed)', { openNow: true }, noonWednesday, [1, 3, 4, 5]],
    ['open now past midnight (only the bar)', { openNow: true }, pastMidnightThursday, [2]],
    ['nothing matches', { query: 'zzz' }, noonWednesday, []],
    [
      'false flags do not filter',
      { halal: false, evoucher: false, points: false, openNow: false },
      noonWednesday,
      [1, 2, 3, 4, 5],
    ],
  ])('%s', (_name, filters, now, expected) => {
    expect(ids(filterMerchants(merchants, filters, now))).toEqual(expected);
  });
});

describe('countBySubCategory', () => {
  it('counts each sub-category under the other filters', () => {
    const counts = countBySubCategory(
      merchants,
      { categoryId: 1, subCategoryId: 11, halal: true },
      noonWednesday,
    );
    expect(Object.fromEntries(counts)).toEqual({ 11: 1, 12: 1 });
  });
});

describe('availableLetters', () => {
  it('lists letters that have merchants, ignoring the chosen letter', () => {
    expect(
      [...availableLetters(merchants, { categoryId: 1, letter: 'Z' }, noonWednesday)].sort(),
    ).toEqual(['#', 'A', 'B', 'E']);
  });
});

describe('canFilterOpenNow', () => {
  const store = (id: number, publishesHours: boolean, inDirectory = true): Merchant => ({
    ...toMerchant(merchantDtoFixture({ MerchantID: id }), listed),
    ...(!publishesHours && { hours: [] }),
    listedInDirectory: inDirectory,
  });
  it.each<[string, Merchant[], boolean]>([
    ['some store publishes its hours', [store(1, false), store(2, true)], true],
    ['no store publishes any (the live backends)', [store(1, false), store(2, false)], false],
    [
      'only a store kept out of the directory has hours',
      [store(1, false), store(2, true, false)],
      false,
    ],
    ['an empty list', [], false],
  ])('%s', (_name, list, expected) => {
    expect(canFilterOpenNow(list)).toBe(expected);
  });
});

describe('letterOf', () => {
  it.each([
    ['Arc', 'A'],
    ['éclair', 'E'],
    ['7 Spices', '#'],
    ['(Pop-up) Store', '#'],
    ['弧形', '#'],
  ])('%j files under %j', (name, letter) => {
    expect(letterOf(name)).toBe(letter);
  });
});
