/**
 * A table the seed writes as its generator gives it: one row per item, each field in its column
 * (`seedTable`), the artwork stored as media where the items carry one. Such a table is declared
 * in its generator's module (`eventsSeed = seedListWithArtwork('events', ...)`) and registered by
 * one line in ./lists.ts; `SeedData` (./data.ts) then holds its list, `generateSeed` fills it and
 * `seedDatabase` writes it. A table whose items become more than their own rows (join rows, a
 * JSON document) is written by an insert module (./insert/) instead.
 */
import type { Tables } from '../db/tables.gen.ts';
import type { SeedClock } from './generate/clock.ts';
import {
  queueItems,
  withImageUrl,
  type MediaStore,
  type OnlyColumns,
  type SeedItem,
  type SeedRows,
  type TablesWith,
} from './insert/support.ts';
import type { Rng } from './random.ts';
import type { SeedMerchant } from './types.ts';

/** What a list's generator may use. */
export interface SeedContext {
  clock: SeedClock;
  /** The seed's generator: a list forks a stream of its own by label (`rng.fork('deals')`). */
  rng: Rng;
  /** The generated merchants, for the lists that name some. */
  merchants: readonly SeedMerchant[];
}

export interface SeedList<Item> {
  generate(context: SeedContext): Item[];
  /** Queues the items as the table's rows (inserted after the tables of ./insert/). */
  insert(rows: SeedRows, items: readonly Item[], media: MediaStore): void;
}

/** A table whose items are its rows as they are. */
export function seedList<T extends keyof Tables, Item extends SeedItem & OnlyColumns<T, Item>>(
  table: T,
  generate: (context: SeedContext) => Item[],
): SeedList<Item> {
  return { generate, insert: (rows, items) => queueItems(rows, table, items) };
}

/**
 * A table whose items carry their artwork (`imageSvg`): stored as media, the row keeping the URL
 * that serves it (`image_url`, `/media/{kind}/{prefix}{id}.svg`).
 */
export function seedListWithArtwork<
  T extends TablesWith<'image_url'>,
  Item extends SeedItem & { id: number; imageSvg: string } & OnlyColumns<T, Omit<Item, 'imageSvg'>>,
>(
  table: T,
  artwork: { kind: string; prefix: string },
  generate: (context: SeedContext) => Item[],
): SeedList<Item> {
  return {
    generate,
    insert: (rows, items, media) =>
      queueItems(rows, table, items.map(withImageUrl(media, artwork.kind, artwork.prefix))),
  };
}
