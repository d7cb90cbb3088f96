/**
 * The directory's payloads, checked with the light readers of lib/wire-schema rather than zod:
 * the directory is the largest payload of the site (every merchant at once) and zod's set-up and
 * checks cost a phone a tenth of a second on each directory and store page.
 */
import {
  array,
  boolean,
  looseFlag as flag,
  looseId as id,
  nullish,
  number,
  object,
  string,
  union,
  unknown,
  type WireOutput,
} from '../../../lib/wire-schema';

/** Text the real API sometimes sends as a number (phone numbers, ids). */
const looseText = nullish(union(string, number));

/** One weekly opening entry (docs/api.md): Singapore wall-clock times, Close < Open = after midnight. */
export const openingHoursDto = object({
  DayOfWeek: union(number, string),
  Open: string,
  Close: string,
});
export type OpeningHoursDto = WireOutput<typeof openingHoursDto>;

/** A reward redeemable at the merchant (listed on the merchant). */
export const merchantRewardDto = object({
  id: id,
  name: string,
  nameZh: looseText,
  intouchPoints: looseText,
  imageUrl: looseText,
});

/**
 * A merchant as the BI API sends it (docs/wire-format.md "Merchant" plus docs/api.md: `OpeningHours`,
 * `BiStoreName`, `BiAboutStore`, `BiSubCategoryName`): PascalCase,
 * string flags in two spellings, "" / "NA" for missing values, image URLs that may end in /null.
 */
export const merchantDto = object({
  MerchantID: id,
  MerchantCode: string,
  StoreName: string,
  /** Second-language (Chinese) name. */
  BiStoreName: looseText,
  Category: looseText,
  CategoryID: nullish(id),
  SubCategoryID: nullish(id),
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
  OpeningHours: nullish(array(openingHoursDto)),
  RefundPolicy: looseText,
  RefundDays: looseText,
  ParticipationLevel: looseText,
  rewards: nullish(array(merchantRewardDto)),
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
export type MerchantDto = WireOutput<typeof merchantDto>;

const subCategoryShape = {
  CategoryID: id,
  SubCategoryID: id,
  SubCategoryName: string,
  BiSubCategoryName: looseText,
};
export const subCategoryDto = object(subCategoryShape);
export type SubCategoryDto = WireOutput<typeof subCategoryDto>;

/** One (category, sub-category) entry of `POST {bi}/v1/directories`. */
export const directoryEntryDto = object({
  ...subCategoryShape,
  Merchants: nullish(array(merchantDto)),
  participatingMerchants: nullish(array(merchantDto)),
});
export type DirectoryEntryDto = WireOutput<typeof directoryEntryDto>;

const status = union(number, string, boolean);

/** `POST {bi}/v1/directories` */
export const directoriesResponseDto = object({
  Status: status,
  CategoryList: nullish(array(subCategoryDto)),
  Result: array(directoryEntryDto),
});
export type DirectoriesResponseDto = WireOutput<typeof directoriesResponseDto>;

/** The same payload with its entries unchecked: the app checks them a slice at a time. */
export const directoriesEnvelopeDto = object({
  Status: status,
  CategoryList: nullish(array(subCategoryDto)),
  Result: array(unknown),
});
export type DirectoriesEnvelopeDto = WireOutput<typeof directoriesEnvelopeDto>;

/** `POST {bi}/v1/directory-details` */
export const directoryDetailsResponseDto = object({
  Status: status,
  Result: object({ merchant: merchantDto }),
});
