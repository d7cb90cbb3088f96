/**
 * Query data as it travels in a page the server drew: as JSON text in a data block of the page,
 * written once per answer.
 *
 * The router writes a page's dehydrated state as JavaScript (seroval), walking every object of it
 * on every render: for the dining directory's 136 merchants, 13% of the server's time a page.
 * Plain data (objects, arrays, strings, finite numbers, booleans, null) goes instead as JSON in one
 * `<script type="application/json">` after the router's scripts, and the router carries only its
 * place there. The text is kept with the data object itself, which the render gets again while its
 * answer holds (lib/read-path/once-per-answer.ts), so a list becomes text once, not once a page.
 * The browser reads the block with JSON.parse as it hydrates, faster than running the same data as
 * a script.
 *
 * An object met more than once (equal values shared, as a category's list shares its merchants'
 * hours) is written once and comes back as one object. A field whose value is undefined (an
 * optional field the mapper left empty, as on most promotions and events) is left out, as JSON
 * does: the browser reads it as undefined all the same. Anything else (a Date, a Map, an undefined
 * array item, a cycle) stays for seroval, which keeps it exact. Query data is never changed in
 * place, so a text kept for an object stays true.
 */
import { PAGE_DATA_ID } from '../shared/server-render';

/** The one key of what the router carries in place of data in the block: its index there. */
const PLACE = '$page';

interface Placed {
  [PLACE]: number;
}

/** Plain JSON nests no deeper than this here; deeper data stays for seroval. */
const MAX_DEPTH = 32;

/**
 * Keys of the block's own marks for an object met more than once (query data shares equal values:
 * a category's list shares its merchants' equal hours and sub-categories), which JSON alone would
 * write out at every place. Data that has such a key itself stays for seroval.
 */
const SHARED = '$shared';
const SAME = '$same';

/**
 * How many times each object of `value` is met, when JSON.parse(JSON.stringify(value)) gives back
 * the same data (objects met again are equal by being the same, undefined fields are read as
 * undefined when missing); null otherwise.
 */
function plainJsonCounts(value: unknown): Map<object, number> | null {
  const counts = new Map<object, number>();
  const onPath = new Set<object>();
  const walk = (item: unknown, depth: number): boolean => {
    if (item === null || typeof item === 'string' || typeof item === 'boolean') return true;
    if (typeof item === 'number') return Number.isFinite(item) && !Object.is(item, -0);
    if (typeof item !== 'object' || depth >= MAX_DEPTH || onPath.has(item)) return false;
    const met = counts.get(item);
    counts.set(item, (met ?? 0) + 1);
    if (met !== undefined) return true;
    onPath.add(item);
    let plain = true;
    if (Array.isArray(item)) {
      for (let index = 0; plain && index < item.length; index += 1)
        plain = index in item && walk(item[index], depth + 1);
    } else {
      const prototype = Object.getPrototypeOf(item) as unknown;
      plain =
        (prototype === Object.prototype || prototype === null) &&
        Object.getOwnPropertySymbols(item).length === 0;
      for (const key of plain ? Object.keys(item) : []) {
        const field = (item as Record<string, unknown>)[key];
        plain =
          key !== '__proto__' &&
          key !== SHARED &&
          key !== SAME &&
          (field === undefined || walk(field, depth + 1));
        if (!plain) break;
      }
    }
    onPath.delete(item);
    return plain;
  };
  return walk(value, 0) ? counts : null;
}

/**
 * JSON of `data`. An object met more than once is written once, in a table, and as
 * `{"$same": n}` at each place: `{"$shared": [table, data]}`.
 */
function jsonOf(data: object, counts: Map<object, number>): string {
  const ids = new Map<object, number>();
  const table: string[] = [];
  const write = (root: unknown): string =>
    JSON.stringify(root, (_key, value: unknown) => {
      if (value === root || typeof value !== 'object' || value === null) return value;
      if ((counts.get(value) ?? 0) < 2) return value;
      let id = ids.get(value);
      if (id === undefined) {
        id = table.length;
        ids.set(value, id);
        table.push('');
        table[id] = write(value);
      }
      return { [SAME]: id };
    });
  const text = write(data);
  return table.length === 0 ? text : `{"${SHARED}":[[${table.join(',')}],${text}]}`;
}

/**
 * JSON text of each data object met, safe inside a script element (`<` written as `\u003c`), or
 * null for data that is not plain.
 */
const texts = new WeakMap<object, string | null>();

function textOf(data: object): string | null {
  let text = texts.get(data);
  if (text === undefined) {
    const counts = plainJsonCounts(data);
    text = counts ? jsonOf(data, counts).replace(/</g, '\\u003c') : null;
    texts.set(data, text);
  }
  return text;
}

/** One render's data block: `serialize` is the render's `serializeData`, `block` its element. */
export function pageDataWriter(): { serialize(data: unknown): unknown; block(): string } {
  const placed: string[] = [];
  return {
    serialize(data) {
      if (typeof data !== 'object' || data === null) return data;
      const text = textOf(data);
      if (text === null) return data;
      placed.push(text);
      return { [PLACE]: placed.length - 1 } satisfies Placed;
    },
    block: () =>
      placed.length === 0
        ? ''
        : `<script type="application/json" id="${PAGE_DATA_ID}">[${placed.join(',')}]</script>`,
  };
}

/** The block read, with the element it was read from (a page has one; a test, several). */
let read: { element: HTMLElement | null; data: unknown[] } | undefined;

/**
 * The page's data block, parsed once. The app reads it ahead of the queries' hydration, in a task
 * of its own (src/main.tsx): a directory page's block is some 100 KB of JSON, whose parse and
 * the queries' hydration made one long task on a phone.
 */
export function readPageDataBlock(): unknown[] {
  const element = document.getElementById(PAGE_DATA_ID);
  if (read?.element !== element)
    read = { element, data: JSON.parse(element?.textContent ?? '[]') as unknown[] };
  return read.data;
}

/** The browser's `deserializeData` of the page's dehydrated queries: data read from the block. */
export function deserializePageData(data: unknown): unknown {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return data;
  const place = (data as Partial<Placed>)[PLACE];
  if (typeof place !== 'number' || Object.keys(data).length !== 1) return data;
  const block = readPageDataBlock();
  block[place] = withSharedObjects(block[place]);
  return block[place];
}

/** Data read from the block with each object written once (`jsonOf`) in its places again. */
function withSharedObjects(item: unknown): unknown {
  const envelope = item as { [SHARED]?: [unknown[], unknown] } | null;
  const shared = typeof envelope === 'object' && envelope !== null ? envelope[SHARED] : undefined;
  if (!shared || Object.keys(item as object).length !== 1) return item;
  const [table, data] = shared;
  const linked: boolean[] = [];
  const entry = (id: number): unknown => {
    if (!linked[id]) {
      linked[id] = true;
      link(table[id]);
    }
    return table[id];
  };
  // Parsed JSON is the block's own: its objects are filled in place.
  const link = (value: unknown): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    const same = (value as Record<string, unknown>)[SAME];
    if (typeof same === 'number' && Object.keys(value).length === 1) return entry(same);
    const fields = value as Record<string, unknown>;
    for (const key of Object.keys(fields)) fields[key] = link(fields[key]);
    return value;
  };
  return link(data);
}
