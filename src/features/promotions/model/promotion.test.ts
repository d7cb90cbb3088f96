import { describe, expect, it } from 'vitest';
import { toPromotionCardFields, type Promotion } from './promotion';

const promotion: Promotion = {
  id: '7',
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
  storeName: 'Nimbus Studio',
  morePromotions: [{ id: '8', title: 'Another' }],
};

describe('toPromotionCardFields', () => {
  it('keeps what the card draws and drops the texts and related promotions', () => {
    const card = toPromotionCardFields(promotion);
    expect(card).toEqual({
      id: '7',
      title: 'Triple points',
      titleZh: '三倍积分',
      imageUrl: '/media/promotions/P7.svg',
      thumbnailUrl: '/media/promotions/P7-thumb.svg',
      startDate: '2026-10-13T16:00:00.000Z',
      endDate: '2027-04-17T15:59:00.000Z',
      isFeatured: true,
      sortOrder: 1,
      storeName: 'Nimbus Studio',
    });
  });
});
