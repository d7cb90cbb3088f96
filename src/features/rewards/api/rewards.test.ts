import { describe, expect, it } from 'vitest';
import { splitTerms, toReward, toRewardKind } from './rewards';

describe('toReward', () => {
  it('parses Date.toString() validity into ISO instants and terms into a list', () => {
    const reward = toReward({
      id: 7,
      name: '$10 e-Voucher',
      nameZh: '10元电子礼券',
      imageUrl: 'https://cdn.example/r/NA',
      thumbnailUrl: '/art/reward-7.svg',
      termAndConditions:
        'Valid at participating stores.\n\nNot exchangeable for cash.\r\n- One per receipt',
      intouchPoints: '1500',
      subcategory: 'evoucher',
      merchantId: '',
      startTime: 'Sun Nov 01 2026 00:00:00 GMT+0800 (Singapore Standard Time)',
      endTime: 'Thu Dec 31 2026 23:59:59 GMT+0800 (Singapore Standard Time)',
    });
    expect(reward).toMatchObject({
      id: '7',
      points: 1500,
      kind: 'evoucher',
      imageUrl: '/art/reward-7.svg',
      merchantId: undefined,
      startTime: '2026-10-31T16:00:00.000Z',
      endTime: '2026-12-31T15:59:59.000Z',
      terms: ['Valid at participating stores.', 'Not exchangeable for cash.', 'One per receipt'],
    });
  });

  it.each([
    ['evoucher', 'evoucher'],
    ['E-Voucher', 'evoucher'],
    ['carpark', 'carpark'],
    ['Car Park', 'carpark'],
    ['dining', 'other'],
    [undefined, 'other'],
  ])('kind of %s is %s', (subcategory, expected) => {
    expect(toRewardKind(subcategory)).toBe(expected);
  });

  it.each([
    [undefined, []],
    ['', []],
    ['1. First\n2) Second\n• Third', ['First', 'Second', 'Third']],
  ])('splitTerms(%j)', (text, expected) => {
    expect(splitTerms(text)).toEqual(expected);
  });
});
