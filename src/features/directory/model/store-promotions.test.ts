import { describe, expect, it } from 'vitest';
import { currentPromotions, type StorePromotion } from './store-promotions';

const NOW = Date.parse('2026-11-20T04:00:00Z');

const promotion = (id: string, fields: Partial<StorePromotion>): StorePromotion => ({
  id,
  title: `Promotion ${id}`,
  ...fields,
});

describe('currentPromotions', () => {
  it('puts the soonest ending first and the open-ended last', () => {
    const list = [
      promotion('1', { endDate: '2026-12-31T15:59:59Z' }),
      promotion('2', {}),
      promotion('3', { endDate: '2026-11-30T15:59:59Z' }),
    ];
    expect(currentPromotions(list, NOW).map((p) => p.id)).toEqual(['3', '1', '2']);
  });

  it('leaves out those that have ended', () => {
    const list = [
      promotion('1', { endDate: '2026-11-20T03:59:59Z' }),
      promotion('2', { endDate: '2026-11-20T04:00:00Z' }),
    ];
    expect(currentPromotions(list, NOW).map((p) => p.id)).toEqual(['2']);
  });
});
