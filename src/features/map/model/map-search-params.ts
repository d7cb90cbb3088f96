/**
 * `/map?level=B1&store=123`. Kept free of imports: the router evaluates search validation in the
 * main bundle, and the map's own code must load only on the map page. The router parses values as
 * JSON first, so `?store=123` arrives as a number and `?level=2` as 2 (read as level 02).
 */
export interface MapSearch {
  level?: string | undefined;
  /** A MerchantID: a number when numeric, so the URL reads `?store=2` rather than `?store="2"`. */
  store?: string | number | undefined;
}

function readLevel(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 99)
    return String(value).padStart(2, '0');
  if (typeof value !== 'string') return undefined;
  const level = value.trim().toUpperCase();
  return /^[A-Z0-9]{1,4}$/.test(level) ? level : undefined;
}

function readStore(value: unknown): string | number | undefined {
  const text =
    typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : typeof value === 'string'
        ? value.trim()
        : '';
  if (/^\d{1,15}$/.test(text)) return Number(text);
  return /^[A-Za-z0-9_-]{1,40}$/.test(text) ? text : undefined;
}

/** The store as the page reads it: always text. */
export function storeParam(search: MapSearch): string | undefined {
  return search.store === undefined ? undefined : String(search.store);
}

/**
 * Both keys are always in the result, `undefined` when invalid: the router lays the result over
 * the raw search, so a key left out would keep its raw, unchecked value (lib/search-params.ts).
 */
export function parseMapSearch(search: Record<string, unknown>): MapSearch {
  return { level: readLevel(search.level), store: readStore(search.store) };
}
