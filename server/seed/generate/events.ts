/** Events of the complex: the written calendar placed around the seeding day, with artwork. */
import { bannerSvg } from '../artwork.ts';
import type { SeedClock } from './clock.ts';
import { EVENT_DEFINITIONS, type EventDefinition } from './events-data.ts';
import { escapeHtml, htmlList } from './html.ts';
import type { SeedRowOf } from '../insert/support.ts';
import { seedListWithArtwork } from '../seed-list.ts';

/** `type` is the EventType ('Mall Event'), `cost` 'Free' or '$15.00', dates ISO instants. */
export type SeedEvent = SeedRowOf<
  'events',
  { omit: 'image_url'; flags: 'is_featured'; extra: { imageSvg: string } }
>;

function detailHtml(def: EventDefinition): string {
  return (
    `<p>${escapeHtml(def.short)}</p>` +
    `<p><strong>Where:</strong> ${escapeHtml(def.location)}. <strong>Admission:</strong> ${escapeHtml(def.cost)}.</p>` +
    htmlList(def.highlights) +
    `<p>See <a href="/getting_here">how to get here</a> or browse <a href="/events">more events</a>.</p>`
  );
}

function tocHtml(def: EventDefinition): string {
  return htmlList([
    ...def.terms,
    'The organiser reserves the right to change the programme without notice.',
  ]);
}

export function generateEvents(clock: SeedClock): SeedEvent[] {
  return EVENT_DEFINITIONS.map((def, index) => {
    const id = index + 1;
    return {
      id,
      type: def.type,
      category: def.category,
      title: def.title,
      titleZh: def.titleZh,
      cost: def.cost,
      imageSvg: bannerSvg({ title: def.title, key: `event-${def.title}`, width: 960, height: 540 }),
      startDate: clock.at(def.startOffset, def.opens),
      endDate: clock.at(def.startOffset + def.days - 1, def.closes),
      location: def.location,
      shortDescription: def.short,
      description: `${def.short} ${def.highlights.join('. ')}.`,
      detailHtml: detailHtml(def),
      tocHtml: tocHtml(def),
      ...(def.merchantName ? { merchantName: def.merchantName } : {}),
      isFeatured: def.featuredOrder !== undefined,
      sortOrder: def.featuredOrder ?? 100 + id,
      priority: def.featuredOrder !== undefined ? 10 - Math.min(def.featuredOrder, 9) : 1,
    };
  });
}

/** The events table, seeded with `generateEvents`. */
export const eventsSeed = seedListWithArtwork(
  'events',
  { kind: 'events', prefix: 'E' },
  ({ clock }) => generateEvents(clock),
);
