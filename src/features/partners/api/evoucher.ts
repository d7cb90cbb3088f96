import { readImageUrl, readInstant, readNumber, readText } from '../../../lib/wire';
import type { EvoucherDto } from './evoucher-dto';

export interface Evoucher {
  id: string;
  title: string;
  titleZh?: string;
  description?: string;
  descriptionZh?: string;
  /** Dollars. */
  value?: number;
  pointsCost?: number;
  imageUrl?: string;
  /** Terms as CMS HTML: render through RichText (sanitised). */
  tocHtml?: string;
  tocHtmlZh?: string;
  validFrom?: string;
  validTo?: string;
  /** Partners that accept it. */
  merchantCodes: string[];
}

export function toEvoucher(dto: EvoucherDto): Evoucher {
  return {
    id: String(dto.EvoucherID),
    title: dto.Title,
    titleZh: readText(dto.BiTitle),
    description: readText(dto.Description),
    descriptionZh: readText(dto.BiDescription),
    value: readNumber(dto.Value),
    pointsCost: readNumber(dto.PointsCost),
    imageUrl: readImageUrl(dto.ImagePath),
    tocHtml: readText(dto.TOC),
    tocHtmlZh: readText(dto.BiTOC),
    validFrom: readInstant(dto.ValidFrom),
    validTo: readInstant(dto.ValidTo),
    merchantCodes: (dto.MerchantCodes ?? []).map((code) => code.trim()).filter(Boolean),
  };
}
