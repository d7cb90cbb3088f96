/**
 * The version of the data pages are drawn from, for the page cache (server/pages/page-cache.ts):
 * two reads of it give the same string only if nothing a page shows has changed in between.
 *
 * In the embedded store, what pages show is written by two things only: the seed (every table of
 * the complex, in one transaction; `npm run db:reset` reseeds) and bookings (a room's booked
 * nights). Tickets, inquiries, activation codes and the rate limit's counts are never shown on a
 * page. So the version is read from the store itself: the seed's row and the number of bookings
 * (bookings are never deleted; a count, unlike the newest id, also moves when another instance
 * commits a booking whose id is lower than one already seen). A new write that changes what pages
 * show must add itself to VERSION_QUERY.
 *
 * Reading it from the store, not from memory, is what makes it right with several instances on one
 * PostgreSQL: another instance's booking or reseed changes it here too. It is read at most once
 * a `pollMs` (a second), so another instance's write shows within that; this process's own writes
 * call `noteDataChanged()` after they commit, and the next read goes to the store at once.
 */
import { sql } from 'kysely';
import type { Db } from './database.ts';

let localChanges = 0;
const changeListeners = new Set<() => void>();

/** Called after a write that changes what pages show has committed in this process. */
export function noteDataChanged(): void {
  localChanges += 1;
  for (const listener of changeListeners) listener();
}

/**
 * Called when another process of this machine has committed such a write (server/processes.ts
 * passes it on at once, so the poll below is only the fallback there): the next read goes to the
 * store.
 */
export function noteDataChangedElsewhere(): void {
  localChanges += 1;
}

/** Hears of this process's own writes (noteDataChanged); returns the way to stop. */
export function onDataChanged(listener: () => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

const VERSION_QUERY = sql<{ version: string | null }>`SELECT
  (SELECT seed || ':' || seeded_at FROM seed_info WHERE id = 1)
  || ':' || (SELECT count(*) FROM bookings) AS version`;

export interface DataVersion {
  /** The current version; undefined when it cannot be told (the store does not answer). */
  current(): Promise<string | undefined>;
}

export const DATA_VERSION_POLL_MS = 1000;

/** The embedded store's data version, read at most once a `pollMs` (and after a local write). */
export function storeDataVersion(
  db: Db,
  { pollMs = DATA_VERSION_POLL_MS, now = () => Date.now() } = {},
): DataVersion {
  let known: string | undefined;
  let readAt = -Infinity;
  let seenChanges = -1;
  let reading: Promise<string | undefined> | undefined;
  const read = (): Promise<string | undefined> => {
    // Concurrent requests share one read.
    reading ??= (async () => {
      const changes = localChanges;
      const startedAt = now();
      try {
        const { rows } = await VERSION_QUERY.execute(db);
        known = rows[0]?.version ?? undefined;
      } catch {
        known = undefined;
      }
      readAt = startedAt;
      seenChanges = changes;
      return known;
    })().finally(() => {
      reading = undefined;
    });
    return reading;
  };
  return {
    current() {
      const at = now();
      // (A clock set back counts as time passed.)
      if (
        seenChanges !== localChanges ||
        at < readAt ||
        at - readAt >= pollMs ||
        known === undefined
      )
        return read();
      return Promise.resolve(known);
    },
  };
}

/** Versions of several sources as one: it changes when any of them does. */
export function combinedDataVersion(...sources: DataVersion[]): DataVersion {
  return {
    async current() {
      const versions = await Promise.all(sources.map((source) => source.current()));
      return versions.includes(undefined) ? undefined : versions.join('|');
    },
  };
}
