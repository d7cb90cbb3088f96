import { z } from '../../../lib/zod';

const looseText = z.nullish(z.string());
const looseNumber = z.nullish(z.union([z.number(), z.string()]));

/**
 * A reward of `POST {bi}/v1/rewards` (docs/wire-format.md): camelCase on the wire, `startTime`/`endTime`
 * as JavaScript `Date.toString()` strings, terms as plain text with one condition per line.
 */
export const rewardDto = z.object({
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
export type RewardDto = z.infer<typeof rewardDto>;

export const rewardsResponseDto = z.object({
  Result: z.object({ rewards: z.array(rewardDto) }),
  RecordCount: z.optional(z.partial(z.object({ rewards: z.number() }))),
});

export const rewardDetailResponseDto = z.object({
  Result: rewardDto,
});
