/**
 * What the bench visits and loads, picked from the running server's own API (the seeded data), so
 * the store, event, room and search term exist whatever the seed: nothing is guessed.
 */
import { bookingWindow } from '../../src/features/booking/model/booking-window.ts';
import { bookingStatusRoute } from '../../src/shared/contracts/booking.ts';
import { directoriesRoute } from '../../src/shared/contracts/directory.ts';
import { eventsRoute } from '../../src/shared/contracts/events.ts';
import { promotionsRoute } from '../../src/shared/contracts/promotions.ts';
import { roomsRoute } from '../../src/shared/contracts/rooms.ts';
import { globalSearchRoute } from '../../src/shared/contracts/search.ts';
import { storeCategoryIdOfSlug, storePagePath } from '../../src/shared/store-categories.ts';
import type { BackendCall } from './backend.ts';
import { DIRECTORY_TARGETS } from './backend.ts';

export interface BenchPage {
  label: string;
  path: string;
}

export interface BenchTargets {
  pages: BenchPage[];
  calls: BackendCall[];
}

interface DirectoryAnswer {
  Result: { CategoryID: number; Merchants: { MerchantID: string; StoreName: string }[] }[];
}
interface EventsAnswer {
  Result: { EventID: string }[];
}
interface RoomsAnswer {
  data: { id: number | string }[];
}
interface SearchAnswer {
  RecordCount: { Stores: number; Promotions: number; Events: number; Pages: number };
}

/** Words of store names worth searching for: letters only, long enough to be a real query. */
export function searchTermsFrom(storeNames: readonly string[]): string[] {
  const words = storeNames
    .flatMap((name) => name.split(/\s+/))
    .filter((word) => /^[A-Za-z]{4,}$/.test(word));
  return [...new Set(words.map((word) => word.toLowerCase()))];
}

export async function pickTargets(origin: string, implementationId: string): Promise<BenchTargets> {
  const bi = `/bi/Prod`;
  const call = async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
    const response = await fetch(origin + path, {
      method,
      headers: {
        'implementation-id': implementationId,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      ...(method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}),
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
    return (await response.json()) as T;
  };

  const diningId = storeCategoryIdOfSlug('dining');
  const directory = await call<DirectoryAnswer>('POST', bi + directoriesRoute.path);
  const diningStores = directory.Result.filter((entry) => entry.CategoryID === diningId).flatMap(
    (entry) => entry.Merchants,
  );
  const store = diningStores[0];
  if (!store) throw new Error('The directory lists no dining store');

  const event = (await call<EventsAnswer>('POST', bi + eventsRoute.path)).Result[0];
  if (!event) throw new Error('The events list is empty');
  const room = (await call<RoomsAnswer>('GET', roomsRoute.path)).data[0];
  if (!room) throw new Error('No room can be booked');

  let searchTerm: string | undefined;
  for (const term of searchTermsFrom(diningStores.map((merchant) => merchant.StoreName))) {
    const found = await call<SearchAnswer>('POST', bi + globalSearchRoute.path, {
      QuerySearch: term,
    });
    if (found.RecordCount.Stores > 0) {
      searchTerm = term;
      break;
    }
  }
  if (!searchTerm) throw new Error('No word of a store name finds anything in the global search');

  const window = bookingWindow();
  const statusQuery = new URLSearchParams({
    roomId: String(room.id),
    startDate: window.startDate,
    endDate: window.endDate,
  });
  return {
    pages: [
      { label: 'Home', path: '/' },
      { label: 'Dining directory', path: '/store_categories/dining' },
      { label: `Store (${store.StoreName})`, path: storePagePath(diningId, store.MerchantID) },
      { label: 'Promotions', path: '/promotions' },
      { label: 'Event', path: `/events/${event.EventID}` },
      { label: 'Booking', path: `/booking/${room.id}` },
      { label: 'Search', path: `/search?${new URLSearchParams({ q: searchTerm }).toString()}` },
      { label: 'Map', path: '/map' },
    ],
    calls: [
      {
        label: 'Directories',
        method: 'POST',
        path: bi + directoriesRoute.path,
        body: '{}',
        targets: DIRECTORY_TARGETS,
      },
      { label: 'Promotions', method: 'POST', path: bi + promotionsRoute.path, body: '{}' },
      {
        label: 'Global search',
        method: 'POST',
        path: bi + globalSearchRoute.path,
        body: JSON.stringify({ QuerySearch: searchTerm }),
      },
      {
        label: 'Booking status',
        method: 'GET',
        path: `${bookingStatusRoute.path}?${statusQuery.toString()}`,
      },
    ],
  };
}
