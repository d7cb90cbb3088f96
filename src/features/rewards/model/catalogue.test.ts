import { describe, expect, it } from 'vitest';
import type { Reward } from '../model/reward';
import { rewardSearchSchema, selectRewards } from './catalogue';

const reward = (
  id: string,
  kind: Reward['kind'],
  points: number | undefined,
  endTime: string | undefined,
): Reward => ({
  id,
  name: `Reward ${id}`,
  kind,
  points,
  endTime,
  terms: [],
});

const rewards = [
  reward('a', 'evoucher', 1500, '2026-12-31T15:59:59.000Z'),
  reward('b', 'carpark', 300, '2027-03-31T15:59:59.000Z'),
  reward('c', 'evoucher', 500, '2026-11-30T15:59:59.000Z'),
  reward('d', 'other', undefined, undefined),
  reward('e', 'carpark', 300, '2026-12-15T15:59:59.000Z'),
];

describe('selectRewards', () => {
  it.each([
    [undefined, undefined, ['b', 'e', 'c', 'a', 'd']],
    [undefined, 'points', ['b', 'e', 'c', 'a', 'd']],
    [undefined, 'expiry', ['c', 'e', 'a', 'b', 'd']],
    ['evoucher', 'points', ['c', 'a']],
    ['carpark', 'expiry', ['e', 'b']],
  ] as const)('type %s sorted by %s', (type, sort, expected) => {
    expect(selectRewards(rewards, type, sort).map((r) => r.id)).toEqual(expected);
  });
});

describe('rewardSearchSchema', () => {
  it.each([
    [{}, {}],
    [
      { type: 'carpark', sort: 'expiry' },
      { type: 'carpark', sort: 'expiry' },
    ],
    [
      { type: 'flights', sort: 42 },
      { type: undefined, sort: undefined },
    ],
  ])('%j validates to %j', (input, expected) => {
    expect(rewardSearchSchema.parse(input)).toEqual(expected);
  });
});
