import { z } from '../../../lib/zod';

/** Text the real API sometimes sends as a number (phone numbers, ids). */
const looseText = z.union([z.string(), z.number()]).nullish();
/** A string flag ("0"/"1"), sometimes a real boolean or number. */
const flag = z.union([z.string(), z.number(), z.boolean()]).nullish();
const id = z.union([z.string(), z.number()]);

/** One weekly opening entry (docs/api.md): Singapore wall-clock times, Close < Open = after midnight. */
export const openingHoursDto = z.object({
  DayOfWeek: z.union([z.number(), z.string()]),
  Open: z.string(),
  Close: z.string(),
});
export type OpeningHoursDto = z.infer<typeof openingHoursDto>;

/** A reward redeemable at the merchant (listed on the merchant). */
export const merchantRewardDto = z.object({
  id: id,
  name: z.string(),
  nameZh: looseText,
  intouchPoints: looseText,
  imageUrl: looseText,
});

/**
 * A merchant as the BI API sends it (wire-format.md "Merchant" plus docs/api.md: `OpeningHours`,
 * `BiStoreName`, `BiAboutStore`, `BiSubCategoryName`): PascalCase,
 * string flags in two spellings, "" / "NA" for missing values, image URLs that may end in /null.
 */
export const merchantDto = z.object({
  MerchantID: id,
  MerchantCode: z.string(),
  StoreName: z.string(),
  /** Second-language (Chinese) name. */
  BiStoreName: looseText,
  Category: looseText,
  CategoryID: id.nullish(),
  SubCategoryID: id.nullish(),
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
  OpeningHours: z.array(openingHoursDto).nullish(),
  RefundPolicy: looseText,
  RefundDays: looseText,
  ParticipationLevel: looseText,
  rewards: z.array(merchantRewardDto).nullish(),
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
export type MerchantDto = z.infer<typeof merchantDto>;

export const subCategoryDto = z.object({
  CategoryID: id,
  SubCategoryID: id,
  SubCategoryName: z.string(),
  BiSubCategoryName: looseText,
});
export type SubCategoryDto = z.infer<typeof subCategoryDto>;

/** One (category, sub-category) entry of `POST {bi}/v1/directories`. */
export const directoryEntryDto = subCategoryDto.extend({
  Merchants: z.array(merchantDto).nullish(),
  participatingMerchants: z.array(merchantDto).nullish(),
});
export type DirectoryEntryDto = z.infer<typeof directoryEntryDto>;

/** `POST {bi}/v1/directories` */
export const directoriesResponseDto = z.object({
  Status: z.union([z.number(), z.string(), z.boolean()]),
  CategoryList: z.array(subCategoryDto).nullish(),
  Result: z.array(directoryEntryDto),
});
export type DirectoriesResponseDto = z.infer<typeof directoriesResponseDto>;

/** `POST {bi}/v1/directory-details` */
export const directoryDetailsResponseDto = z.object({
  Status: z.union([z.number(), z.string(), z.boolean()]),
  Result: z.object({ merchant: merchantDto }),
});
