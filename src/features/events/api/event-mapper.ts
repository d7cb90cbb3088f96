import { readFlag, readImageUrl, readInstant, readNumber, readText } from '../../../lib/wire';
import type { EventDto } from './event-dto';

/** An event as the app uses it. `cost` is display text ("Free", "$15.00"). */
export interface MallEvent {
  id: string;
  type?: string;
  category?: string;
  title: string;
  titleZh?: string;
  cost?: string;
  imageUrl?: string;
  startDate?: string;
  endDate?: string;
  location?: string;
  shortDescription?: string;
  description?: string;
  detailHtml?: string;
  termsHtml?: string;
  merchantName?: string;
  isFeatured: boolean;
  sortOrder: number;
}

export function toEvent(dto: EventDto): MallEvent {
  const images = (dto.Images ?? [])
    .map(readImageUrl)
    .filter((url): url is string => url !== undefined);
  return {
    id: String(dto.EventID),
    type: readText(dto.EventType),
    category: readText(dto.EventCategory),
    title: readText(dto.Title) ?? '',
    titleZh: readText(dto.BiTitle),
    cost: readText(dto.Cost),
    imageUrl: readImageUrl(dto.EventImage) ?? images[0],
    startDate: readInstant(dto.StartDate),
    endDate: readInstant(dto.EndDate),
    location: readText(dto.Location),
    shortDescription: readText(dto.ShortDescription),
    description: readText(dto.Description),
    detailHtml: readText(dto.DetailView),
    termsHtml: readText(dto.TOC),
    merchantName: readText(dto.Merchant_Name),
    isFeatured: readFlag(dto.IsFeatured),
    sortOrder: readNumber(dto.SortOrder) ?? readNumber(dto.Priority) ?? Number.MAX_SAFE_INTEGER,
  };
}
