/**
 * Query data as it travels in a page the server drew: as JSON text in a data block of the page,
 * written once per answer.
 *
 * The router writes a page's dehydrated state as JavaScript (seroval), walking every object of it
 * on every render: for the dining directory's 136 merchants, 13% of the server's time a page.
 * Plain data (objects, arrays, strings, finite numbers, booleans, null) goes instead as JSON in one
 * `<script type="application/json">` after the router's scripts, and the router carries only its
 * place there. The text is kept with the data object itself, which the render gets again while its
 * answer holds (lib/once-per-answer.ts), so a list becomes text once, not once a page. The browser
 * reads the block with JSON.parse as it hydrates, faster than running the same data as a script.
 *
 * Anything else (a Date, a Map, an undefined field, a cycle) stays for seroval, which keeps it
 * exact. Query data is never changed in place, so a text kept for an object stays true.
 */
import { PAGE_DATA_ID } from '../shared/server-render';

/** The one key of what the router carries in place of data in the block: its index there. */
const PLACE = '$page';

interface Placed {
  [PLACE]: number;
}

/** Plain JSON nests no deeper than this here; deeper data stays for seroval. */
const MAX_DEPTH = 32;

/** True when JSON.parse(JSON.stringify(value)) gives back the same data. */
function isPlainJson(value: unknown, depth = 0): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0);
  if (typeof value !== 'object' || depth >= MAX_DEPTH) return false;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1)
      if (!(index in value) || !isPlainJson(value[index], depth + 1)) return false;
    return true;
  }
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return false;
  for (const key of Object.keys(value)) {
    if (key === '__proto__') return false;
    if (!isPlainJson((value as Record<string, unknown>)[key], depth + 1)) return false;
  }
  return Object.getOwnPropertySymbols(value).length === 0;
}

/**
 * JSON text of each data object met, safe inside a script element (`<` written as `\u003c`), or
 * null for data that is not plain.
 */
const texts = new WeakMap<object, string | null>();

function textOf(data: object): string | null {
  let text = texts.get(data);
  if (text === undefined) {
    text = isPlainJson(data) ? JSON.stringify(data).replace(/</g, '\\u003c') : null;
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

let blockData: unknown[] | undefined;

/** The browser's `deserializeData` of the page's dehydrated queries: data read from the block. */
export function deserializePageData(data: unknown): unknown {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return data;
  const place = (data as Partial<Placed>)[PLACE];
  if (typeof place !== 'number' || Object.keys(data).length !== 1) return data;
  blockData ??= JSON.parse(document.getElementById(PAGE_DATA_ID)?.textContent ?? '[]') as unknown[];
  return blockData[place];
}
