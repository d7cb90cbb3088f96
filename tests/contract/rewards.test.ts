import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_NOW, type TestApp } from '../helpers/test-app';
import { BI, postJson, postParams } from './directory-calls';
import { isSuccessPayload } from '../../src/lib/api-client';
import { BI_PATHS } from '../../src/shared/api-paths';
import {
  rewardDetailResponseDto,
  rewardsResponseDto,
} from '../../src/features/rewards/api/reward-dto';
import { toReward, type Reward } from '../../src/features/rewards/api/reward-mapper';
import { selectRewards } from '../../src/features/rewards/model/catalogue';

let t: TestApp;
let rewards: Reward[];
let rawStartTime: unknown;

beforeAll(async () => {
  t = await createTestApp();
  const res = await postJson(t.app, `${BI}${BI_PATHS.rewards}`);
  expect(res.status).toBe(200);
  expect(isSuccessPayload('bi', res.body as Record<string, unknown>)).toBe(true);
  const parsed = rewardsResponseDto.parse(res.body);
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
    const res = await postParams(t.app, `${BI}${BI_PATHS.rewardDetails}`, {
      CompanyID: '1',
      TypeId: '1',
      RewardId: first.id,
    });
    expect(res.status).toBe(200);
    const detail = toReward(rewardDetailResponseDto.parse(res.body).Result);
    expect(detail).toEqual(first);
  });

  it('answers 404 for an unknown id', async () => {
    const res = await postParams(t.app, `${BI}${BI_PATHS.rewardDetails}`, {
      CompanyID: '1',
      TypeId: '1',
      RewardId: '99999',
    });
    expect(res.status).toBe(404);
  });
});
