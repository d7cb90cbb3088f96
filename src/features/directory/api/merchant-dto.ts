/**
 * The directory's payloads: the largest of the site (every merchant at once), checked a slice at a
 * time (get-directory.ts).
 */
import * as v from 'valibot';
import { looseFlag as flag, looseId as id } from '../../../lib/wire-schema';

/** Text the real API sometimes sends as a number (phone numbers, ids). */
const looseText = v.nullish(v.union([v.string(), v.number()]));

/** One weekly opening entry (docs/api.md): Singapore wall-clock times, Close < Open = after midnight. */
export const openingHoursDto = v.object({
  DayOfWeek: v.union([v.number(), v.string()]),
  Open: v.string(),
  Close: v.string(),
});
export type OpeningHoursDto = v.InferOutput<typeof openingHoursDto>;

/** A reward redeemable at the merchant (listed on the merchant). */
export const merchantRewardDto = v.object({
  id: id,
  name: v.string(),
  nameZh: looseText,
  intouchPoints: looseText,
  imageUrl: looseText,
});

/**
 * A merchant as the BI API sends it (docs/wire-format.md "Merchant" plus docs/api.md: `OpeningHours`,
 * `BiStoreName`, `BiAboutStore`, `BiSubCategoryName`): PascalCase,
 * string flags in two spellings, "" / "NA" for missing values, image URLs that may end in /null.
 */
export const merchantDto = v.object({
  MerchantID: id,
  MerchantCode: v.string(),
  StoreName: v.string(),
  /** Second-language (Chinese) name. */
  BiStoreName: looseText,
  Category: looseText,
  CategoryID: v.nullish(id),
  SubCategoryID: v.nullish(id),
  SubCategoryName: looseText,
  BiSubCategoryName: looseText,
  UnitNumber: looseText,
  Level: looseText,
  Zone: looseText,
  AboutStore: looseText,
  BiAboutStore: looseText,
  MerchantLogo: looseText,
  DetailImage: looseText,
  PromotionalImage: looseText,
  Email: looseText,
  PhoneNo: looseText,
  Website: looseText,
  MerchantOpeningHours: looseText,
  OpeningHours: v.nullish(v.array(openingHoursDto)),
  RefundPolicy: looseText,
  RefundDays: looseText,
  ParticipationLevel: looseText,
  rewards: v.nullish(v.array(merchantRewardDto)),
  reward_count: looseText,
  isActive: flag,
  IsParticipating: flag,
  isParticipating: flag,
  acceptVouchers: flag,
  canPayWithPoints: flag,
  isHalalCertified: flag,
  isSponsored: flag,
  isFeatured: flag,
  hideFromDirectory: flag,
});
export type MerchantDto = v.InferOutput<typeof merchantDto>;

const subCategoryShape = {
  CategoryID: id,
  SubCategoryID: id,
  SubCategoryName: v.string(),
  BiSubCategoryName: looseText,
};
export const subCategoryDto = v.object(subCategoryShape);
export type SubCategoryDto = v.InferOutput<typeof subCategoryDto>;

/** One (category, sub-category) entry of `POST {bi}/v1/directories`. */
export const directoryEntryDto = v.object({
  ...subCategoryShape,
  Merchants: v.nullish(v.array(merchantDto)),
  participatingMerchants: v.nullish(v.array(merchantDto)),
});
export type DirectoryEntryDto = v.InferOutput<typeof directoryEntryDto>;

const status = v.union([v.number(), v.string(), v.boolean()]);

/** `POST {bi}/v1/directories` */
export const directoriesResponseDto = v.object({
  Status: status,
  CategoryList: v.nullish(v.array(subCategoryDto)),
  Result: v.array(directoryEntryDto),
});
export type DirectoriesResponseDto = v.InferOutput<typeof directoriesResponseDto>;

/** The same payload with its entries unchecked: the app checks them a slice at a time. */
export const directoriesEnvelopeDto = v.object({
  Status: status,
  CategoryList: v.nullish(v.array(subCategoryDto)),
  Result: v.array(v.unknown()),
});

/** `POST {bi}/v1/directory-details` */
export const directoryDetailsResponseDto = v.object({
  Status: status,
  Result: v.object({ merchant: merchantDto }),
});
