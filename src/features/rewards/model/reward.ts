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
