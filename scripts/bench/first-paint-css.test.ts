import { describe, expect, it } from 'vitest';
import {
  FIRST_PAINT_CSS_BUDGET_GZIP_BYTES,
  firstPaintCssLine,
  firstPaintCssOf,
} from './first-paint-css.ts';

const page = (head: string, body = '') =>
  `<!doctype html><html><head><title>x</title>${head}</head><body><div id="root"></div>${body}</body></html>`;

describe('the CSS of the first paint', () => {
  it('weighs the style element and finds no stylesheet in the head', () => {
    const measured = firstPaintCssOf(
      page('<style>.a{color:red}</style>', '<link rel="stylesheet" href="/assets/s.css">'),
    );
    expect(measured.rawBytes).toBe(13);
    expect(measured.gzipBytes).toBeGreaterThan(0);
    expect(measured.blockingStylesheets).toBe(0);
    expect(firstPaintCssLine('/', measured).failed).toEqual([]);
  });

  it('fails a page whose head holds its paint on a stylesheet', () => {
    const measured = firstPaintCssOf(page('<link rel="stylesheet" crossorigin href="/s.css">'));
    expect(measured.blockingStylesheets).toBe(1);
    expect(firstPaintCssLine('/', measured).failed).toEqual(['blocking stylesheet']);
  });

  it('fails CSS over its budget', () => {
    const line = firstPaintCssLine('/', {
      gzipBytes: FIRST_PAINT_CSS_BUDGET_GZIP_BYTES + 1,
      rawBytes: 40_000,
      blockingStylesheets: 0,
    });
    expect(line.failed).toEqual(['size']);
    expect(line.budget).toBe('≤ 7.0 KB, no stylesheet in the head');
  });
});
