import * as v from 'valibot';

const looseId = v.union([v.string(), v.number()]);
const looseText = v.nullish(v.string());
const looseFlag = v.nullish(v.union([v.boolean(), v.string(), v.number()]));
const looseNumber = v.nullish(v.union([v.number(), v.string()]));

/** A flash sale (docs/api.md, FlashSale). Prices are decimal strings, `""` when none. */
export const flashSaleDto = v.object({
  FlashSalesID: looseId,
  Title: v.string(),
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
export type FlashSaleDto = v.InferOutput<typeof flashSaleDto>;

/** `POST {bi}/v1/flashsales`: the list sits at `Result.data.flashsales` (spec section 7). */
export const flashSalesResponseDto = v.object({
  Result: v.object({ data: v.object({ flashsales: v.array(flashSaleDto) }) }),
  RecordCount: v.optional(v.unknown()),
});

export const flashSaleDetailResponseDto = v.object({
  Result: flashSaleDto,
});
