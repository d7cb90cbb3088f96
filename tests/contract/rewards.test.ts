import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_NOW, type TestApp } from '../helpers/test-app';
import { ask, checkedAnswer, checkedItem } from './ask';
import { rewardDetailsCall, rewardsCall } from '../../src/shared/contracts/rewards';
import { toReward } from '../../src/features/rewards/api/rewards';
import type { Reward } from '../../src/features/rewards/model/reward';
import { selectRewards } from '../../src/features/rewards/model/catalogue';

let t: TestApp;
let rewards: Reward[];
let rawStartTime: unknown;

beforeAll(async () => {
  t = await createTestApp();
  const parsed = await checkedAnswer(t.app, rewardsCall);
  rawStartTime = parsed.Result.rewards[0]?.startTime;
  rewards = parsed.Result.rewards.map(toReward);
});
afterAll(() => t.close());

describe('POST {bi}/v1/rewards', () => {
  it('sends Date.toString() validity, which the mapper turns into ISO instants', () => {
    expect(rawStartTime).toMatch(/GMT\+0800/);
    for (const reward of rewards) {
      expect(reward.startTime).toMatch(/Z$/);
      expect(reward.endTime).toMatch(/Z$/);
      expect(Date.parse(reward.endTime!)).toBeGreaterThanOrEqual(TEST_NOW.getTime());
    }
  });

  it('has e-vouchers and carpark rewards with points and terms as a list', () => {
    expect(selectRewards(rewards, 'evoucher').length).toBeGreaterThan(0);
    expect(selectRewards(rewards, 'carpark').length).toBeGreaterThan(0);
    for (const reward of rewards) {
      expect(reward.points).toBeGreaterThan(0);
      expect(reward.terms.length).toBeGreaterThan(0);
    }
  });
});

describe('reward detail', () => {
  it('answers CompanyID, TypeId and RewardId as form-encoded params', async () => {
    const first = rewards[0]!;
    const input = { CompanyID: '1', TypeId: '1', RewardId: first.id } as const;
    const detail = toReward(await checkedItem(t.app, rewardDetailsCall, first.id, { input }));
    expect(detail).toEqual(first);
  });

  it('answers 404 for an unknown id', async () => {
    const input = { CompanyID: '1', TypeId: '1', RewardId: '99999' } as const;
    expect((await ask(t.app, rewardDetailsCall, { input })).status).toBe(404);
  });
});
