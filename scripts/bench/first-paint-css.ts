/**
 * The CSS a drawn page's first paint needs, which it carries in its document
 * (server/pages/first-paint.ts): its weight, gzipped as it travels, and that no stylesheet in its
 * head holds the paint. Each kilobyte is a phone's first paint waiting longer for the document.
 * tests/browser/first-paint.spec.ts asserts the same budget on the bench's pages.
 */
import { atMost, describeLimit, failedChecks } from './budget.ts';
import { gzipSize, kb } from './sizes.ts';
import type { BenchLine } from './table.ts';

/** The home page needs about 5.4 KB gzip (24 KB raw) of the 17 KB stylesheet. */
export const FIRST_PAINT_CSS_BUDGET_GZIP_BYTES = 7 * 1024;

export interface FirstPaintCss {
  /** The page's `<style>` elements' text, gzipped and as sent. */
  gzipBytes: number;
  rawBytes: number;
  /** Stylesheet links in the head, each holding the first paint until it has come. */
  blockingStylesheets: number;
}

export function firstPaintCssOf(html: string): FirstPaintCss {
  const head = html.slice(0, html.indexOf('</head>'));
  const css = [...html.matchAll(/<style>([^<]*)<\/style>/g)].map((match) => match[1]).join('');
  return {
    gzipBytes: gzipSize(css),
    rawBytes: Buffer.byteLength(css),
    blockingStylesheets: head.match(/<link\b[^>]*\brel="stylesheet"/g)?.length ?? 0,
  };
}

/** The first paint's CSS of the page at `url`, drawn by the server, as a first visit gets it. */
export async function measureFirstPaintCss(url: string): Promise<FirstPaintCss> {
  const response = await fetch(url, { headers: { accept: 'text/html' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return firstPaintCssOf(await response.text());
}

const LIMITS = {
  gzipBytes: atMost(FIRST_PAINT_CSS_BUDGET_GZIP_BYTES),
  blockingStylesheets: atMost(0),
};

export function firstPaintCssLine(path: string, measured: FirstPaintCss): BenchLine {
  return {
    area: 'Bundle',
    subject: `CSS of the first paint of ${path}, in its document`,
    measured: `${kb(measured.gzipBytes)} gzip (${kb(measured.rawBytes)} raw) · ${measured.blockingStylesheets} stylesheet(s) in the head`,
    budget: `${describeLimit(LIMITS.gzipBytes, kb)}, no stylesheet in the head`,
    failed: failedChecks([
      { name: 'size', measured: measured.gzipBytes, limit: LIMITS.gzipBytes },
      {
        name: 'blocking stylesheet',
        measured: measured.blockingStylesheets,
        limit: LIMITS.blockingStylesheets,
      },
    ]),
  };
}
