import { describe, expect, it } from 'vitest';
import {
  clippedText,
  flag,
  oneOf,
  positiveInteger,
  searchParser,
  trimmedText,
} from './search-params';

describe('search-params', () => {
  const parser = searchParser({
    q: clippedText(5),
    code: trimmedText(5),
    kind: oneOf(['a', 'b'] as const),
    open: flag,
    page: positiveInteger,
  });

  it('keeps valid values and drops the rest, never throwing', () => {
    expect(
      parser.parse({
        q: '  hello world ',
        code: ' 12 ',
        kind: 'b',
        open: 'true',
        page: '3',
        other: 1,
      }),
    ).toEqual({
      q: 'hello',
      code: '12',
      kind: 'b',
      open: true,
      page: 3,
    });
    expect(parser.parse({ q: '   ', code: 'toolong', kind: 'c', open: false, page: 0 })).toEqual(
      {},
    );
    expect(
      parser.parse({ q: { nested: true }, code: null, kind: ['a'], open: 'yes', page: 1.5 }),
    ).toEqual({});
  });

  it('names every key, undefined when invalid, so the raw value cannot survive the router merge', () => {
    expect(Object.entries(parser.parse({ kind: 'bogus', page: '2' }))).toEqual([
      ['q', undefined],
      ['code', undefined],
      ['kind', undefined],
      ['open', undefined],
      ['page', 2],
    ]);
  });

  it('reads numbers the router parsed from the URL as their digits', () => {
    expect(parser.parse({ q: 608, code: 42, open: 1, page: 12 })).toEqual({
      q: '608',
      code: '42',
      open: true,
      page: 12,
    });
  });

  it.each([['-1'], [''], ['1e3x'], [true], [Number.MAX_SAFE_INTEGER + 2]])(
    'refuses %j as a positive integer',
    (value) => {
      expect(positiveInteger(value)).toBeUndefined();
    },
  );
});
