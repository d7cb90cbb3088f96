/**
 * The curated lists of the BI API, each a list call and a detail call (docs/api.md, Shapes):
 * explores (themed walks through the stores), collections (stores grouped by theme) and
 * e-vouchers (bought with points, spent at partner stores). Each names its stores by merchant code.
 */
import { biRoute, defineCall } from './call';
import { DIRECTORY } from './cache-policies';
import {
  anyPayload,
  companyId,
  detailEnvelope,
  looseId,
  looseTextOrNumber,
  numericId,
} from './fields';
import { z } from './zod';

/** The success flag of these lists: always present, in any of the wire's spellings. */
const listStatus = z.union([z.number(), z.string(), z.boolean()]);
/** The stores an entry names, by merchant code. */
const merchantCodes = z.nullish(z.array(z.string()));

/** An explore article on the wire. */
export const exploreWire = z.object({
  ExploreID: looseId,
  Title: z.string(),
  BiTitle: looseTextOrNumber,
  Category: looseTextOrNumber,
  BiCategory: looseTextOrNumber,
  Summary: looseTextOrNumber,
  BiSummary: looseTextOrNumber,
  Content: looseTextOrNumber,
  BiContent: looseTextOrNumber,
  ImagePath: looseTextOrNumber,
  MerchantCodes: merchantCodes,
  SortOrder: looseTextOrNumber,
});
export type ExploreWire = z.infer<typeof exploreWire>;

/** `POST {bi}/v1/explores`: every explore article. */
export const exploresRoute = biRoute('/v1/explores');
export const exploresCall = defineCall(exploresRoute, {
  input: anyPayload,
  answer: z.object({ Status: listStatus, Result: z.array(exploreWire) }),
  cache: DIRECTORY,
});

/** `POST {bi}/v1/explore-details`: `CompanyID, ExploreID` as `params`. */
export const exploreDetailsRoute = biRoute('/v1/explore-details', { form: true });
export const exploreDetailsCall = defineCall(exploreDetailsRoute, {
  input: z.object({ CompanyID: z.optional(companyId), ExploreID: numericId }),
  answer: z.object(detailEnvelope),
  item: { schema: exploreWire, idFields: ['ExploreID'] },
  cache: DIRECTORY,
});

/** A collection on the wire. */
export const collectionWire = z.object({
  CollectionID: looseId,
  Title: z.string(),
  BiTitle: looseTextOrNumber,
  Description: looseTextOrNumber,
  BiDescription: looseTextOrNumber,
  ImagePath: looseTextOrNumber,
  MerchantCodes: merchantCodes,
});
export type CollectionWire = z.infer<typeof collectionWire>;

/** `POST {bi}/v1/collections`: every collection. */
export const collectionsRoute = biRoute('/v1/collections');
export const collectionsCall = defineCall(collectionsRoute, {
  input: anyPayload,
  answer: z.object({ Status: listStatus, Result: z.array(collectionWire) }),
  cache: DIRECTORY,
});

/** `POST {bi}/v1/collection-details`: `CompanyID, CollectionID` as `params`. */
export const collectionDetailsRoute = biRoute('/v1/collection-details', { form: true });
export const collectionDetailsCall = defineCall(collectionDetailsRoute, {
  input: z.object({ CompanyID: z.optional(companyId), CollectionID: numericId }),
  answer: z.object(detailEnvelope),
  item: { schema: collectionWire, idFields: ['CollectionID'] },
  cache: DIRECTORY,
});

/** An e-voucher on the wire. */
export const evoucherWire = z.object({
  EvoucherID: looseId,
  Title: z.string(),
  BiTitle: looseTextOrNumber,
  Description: looseTextOrNumber,
  BiDescription: looseTextOrNumber,
  Value: looseTextOrNumber,
  PointsCost: looseTextOrNumber,
  ImagePath: looseTextOrNumber,
  TOC: looseTextOrNumber,
  BiTOC: looseTextOrNumber,
  ValidFrom: looseTextOrNumber,
  ValidTo: looseTextOrNumber,
  MerchantCodes: merchantCodes,
});
export type EvoucherWire = z.infer<typeof evoucherWire>;

/** `POST {bi}/v1/evouchers`: the e-vouchers still valid. */
export const evouchersRoute = biRoute('/v1/evouchers');
export const evouchersCall = defineCall(evouchersRoute, {
  input: anyPayload,
  answer: z.object({ Status: listStatus, Result: z.array(evoucherWire) }),
  cache: DIRECTORY,
});

/** `POST {bi}/v1/evoucher-details`: `CompanyID, EvoucherID` as `params`. */
export const evoucherDetailsRoute = biRoute('/v1/evoucher-details', { form: true });
export const evoucherDetailsCall = defineCall(evoucherDetailsRoute, {
  input: z.object({ CompanyID: z.optional(companyId), EvoucherID: numericId }),
  answer: z.object(detailEnvelope),
  item: { schema: evoucherWire, idFields: ['EvoucherID'] },
  cache: DIRECTORY,
});
