/**
 * How heavy each bench page is as the server draws it (issue 39, "lean pages"): its document
 * compressed as the server sends it (brotli to a browser that accepts it, as Chromium does; gzip
 * to one that accepts only that), which should fit the first round trip of a new connection
 * (about 14.6 KB: ten TCP segments); the elements of the drawn body, which every style and layout
 * pass walks; and its CSS, the first paint's in the document (server/pages/first-paint.ts) and
 * the site's one stylesheet. Figures of the build and the seeded data, not timings.
 */
import { request } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { atMost, describeLimit, failedChecks } from './budget.ts';
import { firstPaintCssOf } from './first-paint-css.ts';
import { gzipSize, kb } from './sizes.ts';
import type { BenchLine } from './table.ts';
import type { BenchPage } from './targets.ts';

/** Issue 39's target: a document that fits the first round trip. */
export const DOCUMENT_BUDGET_BYTES = 14 * 1024;

/** What Chromium sends for a navigation's encodings, and what a browser without brotli sends. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
const GZIP_ONLY = 'gzip';

export interface PageWeight {
  page: BenchPage;
  /** The document as sent to Chromium: its encoding and bytes. */
  sent: { encoding: string; bytes: number };
  gzipBytes: number;
  rawBytes: number;
  /** Elements in the drawn `<body>` (Lighthouse's dom-size counts the same, after the load). */
  drawnElements: number;
  firstPaintCss: { gzipBytes: number; rawBytes: number };
  stylesheet: { path: string; gzipBytes: number; rawBytes: number } | undefined;
}

/**
 * One navigation's document, body bytes exactly as they came (no decoding); `cookie` as a visitor
 * carrying one sends it. Rejects unless the answer is 200.
 */
export function fetchDocument(
  url: string,
  acceptEncoding: string,
  cookie?: string,
): Promise<{ encoding: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const sent = request(
      url,
      {
        headers: {
          accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
          'accept-encoding': acceptEncoding,
          'accept-language': 'en-SG,en;q=0.9',
          'sec-fetch-mode': 'navigate',
          'sec-fetch-dest': 'document',
          ...(cookie && { cookie }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          if (response.statusCode !== 200)
            reject(new Error(`${url} answered ${response.statusCode ?? 'nothing'}`));
          else
            resolve({
              encoding: String(response.headers['content-encoding'] ?? 'identity'),
              body: Buffer.concat(chunks),
            });
        });
        response.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}

/** The elements of a drawn page's body, and its stylesheet's path (linked in the body). */
export function readDrawnPage(html: string): { drawnElements: number; stylesheet?: string } {
  const { document } = new JSDOM(html).window;
  const link = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
  const href = link?.getAttribute('href') ?? undefined;
  return {
    drawnElements: document.body.getElementsByTagName('*').length,
    ...(href && { stylesheet: href }),
  };
}

export async function measurePageWeight(
  origin: string,
  page: BenchPage,
  distDir: string,
): Promise<PageWeight> {
  const url = origin + page.path;
  const asSent = await fetchDocument(url, BROWSER_ENCODINGS);
  const gzip = await fetchDocument(url, GZIP_ONLY);
  const plain = await fetchDocument(url, 'identity');
  const html = plain.body.toString('utf8');
  const drawn = readDrawnPage(html);
  const css = firstPaintCssOf(html);
  const stylesheet = drawn.stylesheet
    ? readFileSync(join(distDir, drawn.stylesheet.replace(/^\//, '')))
    : undefined;
  return {
    page,
    sent: { encoding: asSent.encoding, bytes: asSent.body.length },
    gzipBytes: gzip.encoding === 'gzip' ? gzip.body.length : gzipSize(plain.body),
    rawBytes: plain.body.length,
    drawnElements: drawn.drawnElements,
    firstPaintCss: { gzipBytes: css.gzipBytes, rawBytes: css.rawBytes },
    stylesheet:
      drawn.stylesheet && stylesheet
        ? { path: drawn.stylesheet, gzipBytes: gzipSize(stylesheet), rawBytes: stylesheet.length }
        : undefined,
  };
}

const DOCUMENT_LIMIT = atMost(DOCUMENT_BUDGET_BYTES);

export function pageWeightLine(weight: PageWeight): BenchLine {
  const { sent, firstPaintCss, stylesheet } = weight;
  const sheet = stylesheet
    ? ` + the stylesheet ${kb(stylesheet.gzipBytes)} gzip (${kb(stylesheet.rawBytes)} raw)`
    : '';
  return {
    area: 'Page',
    subject: `${weight.page.label} ${weight.page.path}: document, DOM and CSS as drawn`,
    measured: `document ${kb(sent.bytes)} ${sent.encoding} as sent, ${kb(weight.gzipBytes)} gzip (${kb(weight.rawBytes)} raw) · ${weight.drawnElements} elements in the body · CSS ${kb(firstPaintCss.gzipBytes)} gzip (${kb(firstPaintCss.rawBytes)} raw) in the document${sheet}`,
    budget: `document as sent ${describeLimit(DOCUMENT_LIMIT, kb)}`,
    failed: failedChecks([{ name: 'document', measured: sent.bytes, limit: DOCUMENT_LIMIT }]),
  };
}

export const PAGE_WEIGHT_NOTE =
  "Page: each bench page requested as a navigation (Accept-Encoding as Chromium sends it, then gzip alone, then none), the document counted as the bytes the server sent; elements counted in the drawn body (jsdom); the first paint's CSS is the document's <style> text, the stylesheet the file the page links (gzip level 9, as its .gz sibling). Budget: the document within the first round trip of a new connection (14 KB; ten TCP segments are about 14.6 KB).";
