/** `POST {bi}/v1/rewards` and `/v1/reward-details` (docs/api.md). */
import type { FastifyPluginAsync } from 'fastify';
import { rewardDetailsCall, rewardsCall } from '../../../src/shared/contracts/rewards.ts';
import type { RoutePluginOptions } from '../../lib/context.ts';
import { notFound } from '../../lib/http-error.ts';
import { toNumber } from '../../lib/numeric-input.ts';
import { serveCall } from '../../lib/serve-call.ts';
import { findReward, listRewards } from '../../repos/rewards.ts';

export const rewardRoutes: FastifyPluginAsync<RoutePluginOptions> = async (app, { ctx }) => {
  serveCall(app, rewardsCall, { config: { cacheable: true } }, async () => {
    const rewards = await listRewards(ctx.db, ctx.now());
    return { status: true, Result: { rewards }, RecordCount: { rewards: rewards.length } };
  });

  serveCall(app, rewardDetailsCall, { config: { cacheable: true } }, async (request) => {
    const { RewardId } = request.body;
    const reward = await findReward(ctx.db, toNumber(RewardId));
    if (!reward) throw notFound(`No reward with RewardId ${RewardId}`);
    return { status: true, Result: reward };
  });
};
