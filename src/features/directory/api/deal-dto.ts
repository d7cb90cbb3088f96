import { z } from '../../../lib/zod';

const looseText = z.nullish(z.union([z.string(), z.number()]));
const id = z.union([z.string(), z.number()]);

/** A deal of `POST {endpoint}/list/model/deal` (docs/api.md "Deal"). */
export const dealDto = z.object({
  DealID: id,
  Title: z.string(),
  BiTitle: looseText,
  Description: looseText,
  ImagePath: looseText,
  MerchantID: z.nullish(id),
  MerchantCode: looseText,
  StoreName: looseText,
  Price: looseText,
  Points: looseText,
  StartDate: looseText,
  EndDate: looseText,
});
export type DealDto = z.infer<typeof dealDto>;

export const dealsResponseDto = z.object({
  Status: z.union([z.number(), z.string(), z.boolean()]),
  Result: z.array(dealDto),
  RecordCount: z.nullish(z.union([z.number(), z.string()])),
});
