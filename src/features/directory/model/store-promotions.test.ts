import { describe, expect, it } from 'vitest';
import { promotionsOfMerchant, type StorePromotion } from './store-promotions';

const NOW = Date.parse('2026-11-20T04:00:00Z');
const merchant = { id: '71', code: 'M0071' };

const promotion = (id: string, fields: Partial<StorePromotion>): StorePromotion => ({
  id,
  title: `Promotion ${id}`,
  ...fields,
});

describe('promotionsOfMerchant', () => {
  it("keeps the merchant's own, by code or by id, soonest ending first, open-ended last", () => {
    const list = [
      promotion('1', { merchantCode: 'M0071', endDate: '2026-12-31T15:59:59Z' }),
      promotion('2', { merchantId: '71' }),
      promotion('3', { merchantId: '71', endDate: '2026-11-30T15:59:59Z' }),
      promotion('4', { merchantCode: 'M0072', merchantId: '72' }),
    ];
    expect(promotionsOfMerchant(list, merchant, NOW).map((p) => p.id)).toEqual(['3', '1', '2']);
  });

  it('leaves out those that have ended', () => {
    const list = [
      promotion('1', { merchantCode: 'M0071', endDate: '2026-11-20T03:59:59Z' }),
      promotion('2', { merchantCode: 'M0071', endDate: '2026-11-20T04:00:00Z' }),
    ];
    expect(promotionsOfMerchant(list, merchant, NOW).map((p) => p.id)).toEqual(['2']);
  });
});
