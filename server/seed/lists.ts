/**
 * The tables the seed writes as their generators give them (./seed-list.ts), each registered by one
 * line below under its name in `SeedData`. `generateSeed` fills every list; `seedDatabase` writes
 * the lists it is given after the tables of ./insert/ (their rows may name merchants), and a list
 * left out is an empty table, so the tests' small seeds give only the lists they fill.
 */
import { contentSeed } from './generate/content.ts';
import { dealsSeed } from './generate/deals.ts';
import { eventsSeed } from './generate/events.ts';
import { faqsSeed } from './generate/faqs.ts';
import { flashSalesSeed } from './generate/flash-sales.ts';
import { promotionsSeed } from './generate/promotions.ts';
import { rewardsSeed } from './generate/rewards.ts';
import type { MediaStore, SeedRows } from './insert/support.ts';
import type { SeedContext, SeedList } from './seed-list.ts';
import type { SeedCore } from './types.ts';

const REGISTERED = {
  events: eventsSeed,
  promotions: promotionsSeed,
  flashSales: flashSalesSeed,
  rewards: rewardsSeed,
  deals: dealsSeed,
  faqs: faqsSeed,
  content: contentSeed,
};

type Registered = typeof REGISTERED;
/** Each registered table's item type, under its name. */
type Items = { [K in keyof Registered]: Registered[K] extends SeedList<infer Item> ? Item : never };
type ListName = keyof Items;

/** Every registered table's items, under its name. */
export type SeedLists = { [K in ListName]: Items[K][] };

/** The registry again, typed so that a list and its items pair up under any one name. */
const SEED_LISTS: { [K in ListName]: SeedList<Items[K]> } = REGISTERED;
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
