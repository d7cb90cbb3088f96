/** `POST {bi}/v1/rewards` and `/v1/reward-details` (docs/api.md). */
import type { FastifyPluginAsync } from 'fastify';
import { BI_PATHS } from '../../../src/shared/api-paths.ts';
import type { RoutePluginOptions } from '../../lib/context.ts';
import { notFound } from '../../lib/http-error.ts';
import { anyObject, companyId, numericId, toNumber } from '../../lib/schemas.ts';
import { findReward, listRewards } from '../../repos/rewards.ts';

interface RewardDetailsBody {
  CompanyID?: string | number;
  TypeId?: string | number;
  RewardId: string | number;
}

export const rewardRoutes: FastifyPluginAsync<RoutePluginOptions> = async (app, { ctx }) => {
  app.post(
    BI_PATHS.rewards,
    { schema: { body: anyObject }, config: { cacheable: true } },
    async () => {
      const rewards = await listRewards(ctx.db, ctx.now());
      return { status: true, Result: { rewards }, RecordCount: { rewards: rewards.length } };
    },
  );

  app.post<{ Body: RewardDetailsBody }>(
    BI_PATHS.rewardDetails,
    {
      schema: {
        body: {
          type: 'object',
          required: ['RewardId'],
          properties: {
            CompanyID: companyId,
            TypeId: {
              type: ['string', 'integer'],
              maxLength: 50,
              minimum: -999_999_999,
              maximum: 999_999_999,
              description: 'a reference type',
            },
            RewardId: numericId,
          },
        },
      },
      config: { cacheable: true },
    },
    async (request) => {
      const reward = await findReward(ctx.db, toNumber(request.body.RewardId));
      if (!reward) throw notFound(`No reward with RewardId ${request.body.RewardId}`);
      return { status: true, Result: reward };
    },
  );
};
