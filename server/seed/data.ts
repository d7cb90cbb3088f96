/**
 * The seeded complex as one value: the parts the insert modules write (`SeedCore`, ./types.ts)
 * and the lists of the tables registered in ./lists.ts. `generateSeed` fills every list;
 * `seedDatabase` writes the lists it is given after the insert modules' tables (their rows may
 * name merchants), and a list left out is an empty table, so the tests' small seeds give only the
 * lists they fill.
 */
import type { MediaStore, SeedRows } from './insert/support.ts';
import * as REGISTERED from './lists.ts';
import type { SeedContext, SeedList } from './seed-list.ts';
import type { SeedCore } from './types.ts';

type Registered = typeof REGISTERED;
/** Each registered table's item type, under its name. */
type Items = { [K in keyof Registered]: Registered[K] extends SeedList<infer Item> ? Item : never };
type ListName = keyof Items;

/** Every registered table's items, under its name. */
export type SeedLists = { [K in ListName]: Items[K][] };

/** The registry again, typed so that a list and its items pair up under any one name. */
const SEED_LISTS: { [K in ListName]: SeedList<Items[K]> } = REGISTERED;
/** In the order of their names, as a module's exports are: no list's rows name another's. */
const LIST_NAMES = Object.keys(SEED_LISTS) as ListName[];

/** The generated complex: what `generateSeed()` gives. */
export type SeedData = SeedCore & SeedLists;

/** What `seedDatabase()` writes: a list left out is an empty table. */
export type SeedInput = SeedCore & Partial<SeedLists>;

/** Every registered list, generated. */
export function generateLists(context: SeedContext): SeedLists {
  // One entry per name of the registry: the object is every list.
  return Object.fromEntries(
    LIST_NAMES.map((name) => [name, SEED_LISTS[name].generate(context)]),
  ) as SeedLists;
}

/** Queues the rows of the lists `data` gives. */
export function insertLists(rows: SeedRows, data: Partial<SeedLists>, media: MediaStore): void {
  const insert = <K extends ListName>(name: K): void => {
    SEED_LISTS[name].insert(rows, data[name] ?? [], media);
  };
  LIST_NAMES.forEach(insert);
}
