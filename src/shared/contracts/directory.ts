/** The directory calls of the BI API (docs/api.md, docs/wire-format.md "Merchant"). */
import { biRoute, defineCall } from './call';
import { DIRECTORY } from './cache-policies';
import {
  anyPayload,
  companyId,
  detailEnvelope,
  looseFlag,
  looseId,
  looseTextOrNumber,
  pattern,
  statusFlag,
} from './fields';
import { z } from './zod';

/** One weekly opening entry: Singapore wall-clock times, Close < Open = after midnight. */
export const openingHoursWire = z.object({
  DayOfWeek: z.union([z.number(), z.string()]),
  Open: z.string(),
  Close: z.string(),
});
export type OpeningHoursWire = z.infer<typeof openingHoursWire>;

/** A reward redeemable at the merchant (listed on the merchant). */
export const merchantRewardWire = z.object({
  id: looseId,
  name: z.string(),
  nameZh: looseTextOrNumber,
  intouchPoints: looseTextOrNumber,
  imageUrl: looseTextOrNumber,
});

/**
 * A merchant on the wire (docs/wire-format.md "Merchant", plus `OpeningHours`, `BiStoreName`,
 * `BiAboutStore`, `BiSubCategoryName`): PascalCase, string flags in two spellings, "" / "NA" for
 * missing values, image URLs that may end in /null.
 */
export const merchantWire = z.object({
  MerchantID: looseId,
  MerchantCode: z.string(),
  StoreName: z.string(),
  /** Second-language (Chinese) name. */
  BiStoreName: looseTextOrNumber,
  Category: looseTextOrNumber,
  CategoryID: z.nullish(looseId),
  SubCategoryID: z.nullish(looseId),
  SubCategoryName: looseTextOrNumber,
  BiSubCategoryName: looseTextOrNumber,
  UnitNumber: looseTextOrNumber,
  Level: looseTextOrNumber,
  Zone: looseTextOrNumber,
  AboutStore: looseTextOrNumber,
  BiAboutStore: looseTextOrNumber,
  MerchantLogo: looseTextOrNumber,
  DetailImage: looseTextOrNumber,
  PromotionalImage: looseTextOrNumber,
  Email: looseTextOrNumber,
  PhoneNo: looseTextOrNumber,
  Website: looseTextOrNumber,
  MerchantOpeningHours: looseTextOrNumber,
  OpeningHours: z.nullish(z.array(openingHoursWire)),
  RefundPolicy: looseTextOrNumber,
  RefundDays: looseTextOrNumber,
  ParticipationLevel: looseTextOrNumber,
  rewards: z.nullish(z.array(merchantRewardWire)),
  reward_count: looseTextOrNumber,
  isActive: looseFlag,
  IsParticipating: looseFlag,
  isParticipating: looseFlag,
  acceptVouchers: looseFlag,
  canPayWithPoints: looseFlag,
  isHalalCertified: looseFlag,
  isSponsored: looseFlag,
  isFeatured: looseFlag,
  hideFromDirectory: looseFlag,
});
export type MerchantWire = z.infer<typeof merchantWire>;

const subCategoryShape = {
  CategoryID: looseId,
  SubCategoryID: looseId,
  SubCategoryName: z.string(),
  BiSubCategoryName: looseTextOrNumber,
};
export const subCategoryWire = z.object(subCategoryShape);
export type SubCategoryWire = z.infer<typeof subCategoryWire>;

/** One (category, sub-category) entry of the directory, listing merchants and partners. */
export const directoryEntryWire = z.object({
  ...subCategoryShape,
  Merchants: z.nullish(z.array(merchantWire)),
  participatingMerchants: z.nullish(z.array(merchantWire)),
});
export type DirectoryEntryWire = z.infer<typeof directoryEntryWire>;

/** `POST {bi}/v1/directories`: every category at once. */
export const directoriesRoute = biRoute('/v1/directories');
export const directoriesCall = defineCall(directoriesRoute, {
  input: anyPayload,
  answer: z.object({
    Status: statusFlag,
    CategoryList: z.nullish(z.array(subCategoryWire)),
    Result: z.array(directoryEntryWire),
  }),
  cache: DIRECTORY,
});

/**
 * The directory's answer with its entries unchecked: the app checks them a slice at a time
 * (checking some 700 merchants at once was the longest task of a directory page on a phone).
 */
export const directoriesEnvelope = z.object({
  Status: statusFlag,
  CategoryList: z.nullish(z.array(subCategoryWire)),
  Result: z.array(z.unknown()),
});

/** A merchant code such as M0123. */
const merchantCode = pattern(/^[A-Za-z0-9_-]+$/, 'a merchant code such as M0123', 20, 1);

/** `POST {bi}/v1/directory-details` with the MerchantCode: `{ Result: { merchant } }`. */
export const directoryDetailsRoute = biRoute('/v1/directory-details');
export const directoryDetailsCall = defineCall(directoryDetailsRoute, {
  input: z.object({ CompanyID: z.optional(companyId), MerchantCode: merchantCode }),
  answer: z.object(detailEnvelope),
  item: { schema: merchantWire, idFields: ['MerchantCode'] },
  cache: DIRECTORY,
});
