/** The flash sales calls of the BI API (docs/api.md, docs/wire-format.md). */
import { biRoute, defineCall } from './call';
import { TIMELY } from './cache-policies';
import {
  anyPayload,
  companyId,
  detailEnvelope,
  looseFlag,
  looseId,
  looseNumber,
  looseText,
  numericId,
  statusFlag,
  text,
} from './fields';
import { z } from './zod';

/** A flash sale on the wire. Prices are decimal strings, `""` when none. */
export const flashSaleWire = z.object({
  FlashSalesID: looseId,
  Title: z.string(),
  BiTitle: looseText,
  Description: looseText,
  BiDescription: looseText,
  DetailView: looseText,
  BiDetailView: looseText,
  TOC: looseText,
  BiTOC: looseText,
  ImagePath: looseText,
  ThumbnailUrl: looseText,
  MerchantID: looseNumber,
  MerchantCode: looseText,
  StoreName: looseText,
  Location: looseText,
  OriginalPrice: looseNumber,
  SalesPrice: looseNumber,
  Quantity: looseNumber,
  RemainingQuantity: looseNumber,
  SalesStartDate: looseText,
  SalesExpiryDate: looseText,
  IsFeatured: looseFlag,
  SortOrder: looseNumber,
});
export type FlashSaleWire = z.infer<typeof flashSaleWire>;

/** `POST {bi}/v1/flashsales`: every sale, ended ones too; the list sits at `Result.data.flashsales`. */
export const flashSalesRoute = biRoute('/v1/flashsales');
export const flashSalesCall = defineCall(flashSalesRoute, {
  input: anyPayload,
  answer: z.object({
    Status: statusFlag,
    Result: z.object({ data: z.object({ flashsales: z.array(flashSaleWire) }) }),
    RecordCount: z.optional(z.unknown()),
  }),
  cache: TIMELY,
});

/** `POST {bi}/v1/flashsale-details`: `CompanyID, FlashSalesID, ImageSize 'large'` as `params`. */
export const flashSaleDetailsRoute = biRoute('/v1/flashsale-details', { form: true });
export const flashSaleDetailsCall = defineCall(flashSaleDetailsRoute, {
  input: z.object({
    CompanyID: z.optional(companyId),
    FlashSalesID: numericId,
    ImageSize: z.optional(text(20)),
  }),
  answer: z.object(detailEnvelope),
  item: { schema: flashSaleWire, idFields: ['FlashSalesID'] },
  cache: TIMELY,
});
