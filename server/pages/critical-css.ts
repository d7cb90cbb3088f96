/**
 * The part of the site's stylesheet a drawn page needs for its first paint: every rule that can
 * match an element of the page's markup, in the stylesheet's order and inside its media queries,
 * so the page is drawn as the whole stylesheet would draw it (at any width) and the whole sheet,
 * arriving later, changes nothing on screen (first-paint.ts). A rule is left out only when one of
 * the classes its selector names outside a functional pseudo-class (`:not(.a)`, `:is(.b)`) or an
 * attribute test is on no element of the page: such a rule cannot match before the app runs, and
 * the app runs only once the whole sheet is there.
 */
import postcss, { type ChildNode } from 'postcss';

/** One piece of the sheet, with the at-rules (media queries) it sits in. */
interface Piece {
  /** The piece's text, as in the sheet. */
  css: string;
  /** The preludes of the at-rules around it, outermost first (`@media (min-width:768px)`). */
  within: string[];
  /**
   * For a style rule, the classes each of its selectors needs (the rule can match when one
   * selector's classes are all on the page); undefined for what is always kept.
   */
  needs?: string[][];
  /** For a style rule, the animations it names; for `@keyframes`, the one it defines. */
  animations: string[];
  keyframes?: string;
}

export interface StylesheetIndex {
  pieces: Piece[];
  /**
   * Selections made, by the page's classes: a route draws the same classes draw after draw (a
   * few hundred microseconds saved per page drawn).
   */
  selections: Map<string, string>;
}

/** Selections kept per sheet; all are forgotten when there would be more. */
const SELECTIONS_KEPT = 256;

/** A class name as it appears in a selector: `.` then an identifier, no escapes. */
const CLASS_IN_SELECTOR = /\.(-?[_a-zA-Z][\w-]*)/g;

/**
 * The classes an element must carry for `selector` to match it: those outside parentheses,
 * brackets and strings. Undefined when the selector has escapes (its class names would not read
 * as they appear in markup): such a rule is always kept.
 */
export function classesNeeded(selector: string): string[] | undefined {
  if (selector.includes('\\')) return undefined;
  let outside = '';
  let depth = 0;
  let quote = '';
  for (const character of selector) {
    const wasOutside = depth === 0 && quote === '';
    if (quote !== '') {
      if (character === quote) quote = '';
    } else if (character === '"' || character === "'") quote = character;
    else if (character === '(' || character === '[') depth++;
    else if (character === ')' || character === ']') depth--;
    const isOutside = wasOutside && depth === 0 && quote === '';
    outside += isOutside && !'()[]'.includes(character) ? character : ' ';
  }
  return [...outside.matchAll(CLASS_IN_SELECTOR)].map((match) => match[1] ?? '');
}

const ANIMATION_PROPERTY = /^(?:-webkit-)?animation(?:-name)?$/i;

function animationsOf(node: postcss.Rule): string[] {
  const names: string[] = [];
  node.walkDecls(ANIMATION_PROPERTY, (declaration) => {
    names.push(...declaration.value.split(/[\s,]+/).filter((word) => word !== ''));
  });
  return names;
}

function piecesOf(nodes: ChildNode[], within: string[], pieces: Piece[]): void {
  for (const node of nodes) {
    if (node.type === 'rule') {
      const needs = node.selectors.map(classesNeeded);
      pieces.push({
        css: node.toString(),
        within,
        // A selector with escapes can match anything: the rule is always kept.
        ...(needs.every((classes) => classes !== undefined) && { needs }),
        animations: animationsOf(node),
      });
    } else if (node.type === 'atrule' && /^(?:-\w+-)?keyframes$/i.test(node.name)) {
      pieces.push({ css: node.toString(), within, animations: [], keyframes: node.params });
    } else if (node.type === 'atrule' && node.nodes?.some((child) => child.type !== 'decl')) {
      // A group of rules (@media, @supports, @layer, @container): its rules one by one.
      piecesOf(node.nodes, [...within, `@${node.name} ${node.params}`], pieces);
    } else if (node.type === 'atrule') {
      // @font-face, @property, @layer a,b; and the like: always kept, in their place.
      pieces.push({
        css: node.nodes ? node.toString() : `${node.toString()};`,
        within,
        animations: [],
      });
    }
  }
}

/** Reads the sheet once (tens of milliseconds): the index every page's selection then uses. */
export function indexStylesheet(css: string): StylesheetIndex {
  const pieces: Piece[] = [];
  piecesOf(postcss.parse(css).nodes, [], pieces);
  return { pieces, selections: new Map() };
}

const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;

/** The classes on the elements of `html` (markup as React writes it: `class="a b"`). */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value = ''] of html.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of value.split(/\s+/)) if (name !== '') classes.add(name);
  }
  return classes;
}

/**
 * The rules of the indexed sheet that can match an element of `html`, with the keyframes they
 * animate, in the sheet's order; consecutive rules of one media query share one block.
 */
export function criticalCss(index: StylesheetIndex, html: string): string {
  const classes = classesIn(html);
  const key = [...classes].sort().join(' ');
  const known = index.selections.get(key);
  if (known !== undefined) return known;
  const css = selectFor(index, classes);
  if (index.selections.size >= SELECTIONS_KEPT) index.selections.clear();
  index.selections.set(key, css);
  return css;
}

function selectFor(index: StylesheetIndex, classes: Set<string>): string {
  const matches = (piece: Piece) =>
    piece.needs === undefined || piece.needs.some((needed) => needed.every((c) => classes.has(c)));
  const animations = new Set<string>();
  const kept = index.pieces.filter((piece) => {
    if (piece.keyframes !== undefined) return true; // decided below, once every rule is
    if (!matches(piece)) return false;
    for (const name of piece.animations) animations.add(name);
    return true;
  });
  let css = '';
  let open: string[] = [];
  for (const piece of kept) {
    if (piece.keyframes !== undefined && !animations.has(piece.keyframes)) continue;
    // Close the at-rules this piece is not in, open those it is in.
    let shared = 0;
    while (
      shared < open.length &&
      shared < piece.within.length &&
      open[shared] === piece.within[shared]
    )
      shared++;
    css += '}'.repeat(open.length - shared);
    css += piece.within
      .slice(shared)
      .map((prelude) => `${prelude}{`)
      .join('');
    open = piece.within;
    css += piece.css;
  }
  return css + '}'.repeat(open.length);
}
