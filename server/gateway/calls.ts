/**
 * The calls the gateway answers, from the one list of paths (src/shared/api-paths.ts), with how
 * long each read is kept. Reads are cached (read-cache.ts); writes go straight to the backend and
 * are never retried or cached.
 */
import { API_PATHS, BI_PATHS, ENDPOINT_PATHS } from '../../src/shared/api-paths.ts';
import type { CachePolicy } from './read-cache.ts';
import type { Backend } from './upstream-client.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Lists and details that change during the day (a new event, an ended promotion). */
const TIMELY: CachePolicy = { freshMs: MINUTE, maxStaleMs: DAY };
/** The directory and deals: a store opening or closing is news of days, not minutes. */
const DIRECTORY: CachePolicy = { freshMs: 5 * MINUTE, maxStaleMs: 7 * DAY };
/** Getting here, contact details, FAQs, content pages: edited rarely. */
const REFERENCE: CachePolicy = { freshMs: HOUR, maxStaleMs: 7 * DAY };
/** Search answers follow the lists, and a visitor rarely repeats one a day later. */
const SEARCH: CachePolicy = { freshMs: MINUTE, maxStaleMs: HOUR };
/** Room availability: an old answer would offer taken dates, so it is kept only briefly. */
const AVAILABILITY: CachePolicy = { freshMs: 10_000, maxStaleMs: MINUTE };

export interface ReadCall {
  backend: Backend;
  method: 'GET' | 'POST';
  /** Path on this site, relative to the backend's mount (BI paths below `/bi/{stage}`). */
  path: string;
  policy: CachePolicy;
  /** Query-string fields passed on (GET calls); anything else is dropped. */
  query?: readonly string[];
}

export interface WriteCall {
  backend: Backend;
  path: string;
}

const bi = (path: string, policy: CachePolicy): ReadCall => ({
  backend: 'bi',
  method: 'POST',
  path,
  policy,
});

export const READ_CALLS: readonly ReadCall[] = [
  bi(BI_PATHS.flashSales, TIMELY),
  bi(BI_PATHS.flashSaleDetails, TIMELY),
  bi(BI_PATHS.events, TIMELY),
  bi(BI_PATHS.eventDetails, TIMELY),
  bi(BI_PATHS.rewards, TIMELY),
  bi(BI_PATHS.rewardDetails, TIMELY),
  bi(BI_PATHS.promotions, TIMELY),
  bi(BI_PATHS.promotionDetails, TIMELY),
  bi(BI_PATHS.directories, DIRECTORY),
  bi(BI_PATHS.directoryDetails, DIRECTORY),
  bi(BI_PATHS.gettingThere, REFERENCE),
  bi(BI_PATHS.contactDetails, REFERENCE),
  bi(BI_PATHS.faqs, REFERENCE),
  bi(BI_PATHS.globalSearch, SEARCH),
  bi(BI_PATHS.explores, DIRECTORY),
  bi(BI_PATHS.exploreDetails, DIRECTORY),
  bi(BI_PATHS.collections, DIRECTORY),
  bi(BI_PATHS.collectionDetails, DIRECTORY),
  bi(BI_PATHS.evouchers, DIRECTORY),
  bi(BI_PATHS.evoucherDetails, DIRECTORY),
  { backend: 'api', method: 'GET', path: API_PATHS.content, policy: REFERENCE, query: ['type'] },
  {
    backend: 'api',
    method: 'GET',
    path: API_PATHS.pageBuilder,
    policy: REFERENCE,
    query: ['slug'],
  },
  { backend: 'api', method: 'GET', path: API_PATHS.rooms, policy: DIRECTORY },
  {
    backend: 'api',
    method: 'GET',
    path: API_PATHS.bookingStatus,
    policy: AVAILABILITY,
    query: ['roomId', 'startDate', 'endDate'],
  },
  { backend: 'endpoint', method: 'POST', path: ENDPOINT_PATHS.deals, policy: DIRECTORY },
];

/** A room's own page: `GET {api}/api/room/{id}`. */
export const ROOM_DETAIL: ReadCall = {
  backend: 'api',
  method: 'GET',
  path: `${API_PATHS.rooms}:id`,
  policy: DIRECTORY,
};

export const WRITE_CALLS: readonly WriteCall[] = [
  { backend: 'api', path: API_PATHS.customerTicket },
  { backend: 'api', path: API_PATHS.booking },
  { backend: 'api', path: API_PATHS.bookingInquiry },
  { backend: 'endpoint', path: ENDPOINT_PATHS.resetPassword },
  { backend: 'endpoint', path: ENDPOINT_PATHS.setPassword },
  { backend: 'endpoint', path: ENDPOINT_PATHS.setCorporatePassword },
];
