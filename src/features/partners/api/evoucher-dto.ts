import * as v from 'valibot';

const looseText = v.nullish(v.union([v.string(), v.number()]));
const status = v.union([v.number(), v.string(), v.boolean()]);

/** An e-voucher (docs/api.md "Evoucher"): bought with points, spent at its partner merchants. */
export const evoucherDto = v.object({
  EvoucherID: v.union([v.string(), v.number()]),
  Title: v.string(),
  BiTitle: looseText,
  Description: looseText,
  BiDescription: looseText,
  Value: looseText,
  PointsCost: looseText,
  ImagePath: looseText,
  TOC: looseText,
  BiTOC: looseText,
  ValidFrom: looseText,
  ValidTo: looseText,
  MerchantCodes: v.nullish(v.array(v.string())),
});
export type EvoucherDto = v.InferOutput<typeof evoucherDto>;

/** `POST {bi}/v1/evouchers` */
export const evouchersResponseDto = v.object({ Status: status, Result: v.array(evoucherDto) });
/** `POST {bi}/v1/evoucher-details` */
export const evoucherDetailsResponseDto = v.object({ Status: status, Result: evoucherDto });
