/**
 * A drawn page paints from its document alone. The site has one stylesheet (vite.config.ts says
 * why), which index.html links in its head, where it holds every pixel until it has come: a round
 * trip after the document on a phone. A drawn page carries instead, in its head, the part of the
 * sheet its markup needs (critical-css.ts, allowed by its CSP hash like the page's other style),
 * and links the whole sheet right after the drawn page (`#root`), before the router's inline
 * scripts. There the sheet holds no paint of what comes before it, but it holds every script after
 * it (a browser runs a script only once the sheets before it are in): the parser stops there, so
 * the page is painted before those scripts run, not after; the app's module script waits for the
 * sheet too, so what the app draws later is styled, and the sheet, when it comes, finds every
 * drawn rule already applied: nothing moves. The sheet and the app's script are asked for at low
 * priority: the page's first paint and its lead image need neither. The first frame waits for the
 * parser to reach the sheet's link (a `rel="expect"` link), so no half-parsed page is painted.
 *
 * The undrawn index.html (the worker's offline shell, a page whose render failed) keeps the sheet
 * in its head: the app draws that page, with the sheet from the worker's cache.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { criticalCss, indexStylesheet, type StylesheetIndex } from './critical-css.ts';

/** The built site's stylesheet link (Vite writes one, in the head). */
const STYLESHEET_LINK = /[ \t]*<link\b[^>]*\brel="stylesheet"[^>]*>\n?/g;
const ASSET_HREF = /\shref="(\/assets\/[\w.-]+\.css)"/;
/** The app's entry script (Vite writes `<script type="module" crossorigin src=…>`). */
const ENTRY_SCRIPT = /<script type="module"(?=[^>]*\ssrc=)/;
/** Chunks index.html preloads beside the entry (React DOM's client: scripts/preload-chunk.ts). */
const MODULE_PRELOAD = /<link rel="modulepreload"/g;
const LOW_PRIORITY = ' fetchpriority="low"';
/** The id of the stylesheet's link after the drawn page. */
const STYLESHEET_ID = 'stylesheet';
/**
 * Holds the first frame until the parser has reached the stylesheet's link after the drawn page
 * (Chromium 124+; others ignore it). With nothing else holding it, a browser paints the part of
 * the page parsed so far, and what the rest changes (a table's column widths, a row of buttons
 * that gains one) would move. Chromium lets a frame go once the element named is inserted, so it
 * names the element after `#root`, not `#root`.
 */
const UNTIL_PAGE_PARSED = `<link rel="expect" href="#${STYLESHEET_ID}" blocking="render">`;

interface Indexed {
  modifiedAt: number;
  index: StylesheetIndex;
}

/** Sheets read, by path: a build gives a new sheet a new name, but a test may rewrite one. */
const indexes = new Map<string, Indexed>();

function stylesheetIndex(path: string): StylesheetIndex | undefined {
  let modifiedAt: number;
  try {
    modifiedAt = statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
  const known = indexes.get(path);
  if (known?.modifiedAt === modifiedAt) return known.index;
  try {
    const index = indexStylesheet(readFileSync(path, 'utf8'));
    indexes.set(path, { modifiedAt, index });
    return index;
  } catch {
    return undefined; // a sheet that cannot be read: the page keeps it in its head
  }
}

export interface FirstPaint {
  /**
   * index.html with its stylesheet link replaced by a hold on the first frame until `#root` is
   * parsed, its entry script and the chunks it preloads asked for at low priority.
   */
  index: string;
  /** What the drawn markup needs of the stylesheet, for a `<style>` in the head. */
  css: string;
  /** The stylesheet's link, at low priority, for right after `#root`. */
  stylesheetLink: string;
}

/**
 * How the page drawn as `drawn` inside `indexHtml` (the built index.html of `siteDir`) paints
 * first; undefined when index.html does not link exactly one stylesheet of the build that can be
 * read, and the page then keeps the sheet in its head.
 */
export function firstPaintOf(
  indexHtml: string,
  drawn: string,
  siteDir: string,
): FirstPaint | undefined {
  const links = indexHtml.match(STYLESHEET_LINK) ?? [];
  const link = links[0];
  const href = link && ASSET_HREF.exec(link)?.[1];
  if (links.length !== 1 || !link || !href) return undefined;
  const index = stylesheetIndex(join(siteDir, href));
  if (!index) return undefined;
  const css = criticalCss(index, drawn);
  // Text a style element cannot hold (it would end the element): the sheet stays in the head.
  if (/<\/style/i.test(css)) return undefined;
  return {
    index: indexHtml
      .replace(link, UNTIL_PAGE_PARSED)
      .replace(ENTRY_SCRIPT, (script) => `${script}${LOW_PRIORITY}`)
      .replace(MODULE_PRELOAD, (preload) => `${preload}${LOW_PRIORITY}`),
    css,
    stylesheetLink: link
      .trim()
      .replace(/^<link\b/, `<link id="${STYLESHEET_ID}"`)
      .replace(/\s*\/?>$/, `${LOW_PRIORITY}>`),
  };
}

/** Reads the stylesheet of `siteDir`'s index.html ahead of the first page drawn. */
export function prepareFirstPaint(siteDir: string): void {
  try {
    const link = readFileSync(join(siteDir, 'index.html'), 'utf8').match(STYLESHEET_LINK)?.[0];
    const href = link && ASSET_HREF.exec(link)?.[1];
    if (href) stylesheetIndex(join(siteDir, href));
  } catch {
    // No built site yet: the first page drawn reads the sheet.
  }
}
