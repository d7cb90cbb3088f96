/**
 * An event as schema.org's Event (JSON-LD for search engines: src/lib/structured-data.ts): its
 * dates in Singapore time, the complex (or the place in it the event names) as its location.
 */
import type { EventLeaf } from 'schema-dts';
import { complexAddress, complexPlace, singaporeSchemaDate } from '../../../lib/structured-data';
import type { Language } from '../../../shared/language';
import type { MallEvent } from './event';

export function eventStructuredData(
  event: MallEvent,
  { language, name }: { language: Language; name: string },
): EventLeaf {
  const complex = complexPlace(language);
  const startDate = event.startDate && singaporeSchemaDate(event.startDate);
  const endDate = event.endDate && singaporeSchemaDate(event.endDate);
  return {
    '@type': 'Event',
    name,
    url: `/events/${event.id}`,
    ...(startDate && { startDate }),
    ...(endDate && { endDate }),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: event.location
      ? {
          '@type': 'Place',
          name: event.location,
          address: complexAddress(),
          containedInPlace: complex,
        }
      : complex,
    ...(event.imageUrl && { image: event.imageUrl }),
    ...(event.shortDescription && { description: event.shortDescription }),
    ...(event.merchantName && {
      organizer: { '@type': 'Organization', name: event.merchantName },
    }),
  };
}
