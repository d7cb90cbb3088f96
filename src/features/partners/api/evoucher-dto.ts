import { z } from '../../../lib/zod';

const looseText = z.nullish(z.union([z.string(), z.number()]));
const status = z.union([z.number(), z.string(), z.boolean()]);

/** An e-voucher (docs/api.md "Evoucher"): bought with points, spent at its partner merchants. */
export const evoucherDto = z.object({
  EvoucherID: z.union([z.string(), z.number()]),
  Title: z.string(),
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
  MerchantCodes: z.nullish(z.array(z.string())),
});
export type EvoucherDto = z.infer<typeof evoucherDto>;

/** `POST {bi}/v1/evouchers` */
export const evouchersResponseDto = z.object({ Status: status, Result: z.array(evoucherDto) });
/** `POST {bi}/v1/evoucher-details` */
export const evoucherDetailsResponseDto = z.object({ Status: status, Result: evoucherDto });
