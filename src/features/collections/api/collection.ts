import { readImageUrl, readText } from '../../../lib/wire';
import type { CollectionDto } from './collection-dto';

/** A curated collection of stores ("Date night", "Gifts for kids"). */
export interface Collection {
  id: string;
  title: string;
  titleZh?: string;
  description?: string;
  descriptionZh?: string;
  imageUrl?: string;
  merchantCodes: string[];
}

export function toCollection(dto: CollectionDto): Collection {
  return {
    id: String(dto.CollectionID),
    title: dto.Title,
    titleZh: readText(dto.BiTitle),
    description: readText(dto.Description),
    descriptionZh: readText(dto.BiDescription),
    imageUrl: readImageUrl(dto.ImagePath),
    merchantCodes: (dto.MerchantCodes ?? []).map((code) => code.trim()).filter(Boolean),
  };
}
