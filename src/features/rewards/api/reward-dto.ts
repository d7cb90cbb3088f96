import * as v from 'valibot';

const looseText = v.nullish(v.string());
const looseNumber = v.nullish(v.union([v.number(), v.string()]));

/**
 * A reward of `POST {bi}/v1/rewards` (docs/wire-format.md): camelCase on the wire, `startTime`/`endTime`
 * as JavaScript `Date.toString()` strings, terms as plain text with one condition per line.
 */
export const rewardDto = v.object({
  id: v.union([v.number(), v.string()]),
  name: v.string(),
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
export type RewardDto = v.InferOutput<typeof rewardDto>;

export const rewardsResponseDto = v.object({
  Result: v.object({ rewards: v.array(rewardDto) }),
  RecordCount: v.optional(v.partial(v.object({ rewards: v.number() }))),
});

export const rewardDetailResponseDto = v.object({
  Result: rewardDto,
});
