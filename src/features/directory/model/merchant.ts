import type { OpeningHours } from '../../../shared/opening-hours';
import type { StoreCategoryId } from '../../../shared/store-categories';

/** A sub-category of the directory ("Café", "Fashion & Accessories"). */
export interface SubCategory {
  id: number;
  categoryId: StoreCategoryId;
  name: string;
  nameZh?: string;
}

/** A reward of the catalogue that a merchant honours. */
export interface MerchantReward {
  id: string;
  name: string;
  nameZh?: string;
  points?: number;
}

/** A merchant (store, restaurant, service) as the app uses it. Nothing here is a wire quirk. */
export interface Merchant {
  /** MerchantID: the identity, and the id in the store page's URL. */
  id: string;
  /** MerchantCode: the key of the details, deals and promotions calls. */
  code: string;
  name: string;
  nameZh?: string;
  /** The merchant's own category: its store page lives under this one. */
  categoryId: StoreCategoryId;
  /** Every category it is listed under (its own first). */
  categoryIds: StoreCategoryId[];
  /** Every sub-category it is listed under, its own first. */
  subCategories: SubCategory[];
  unitNumber?: string;
  /** 'B1', '01', '02', ... parsed from the unit number. */
  level?: string;
  zone?: string;
  about?: string;
  aboutZh?: string;
  logoUrl?: string;
  imageUrl?: string;
  email?: string;
  phone?: string;
  /** An absolute http(s) URL. */
  website?: string;
  /** The backend's display text ("Daily 10:00 - 22:00"). */
  openingHoursText?: string;
  hours: OpeningHours[];
  refundPolicy?: string;
  refundDays?: number;
  participationLevel: 'Regular' | 'Premium';
  /** Rewards of the catalogue redeemable at this merchant. */
  rewards: MerchantReward[];
  isActive: boolean;
  /** Takes part in the member programme (IsParticipating / isParticipating). */
  isParticipating: boolean;
  acceptsEvouchers: boolean;
  canPayWithPoints: boolean;
  isHalal: boolean;
  isSponsored: boolean;
  isFeatured: boolean;
  /** Shown in the directory lists (listed in some entry's Merchants and not hidden). */
  listedInDirectory: boolean;
  /** Listed in some entry's participatingMerchants: an e-voucher partner. */
  isPartner: boolean;
}

/**
 * What a category's list reads of a merchant: its card (name, logo, unit and zone, sub-category,
 * open-now and badges, the link) and its filters. A category's list carries only this, so a
 * page drawn by the server dehydrates a few dozen kilobytes instead of the whole directory.
 */
export type MerchantSummary = Pick<
  Merchant,
  | 'id'
  | 'name'
  | 'nameZh'
  | 'categoryId'
  | 'categoryIds'
  | 'subCategories'
  | 'unitNumber'
  | 'zone'
  | 'logoUrl'
  | 'hours'
  | 'isHalal'
  | 'acceptsEvouchers'
  | 'canPayWithPoints'
  | 'listedInDirectory'
>;

/** One category of the directory: what its list page needs. */
export interface CategoryDirectory {
  /** The merchants listed under the category, sorted by name. */
  merchants: MerchantSummary[];
  /** The category's sub-categories. */
  subCategories: SubCategory[];
}

/** The whole directory, from one call. */
export interface Directory {
  /** Distinct merchants (by MerchantID), sorted by name. */
  merchants: Merchant[];
  subCategories: SubCategory[];
}
