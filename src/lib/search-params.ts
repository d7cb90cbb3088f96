/**
 * URL search-param validation for routes, without a schema library. The router evaluates every
 * route's `validateSearch` from the first-load bundle, and even zod/mini's core weighs about 9 KB
 * gzipped there (its schema classes live in one module shared with the lazily loaded payload
 * schemas), so the few readers the URLs need are written out here.
 *
 * A reader turns one raw value into a valid value or `undefined`: a bad value in a shared or
 * hand-edited link is dropped, never an error page. The router parses values as JSON first, so
 * `?q=608` arrives as the number 608 and `?halal=true` as a boolean.
 */
export type SearchReader<T> = (value: unknown) => T | undefined;

type ReaderValue<R> = R extends SearchReader<infer T> ? T : never;

/** The validated search of a set of readers: every key optional. */
export type SearchOf<R extends Record<string, SearchReader<unknown>>> = {
  [K in keyof R]?: ReaderValue<R[K]> | undefined;
};

export interface SearchParser<S> {
  parse: (search: Record<string, unknown>) => S;
}

/**
 * A `validateSearch` for the router (an object with `parse`, as schema libraries provide). Every
 * key is in the result, `undefined` when invalid: the router lays the result over the raw search,
 * so a key left out would keep its raw, unchecked value (`?filter=bogus` would reach the page).
 */
export function searchParser<R extends Record<string, SearchReader<unknown>>>(
  readers: R,
): SearchParser<SearchOf<R>> {
  return {
    parse(search) {
      const parsed: Record<string, unknown> = {};
      for (const [key, read] of Object.entries(readers)) {
        parsed[key] = read(search[key]);
      }
      return parsed as SearchOf<R>;
    },
  };
}

/** Text (or a number, read as its digits), trimmed; empty or longer than `max` is dropped. */
export function trimmedText(max: number): SearchReader<string> {
  return (value) => {
    if (typeof value !== 'string' && !(typeof value === 'number' && Number.isFinite(value)))
      return undefined;
    const text = String(value).trim();
    return text && text.length <= max ? text : undefined;
  };
}

/** Like `trimmedText`, but longer text is cut to `max` characters instead of being dropped. */
export function clippedText(max: number): SearchReader<string> {
  return (value) => {
    if (typeof value !== 'string' && !(typeof value === 'number' && Number.isFinite(value)))
      return undefined;
    return String(value).trim().slice(0, max) || undefined;
  };
}

/** One of the given words, exactly. */
export function oneOf<const T extends string>(values: readonly T[]): SearchReader<T> {
  return (value) => ((values as readonly unknown[]).includes(value) ? (value as T) : undefined);
}

/** A switched-on filter: `true`, `1`, `'1'` or `'true'`; anything else means "off". */
export const flag: SearchReader<true> = (value) =>
  value === true || value === 1 || value === '1' || value === 'true' ? true : undefined;

/** A whole number above zero, as a number or its digits. */
export const positiveInteger: SearchReader<number> = (value) => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0
    ? number
    : undefined;
};
