/** The rewards calls and their mapper, loaded with the first fetch (queries.ts). */
import { callApi } from '../../../lib/api-client';
import { readItem } from '../../../lib/read-path/detail-item';
import { readImageUrl, readInstant, readNumber, readText } from '../../../lib/wire';
import { COMPANY_ID } from '../../../shared/contracts/call';
import { rewardDetailsCall, rewardsCall, type RewardWire } from '../../../shared/contracts/rewards';
import type { Reward, RewardKind } from '../model/reward';

/**
 * The reference type of catalogue rewards. The spec names the field without its values; the
 * embedded backend accepts any, and '1' is the catalogue's own type.
 */
const CATALOGUE_TYPE_ID = '1';

/** "e-voucher", "E-Voucher", "evoucher" are all e-vouchers; "car park" is carpark. */
export function toRewardKind(subcategory: string | undefined): RewardKind {
  const key = (subcategory ?? '').toLowerCase().replace(/[^a-z]/g, '');
  if (key === 'evoucher' || key === 'evouchers') return 'evoucher';
  if (key === 'carpark' || key === 'parking') return 'carpark';
  return 'other';
}

/** Terms text as a list: one condition per line, list markers ("1.", "-", "•") dropped. */
export function splitTerms(text: string | undefined): string[] {
  if (!text) return [];
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.replace(/^\s*(?:[-*•·]|\d+[.)])\s*/, '').trim())
    .filter((line) => line !== '');
}

export function toReward(wire: RewardWire): Reward {
  const imageUrl = readImageUrl(wire.imageUrl) ?? readImageUrl(wire.thumbnailUrl);
  return {
    id: String(wire.id),
    name: readText(wire.name) ?? '',
    nameZh: readText(wire.nameZh),
    description: readText(wire.description),
    imageUrl,
    thumbnailUrl: readImageUrl(wire.thumbnailUrl) ?? imageUrl,
    terms: splitTerms(readText(wire.termAndConditions)),
    points: readNumber(wire.intouchPoints),
    category: readText(wire.category),
    kind: toRewardKind(readText(wire.subcategory)),
    merchantName: readText(wire.merchantName),
    merchantId: readText(wire.merchantId),
    address: readText(wire.address),
    startTime: readInstant(wire.startTime),
    endTime: readInstant(wire.endTime),
  };
}

/** Every current reward. */
export async function getRewards(signal: AbortSignal): Promise<Reward[]> {
  return (await callApi(rewardsCall, { signal })).Result.rewards.map(toReward);
}

/** One reward, found in whatever the detail call answers. */
export async function getReward(id: string, signal: AbortSignal): Promise<Reward> {
  const input = { CompanyID: COMPANY_ID, TypeId: CATALOGUE_TYPE_ID, RewardId: id };
  return toReward(await readItem(rewardDetailsCall, id, { input, signal }));
}
