import { describe, expect, it } from 'vitest';
import { findItemById } from './detail-item';

const event = { EventID: 7, Title: 'Lantern Walk' };
const other = { EventID: 8, Title: 'Jazz' };
const promotion = {
  HappeningID: '901',
  Title: 'Year-End Sale',
  morePromotions: [{ HappeningID: '902', Title: 'Other' }],
};

describe('findItemById', () => {
  it.each([
    ['the item itself', event],
    ['a list holding it', [other, event]],
    ['a keyed set holding it', { '8': other, '7': event }],
    ['an object holding a list', { events: [other, event], total: 2 }],
    ['an object holding a keyed set', { events: { a: other, b: event } }],
  ])('finds the item in %s', (_, result) => {
    expect(findItemById(result, ['EventID'], '7')).toBe(event);
  });

  it.each([
    ['another item', other],
    ['an empty list', []],
    ['null', null],
    ['a string', 'NA'],
  ])('finds nothing in %s', (_, result) => {
    expect(findItemById(result, ['EventID'], 7)).toBeUndefined();
  });

  it('never takes an item nested inside another item for the one asked', () => {
    expect(findItemById([promotion], ['HappeningID'], '902')).toBeUndefined();
    expect(findItemById([promotion], ['HappeningID'], 901)).toBe(promotion);
  });

  it('reads the first id field an item has (two spellings)', () => {
    const reward = { RewardId: 40, name: 'Voucher' };
    expect(findItemById({ rewards: [reward] }, ['id', 'RewardId'], '40')).toBe(reward);
  });

  it('bounds its work on a huge answer', () => {
    const huge = Array.from({ length: 100_000 }, (_, i) => ({ x: i }));
    expect(findItemById(huge, ['EventID'], 1)).toBeUndefined();
  });
});
