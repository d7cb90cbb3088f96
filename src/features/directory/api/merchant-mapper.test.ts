import { describe, expect, it } from 'vitest';
import { toDirectory } from './directory';
import { merchantDtoFixture } from '../../../../tests/support/directory/merchant-fixtures';
import { toMerchant, toOpeningHours, toWebsiteUrl } from './merchant-mapper';

describe('toMerchant', () => {
  it('maps the wire fields to the domain model', () => {
    const merchant = toMerchant(merchantDtoFixture(), { listedInDirectory: true });
    expect(merchant).toMatchObject({
      id: '101',
      code: 'M0101',
      name: 'Harbour Noodle House',
      categoryId: 1,
      categoryIds: [1],
      subCategories: [{ id: 12, categoryId: 1, name: 'Restaurant & Bar' }],
      unitNumber: '#02-608',
      level: '02',
      zone: 'Tower 3',
      logoUrl: '/media/merchants/101/logo.svg',
      imageUrl: undefined,
      phone: '+65 6123 4567',
      website: 'https://www.harbour.example/',
      openingHoursText: 'Daily 10:00 - 22:00',
      participationLevel: 'Regular',
      isActive: true,
      listedInDirectory: true,
      isPartner: false,
    });
    expect(merchant.hours).toHaveLength(7);
  });

  it.each([
    ['1', true],
    ['0', false],
    [1, true],
    [0, false],
    [true, true],
    [false, false],
    ['', false],
    ['NA', false],
    [null, false],
    [undefined, false],
  ])('reads the flag %j as %s', (value, expected) => {
    const merchant = toMerchant(
      merchantDtoFixture({
        isHalalCertified: value,
        acceptVouchers: value,
        canPayWithPoints: value,
      }),
    );
    expect([merchant.isHalal, merchant.acceptsEvouchers, merchant.canPayWithPoints]).toEqual([
      expected,
      expected,
      expected,
    ]);
  });

  it.each([
    ['1', '0', true],
    ['0', '1', true],
    ['0', '0', false],
    [undefined, 'true', true],
  ])('IsParticipating %j / isParticipating %j gives %s', (upper, lower, expected) => {
    expect(
      toMerchant(merchantDtoFixture({ IsParticipating: upper, isParticipating: lower }))
        .isParticipating,
    ).toBe(expected);
  });

  it.each([
    ['NA', undefined],
    ['', undefined],
    ['-', undefined],
    [null, undefined],
    ['https://cdn.example/merchant/null', undefined],
    ['https://cdn.example/merchant/NA', undefined],
    ['/media/merchants/7/logo.svg', '/media/merchants/7/logo.svg'],
  ])('reads the logo %j as %j', (value, expected) => {
    expect(toMerchant(merchantDtoFixture({ MerchantLogo: value })).logoUrl).toBe(expected);
  });

  it.each([
    ['NA', undefined],
    ['', undefined],
    ['-', undefined],
    [null, undefined],
    [61234567, '61234567'],
  ])('reads the phone %j as %j', (value, expected) => {
    expect(toMerchant(merchantDtoFixture({ PhoneNo: value })).phone).toBe(expected);
  });

  it.each([
    ['#02-608', '02'],
    ['#B1-012', 'B1'],
    ['#01-301/302', '01'],
    ['NA', undefined],
    ['', undefined],
  ])('parses level of %j as %j', (unit, level) => {
    expect(toMerchant(merchantDtoFixture({ UnitNumber: unit })).level).toBe(level);
  });

  it('falls back to the Level field and the Chinese name spellings', () => {
    const merchant = toMerchant(
      merchantDtoFixture({ UnitNumber: 'NA', Level: '03', BiStoreName: '海港面馆' }),
    );
    expect(merchant.level).toBe('03');
    expect(merchant.nameZh).toBe('海港面馆');
  });

  it('keeps inactive and hidden merchants out of the directory lists', () => {
    expect(
      toMerchant(merchantDtoFixture({ isActive: '0' }), { listedInDirectory: true })
        .listedInDirectory,
    ).toBe(false);
    expect(
      toMerchant(merchantDtoFixture({ hideFromDirectory: '1' }), { listedInDirectory: true })
        .listedInDirectory,
    ).toBe(false);
    expect(
      toMerchant(merchantDtoFixture({ isActive: undefined }), { listedInDirectory: true })
        .listedInDirectory,
    ).toBe(true);
  });

  it('takes the category from the name when the id is missing', () => {
    expect(
      toMerchant(merchantDtoFixture({ CategoryID: null, Category: 'Services' })).categoryId,
    ).toBe(3);
  });
});

describe('toOpeningHours', () => {
  it('keeps only well-formed entries', () => {
    expect(
      toOpeningHours([
        { DayOfWeek: 1, Open: '10:00', Close: '22:00' },
        { DayOfWeek: '5', Open: '18:00', Close: '02:00' },
        { DayOfWeek: 7, Open: '10:00', Close: '22:00' },
        { DayOfWeek: 2, Open: 'NA', Close: '22:00' },
      ]),
    ).toEqual([
      { dayOfWeek: 1, open: '10:00', close: '22:00' },
      { dayOfWeek: 5, open: '18:00', close: '02:00' },
    ]);
    expect(toOpeningHours(null)).toEqual([]);
  });
});

describe('toWebsiteUrl', () => {
  it.each([
    ['https://shop.example/sg', 'https://shop.example/sg'],
    ['www.shop.example', 'https://www.shop.example/'],
    ['http://shop.example', 'http://shop.example/'],
    ['NA', undefined],
    ['-', undefined],
    ['not a site', undefined],
    ['javascript:alert(1)', undefined],
  ])('%j gives %j', (value, expected) => {
    expect(toWebsiteUrl(value)).toBe(expected);
  });
});

describe('toDirectory', () => {
  it('deduplicates merchants by MerchantID and merges their listings', () => {
    const noodle = merchantDtoFixture();
    const cafe = merchantDtoFixture({
      MerchantID: 102,
      MerchantCode: 'M0102',
      StoreName: 'Arc Café',
      SubCategoryID: 11,
      SubCategoryName: 'Café',
    });
    const directory = toDirectory({
      Status: 1,
      CategoryList: [
        { CategoryID: 1, SubCategoryID: 11, SubCategoryName: 'Café' },
        { CategoryID: 1, SubCategoryID: 12, SubCategoryName: 'Restaurant & Bar' },
      ],
      Result: [
        {
          CategoryID: 1,
          SubCategoryID: 12,
          SubCategoryName: 'Restaurant & Bar',
          Merchants: [noodle],
          participatingMerchants: [],
        },
        {
          CategoryID: 1,
          SubCategoryID: 11,
          SubCategoryName: 'Café',
          Merchants: [cafe, { ...noodle, MerchantID: 101 }],
          participatingMerchants: [noodle],
        },
      ],
    });
    expect(directory.merchants.map((m) => m.id)).toEqual(['102', '101']);
    const merged = directory.merchants.find((m) => m.id === '101');
    expect(merged?.subCategories.map((s) => s.id)).toEqual([12, 11]);
    expect(merged?.isPartner).toBe(true);
    expect(merged?.listedInDirectory).toBe(true);
    expect(directory.subCategories.map((s) => s.name)).toEqual(['Café', 'Restaurant & Bar']);
  });
});
