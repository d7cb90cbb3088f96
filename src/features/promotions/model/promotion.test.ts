import { describe, expect, it } from 'vitest';
import { toPromotionCardFields, type Promotion } from './promotion';

const promotion: Promotion = {
  id: '7',
  slug: 'triple-points-7',
  title: 'Triple points',
  titleZh: '三倍积分',
  imageUrl: '/media/promotions/P7.svg',
  thumbnailUrl: '/media/promotions/P7-thumb.svg',
  startDate: '2026-10-13T16:00:00.000Z',
  endDate: '2027-04-17T15:59:00.000Z',
  contentHtml: '<p>Long text</p>',
  termsHtml: '<ul><li>Terms</li></ul>',
  isFeatured: true,
  sortOrder: 1,
  merchantId: '12',
  merchantCode: 'M0012',
  storeName: 'Nimbus Studio',
  location: '#02-608',
  morePromotions: [{ id: '8', title: 'Another' }],
};

describe('toPromotionCardFields', () => {
  it('keeps what the card draws and the list orders by, and drops the texts and links', () => {
    const card = toPromotionCardFields(promotion);
    expect(card).toEqual({
      id: '7',
      title: 'Triple points',
      titleZh: '三倍积分',
      thumbnailUrl: '/media/promotions/P7-thumb.svg',
      startDate: '2026-10-13T16:00:00.000Z',
      endDate: '2027-04-17T15:59:00.000Z',
      isFeatured: true,
      sortOrder: 1,
      storeName: 'Nimbus Studio',
    });
  });

  it('writes no field the promotion does not have', () => {
    expect(
      toPromotionCardFields({
        id: '9',
        title: 'Plain',
        isFeatured: false,
        sortOrder: 3,
        morePromotions: [],
      }),
    ).toStrictEqual({ id: '9', title: 'Plain', isFeatured: false, sortOrder: 3 });
  });
});
