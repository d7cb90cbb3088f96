/** The rewards calls of the BI API (docs/api.md, docs/wire-format.md). */
import { biRoute, defineCall } from './call';
import { TIMELY } from './cache-policies';
import {
  anyPayload,
  companyId,
  detailEnvelope,
  looseNumber,
  looseText,
  numeric,
  numericId,
  statusFlag,
} from './fields';
import { z } from './zod';

/**
 * A reward on the wire: camelCase, `startTime`/`endTime` as JavaScript `Date.toString()` strings,
 * terms as plain text with one condition per line.
 */
export const rewardWire = z.object({
  id: z.union([z.number(), z.string()]),
  name: z.string(),
  nameZh: looseText,
  description: looseText,
  imageUrl: looseText,
  thumbnailUrl: looseText,
  termAndConditions: looseText,
  intouchPoints: looseNumber,
  category: looseText,
  subcategory: looseText,
  merchantName: looseText,
  merchantId: looseNumber,
  address: looseText,
  startTime: looseText,
  endTime: looseText,
});
export type RewardWire = z.infer<typeof rewardWire>;

/** `POST {bi}/v1/rewards`: the current rewards, at `Result.rewards`. */
export const rewardsRoute = biRoute('/v1/rewards');
export const rewardsCall = defineCall(rewardsRoute, {
  input: anyPayload,
  answer: z.object({
    status: statusFlag,
    Result: z.object({ rewards: z.array(rewardWire) }),
    RecordCount: z.optional(z.partial(z.object({ rewards: z.number() }))),
  }),
  cache: TIMELY,
});

/**
 * `POST {bi}/v1/reward-details`: `CompanyID, TypeId, RewardId` as `params`. The spec names the
 * reference type without its values: any short text or number is accepted.
 */
export const rewardDetailsRoute = biRoute('/v1/reward-details', { form: true });
export const rewardDetailsCall = defineCall(rewardDetailsRoute, {
  input: z.object({
    CompanyID: z.optional(companyId),
    TypeId: z.optional(
      numeric({ digits: /^[\s\S]{0,50}$/, min: -999_999_999, what: 'a reference type' }),
    ),
    RewardId: numericId,
  }),
  answer: z.object(detailEnvelope),
  item: { schema: rewardWire, idFields: ['id', 'RewardId'] },
  cache: TIMELY,
});
