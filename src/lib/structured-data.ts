/**
 * The schema.org pieces every page's structured data is built from (JSON-LD, written into the
 * page's head by the server: server/pages/page-head.ts): the complex as a ShoppingCenter, where
 * events, offers and stores take place; its address; opening hours. URLs are site paths, which the
 * server makes absolute on the site's public origin. Built only while the server draws a page
 * (usePageMeta's `structuredData`), never in the browser.
 */
import type {
  DayOfWeek as SchemaDayOfWeek,
  OpeningHoursSpecificationLeaf,
  PostalAddressLeaf,
  ShoppingCenterLeaf,
} from 'schema-dts';
import { COMPLEX_ADDRESS, COMPLEX_GEO, SITE_SHARE_IMAGE } from '../shared/complex';
import { SITE_NAME, SITE_NAME_ZH } from '../shared/site-name';
import type { Language } from '../shared/language';
import { COMPLEX_OPENING_HOURS, type OpeningHours } from '../shared/opening-hours';
import { singaporeWallClock } from '../shared/singapore-time';

const DAY_MS = 24 * 60 * 60_000;

/**
 * An instant as schema.org's Date or DateTime in Singapore: a date alone (`2026-12-01`) for a
 * Singapore midnight, as date-only items are stored, else the wall-clock time with Singapore's
 * offset (`2026-12-05T10:00:00+08:00`); undefined when it is not an instant.
 */
export function singaporeSchemaDate(instant: Date | string | number): string | undefined {
  const clock = singaporeWallClock(instant);
  if (!clock) return undefined;
  const text = clock.toISOString();
  return clock.getTime() % DAY_MS === 0 ? text.slice(0, 10) : `${text.slice(0, 19)}+08:00`;
}

/** The complex's postal address; `unit` (`#02-608`) added for a place inside it. */
export function complexAddress(unit?: string): PostalAddressLeaf {
  const { streetAddress, ...rest } = COMPLEX_ADDRESS;
  return {
    '@type': 'PostalAddress',
    streetAddress: unit ? `${streetAddress}, ${unit}` : streetAddress,
    ...rest,
  };
}

/** The complex as the place of an event, an offer or a store: its name, address and page. */
export function complexPlace(language: Language): ShoppingCenterLeaf {
  return {
    '@type': 'ShoppingCenter',
    name: language === 'ch' ? SITE_NAME_ZH : SITE_NAME,
    address: complexAddress(),
    url: '/',
  };
}

const DAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const satisfies readonly SchemaDayOfWeek[];

/**
 * Opening hours as schema.org has them, days with the same hours in one entry (a store open
 * 10:00-22:00 daily is one entry, not seven). A close past midnight is written as given: schema.org
 * reads `closes` earlier than `opens` as the next day.
 */
export function openingHoursSpecification(
  hours: readonly OpeningHours[],
): OpeningHoursSpecificationLeaf[] {
  const byTimes = new Map<string, OpeningHours[]>();
  for (const entry of hours) {
    const key = `${entry.open}-${entry.close}`;
    byTimes.set(key, [...(byTimes.get(key) ?? []), entry]);
  }
  return [...byTimes.values()].map((entries) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: entries.map((entry) => DAY_NAMES[entry.dayOfWeek]),
    opens: entries[0]?.open ?? '',
    // schema.org's end of the day is 23:59:59; `24:00` is not a time of day.
    closes: entries[0]?.close === '24:00' ? '23:59:59' : (entries[0]?.close ?? ''),
  }));
}

/** The complex as its home page presents it: a ShoppingCenter with its place, hours and artwork. */
export function complexStructuredData(language: Language, description: string): ShoppingCenterLeaf {
  return {
    ...complexPlace(language),
    description,
    geo: { '@type': 'GeoCoordinates', ...COMPLEX_GEO },
    openingHoursSpecification: openingHoursSpecification(COMPLEX_OPENING_HOURS),
    logo: '/icons/icon-512.png',
    image: SITE_SHARE_IMAGE,
  };
}
