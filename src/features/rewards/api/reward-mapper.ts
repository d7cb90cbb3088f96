import { readImageUrl, readInstant, readNumber, readText } from '../../../lib/wire';
import type { RewardDto } from './reward-dto';

/** Reward kinds the catalogue filters by; anything else the backend sends is `other`. */
export type RewardKind = 'evoucher' | 'carpark' | 'other';

export interface Reward {
  id: string;
  name: string;
  nameZh?: string;
  description?: string;
  imageUrl?: string;
  thumbnailUrl?: string;
  /** One condition per entry, in order, without list markers. */
  terms: string[];
  points?: number;
  category?: string;
  kind: RewardKind;
  merchantName?: string;
  merchantId?: string;
  address?: string;
  /** ISO instants, parsed from the wire's `Date.toString()` strings. */
  startTime?: string;
  endTime?: string;
}

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

export function toReward(dto: RewardDto): Reward {
  const imageUrl = readImageUrl(dto.imageUrl) ?? readImageUrl(dto.thumbnailUrl);
  return {
    id: String(dto.id),
    name: readText(dto.name) ?? '',
    nameZh: readText(dto.nameZh),
    description: readText(dto.description),
    imageUrl,
    thumbnailUrl: readImageUrl(dto.thumbnailUrl) ?? imageUrl,
    terms: splitTerms(readText(dto.termAndConditions)),
    points: readNumber(dto.intouchPoints),
    category: readText(dto.category),
    kind: toRewardKind(readText(dto.subcategory)),
    merchantName: readText(dto.merchantName),
    merchantId: readText(dto.merchantId),
    address: readText(dto.address),
    startTime: readInstant(dto.startTime),
    endTime: readInstant(dto.endTime),
  };
}
