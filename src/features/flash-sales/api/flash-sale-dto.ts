import { z } from '../../../lib/zod';

const looseId = z.union([z.string(), z.number()]);
const looseText = z.nullish(z.string());
const looseFlag = z.nullish(z.union([z.boolean(), z.string(), z.number()]));
const looseNumber = z.nullish(z.union([z.number(), z.string()]));

/** A flash sale (docs/api.md, FlashSale). Prices are decimal strings, `""` when none. */
export const flashSaleDto = z.object({
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
export type FlashSaleDto = z.infer<typeof flashSaleDto>;

/** `POST {bi}/v1/flashsales`: the list sits at `Result.data.flashsales` (spec section 7). */
export const flashSalesResponseDto = z.object({
  Result: z.object({ data: z.object({ flashsales: z.array(flashSaleDto) }) }),
  RecordCount: z.optional(z.unknown()),
});

export const flashSaleDetailResponseDto = z.object({
  Result: flashSaleDto,
});
