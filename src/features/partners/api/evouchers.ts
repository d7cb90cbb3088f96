/** The e-voucher calls and their mapper, loaded with the first fetch (queries.ts). */
import { callApi } from '../../../lib/api-client';
import { readItem } from '../../../lib/read-path/detail-item';
import { readImageUrl, readInstant, readNumber, readText } from '../../../lib/wire';
import { COMPANY_ID } from '../../../shared/contracts/call';
import {
  evoucherDetailsCall,
  evouchersCall,
  type EvoucherWire,
} from '../../../shared/contracts/curations';
import type { Evoucher } from '../model/evoucher';

export function toEvoucher(wire: EvoucherWire): Evoucher {
  return {
    id: String(wire.EvoucherID),
    title: wire.Title,
    titleZh: readText(wire.BiTitle),
    description: readText(wire.Description),
    descriptionZh: readText(wire.BiDescription),
    value: readNumber(wire.Value),
    pointsCost: readNumber(wire.PointsCost),
    imageUrl: readImageUrl(wire.ImagePath),
    tocHtml: readText(wire.TOC),
    tocHtmlZh: readText(wire.BiTOC),
    validFrom: readInstant(wire.ValidFrom),
    validTo: readInstant(wire.ValidTo),
    merchantCodes: (wire.MerchantCodes ?? []).map((code) => code.trim()).filter(Boolean),
  };
}

/** The e-vouchers on offer. */
export async function getEvouchers(signal: AbortSignal): Promise<Evoucher[]> {
  return (await callApi(evouchersCall, { signal })).Result.map(toEvoucher);
}

/** One e-voucher, found in whatever the detail call answers. */
export async function getEvoucher(id: string, signal: AbortSignal): Promise<Evoucher> {
  const input = { CompanyID: COMPANY_ID, EvoucherID: id };
  return toEvoucher(await readItem(evoucherDetailsCall, id, { input, signal }));
}
