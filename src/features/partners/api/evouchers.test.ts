import { describe, expect, it } from 'vitest';
import { toEvoucher } from './evouchers';

describe('toEvoucher', () => {
  it('maps the wire fields', () => {
    expect(
      toEvoucher({
        EvoucherID: 7,
        Title: '$10 Dining e-Voucher',
        BiTitle: '10元餐饮电子礼券',
        Description: 'Spend at any dining partner.',
        Value: '10.00',
        PointsCost: 1000,
        ImagePath: 'https://cdn.example/evoucher/null',
        TOC: '<p>One per bill.</p>',
        ValidFrom: '2026-01-01T16:00:00.000Z',
        ValidTo: 'NA',
        MerchantCodes: ['M0001', ' M0002 ', ''],
      }),
    ).toEqual({
      id: '7',
      title: '$10 Dining e-Voucher',
      titleZh: '10元餐饮电子礼券',
      description: 'Spend at any dining partner.',
      descriptionZh: undefined,
      value: 10,
      pointsCost: 1000,
      imageUrl: undefined,
      tocHtml: '<p>One per bill.</p>',
      tocHtmlZh: undefined,
      validFrom: '2026-01-01T16:00:00.000Z',
      validTo: undefined,
      merchantCodes: ['M0001', 'M0002'],
    });
  });
});
