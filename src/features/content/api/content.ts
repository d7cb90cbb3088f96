/** The content call and its mapper, loaded with the first fetch (queries.ts). */
import { callApi } from '../../../lib/api-client';
import { readImageUrl, readNumber, readText } from '../../../lib/wire';
import { contentCall, type ContentItemWire } from '../../../shared/contracts/content';
import type { ContentItem } from '../model/content-item';

export function toContentItem(wire: ContentItemWire): ContentItem {
  return {
    id: String(wire.id),
    type: wire.type,
    title: wire.title,
    titleZh: readText(wire.titleZh),
    subtitle: readText(wire.subtitle),
    subtitleZh: readText(wire.subtitleZh),
    imageUrl: readImageUrl(wire.imageUrl),
    imageAlt: readText(wire.imageAlt) ?? '',
    imageAltZh: readText(wire.imageAltZh),
    linkUrl: readText(wire.linkUrl),
    sortOrder: readNumber(wire.sortOrder) ?? 0,
  };
}

/** Content items of one type, by sort order. */
export async function getContent(type: string, signal: AbortSignal): Promise<ContentItem[]> {
  const { data } = await callApi(contentCall, { input: { type }, signal });
  return data.map(toContentItem).sort((a, b) => a.sortOrder - b.sortOrder);
}
