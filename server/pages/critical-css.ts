/**
 * The part of the site's stylesheet a drawn page needs for its first paint: every rule that can
 * match an element of the page's markup as drawn, in the stylesheet's order and inside its media
 * queries, so the page is drawn as the whole stylesheet would draw it (at any width) and the whole
 * sheet, arriving later, changes nothing on screen (first-paint.ts). A selector can match only
 * when every class it names is on some element of the page, and every attribute test of a class's
 * element (`.menu[data-open=true]`) is met by some element of the page, both read outside
 * functional pseudo-classes (`:not(.a)`, `:is(.b)`); a selector that needs the visitor's hover,
 * focus or press (`:hover`, `:focus-visible`) cannot match before the visitor has done anything,
 * and by then the whole sheet is on its way. The page carries only what its first paint can use:
 * the document should fit the first round trip (issue 39). A rule none of whose selectors can
 * match is left out; a rule that is kept keeps only the selectors that can match.
 */
import postcss, { type ChildNode } from 'postcss';

/** What an element of the page must carry for one selector to match it. */
export interface SelectorNeeds {
  /** Classes on the elements the selector walks through, outside functional pseudo-classes. */
  classes: string[];
  /**
   * Attribute tests of an element the selector also names a class of: `name` (present) or
   * `name=value` (that exact value), as the markup writes them (names in lower case).
   */
  attributes: string[];
  /** The selector needs a visitor's hover, focus or press. */
  interaction: boolean;
}

/** One piece of the sheet, with the at-rules (media queries) it sits in. */
interface Piece {
  /** The piece's text, as in the sheet. */
  css: string;
  /** The preludes of the at-rules around it, outermost first (`@media (min-width:768px)`). */
  within: string[];
  /**
   * For a style rule, each selector with what it needs; undefined for what is always kept whole
   * (a rule with a selector that cannot be read, and whatever is not a style rule).
   */
  selectors?: { text: string; needs: SelectorNeeds }[];
  /** For a style rule with `selectors`, its declaration block (`{color:red}`). */
  block?: string;
  /** For a style rule, the animations it names; for `@keyframes`, the one it defines. */
  animations: string[];
  keyframes?: string;
}

export interface StylesheetIndex {
  pieces: Piece[];
  /** The attributes some selector of the sheet tests: the only ones worth reading in markup. */
  testedAttributes: Set<string>;
  /**
   * Selections made, by the page's classes and tested attributes: a route draws the same ones
   * draw after draw (a few hundred microseconds saved per page drawn).
   */
  selections: Map<string, string>;
}

/** Selections kept per sheet; all are forgotten when there would be more. */
const SELECTIONS_KEPT = 256;

/** A class name as it appears in a selector: `.` then an identifier, no escapes. */
const CLASS_IN_SELECTOR = /\.(-?[_a-zA-Z][\w-]*)/g;

/**
 * Pseudo-classes only a visitor's hover, focus or press sets. Before the app runs (it waits for
 * the whole sheet), a drawn page has nothing focused and reacts to nothing the sheet's first-paint
 * part should style; the browser's own focus ring still shows.
 */
const INTERACTION = /:(?:hover|active|focus|focus-visible|focus-within)(?![\w-])/;

/**
 * An attribute test the markup can be checked against: present, or equal to a plain value. Other
 * operators (`~=`, `^=`, ...), flags and namespaces, and values React would write escaped, are not
 * read: such a test needs nothing.
 */
const ATTRIBUTE_TEST =
  /^\s*([a-zA-Z_][\w-]*)\s*(?:=\s*(?:"([^"&<>']*)"|'([^"&<>']*)'|(-?[_a-zA-Z0-9][\w-]*)))?\s*$/;

function attributeNeed(test: string): string | undefined {
  const match = ATTRIBUTE_TEST.exec(test);
  if (!match) return undefined;
  const name = (match[1] ?? '').toLowerCase();
  const value = match[2] ?? match[3] ?? match[4];
  return value === undefined ? name : `${name}=${value}`;
}

/** Stands for an attribute test (its index) in the selector's outside text. */
const TEST_MARK = /\uE000(\d+)\uE001/g;
/** Between two compounds of a selector: a combinator, or whitespace alone. */
const COMBINATOR = /\s*[>+~]\s*|\s+/;

/**
 * What an element must carry for `selector` to match it: the classes and attribute tests outside
 * parentheses and strings. Undefined when the selector has escapes (its class names would not read
 * as they appear in markup): such a rule is always kept.
 */
export function selectorNeeds(selector: string): SelectorNeeds | undefined {
  if (selector.includes('\\')) return undefined;
  let outside = '';
  const tests: string[] = [];
  let depth = 0;
  let quote = '';
  let test: string | undefined;
  for (const character of selector) {
    if (test !== undefined) {
      // Inside an attribute test at the top level: read up to its closing bracket.
      if (quote !== '') {
        if (character === quote) quote = '';
      } else if (character === '"' || character === "'") quote = character;
      else if (character === ']') {
        outside += `\uE000${tests.push(test) - 1}\uE001`;
        test = undefined;
        continue;
      }
      test += character;
      continue;
    }
    if (quote !== '') {
      if (character === quote) quote = '';
      outside += ' ';
      continue;
    }
    if (depth === 0 && character === '[') {
      test = '';
      continue;
    }
    if (character === '"' || character === "'") quote = character;
    else if (character === '(' || character === '[') depth++;
    else if (character === ')' || character === ']') depth--;
    const isOutside = depth === 0 && quote === '' && !'()[]"\''.includes(character);
    outside += isOutside ? character : ' ';
  }
  const classes: string[] = [];
  const attributes: string[] = [];
  for (const compound of outside.trim().split(COMBINATOR)) {
    const own = [...compound.matchAll(CLASS_IN_SELECTOR)].map((match) => match[1] ?? '');
    classes.push(...own);
    // Only an element with a class is one of the drawn page's (html, body and #root have none,
    // and the template's attributes are not in the drawn markup).
    if (own.length === 0) continue;
    for (const [, index = ''] of compound.matchAll(TEST_MARK)) {
      const need = attributeNeed(tests[Number(index)] ?? '');
      if (need !== undefined) attributes.push(need);
    }
  }
  return { classes, attributes, interaction: INTERACTION.test(outside) };
}

const ANIMATION_PROPERTY = /^(?:-webkit-)?animation(?:-name)?$/i;

function animationsOf(node: postcss.Rule): string[] {
  const names: string[] = [];
  node.walkDecls(ANIMATION_PROPERTY, (declaration) => {
    names.push(...declaration.value.split(/[\s,]+/).filter((word) => word !== ''));
  });
  return names;
}

/** A style rule as a piece: its selectors, each with what it needs, and its block. */
function rulePiece(node: postcss.Rule, within: string[]): Piece {
  const css = node.toString();
  const piece: Piece = { css, within, animations: animationsOf(node) };
  // The rule as `selectors{block}`, so that some of its selectors can be written back alone; a
  // rule that reads otherwise, or a selector that cannot be read, keeps the rule whole.
  const blockAt = css.indexOf('{');
  if (!css.startsWith(node.selector) || css.slice(node.selector.length, blockAt).trim() !== '')
    return piece;
  const selectors: { text: string; needs: SelectorNeeds }[] = [];
  for (const text of node.selectors) {
    const needs = selectorNeeds(text);
    if (needs === undefined || /[{}]/.test(text)) return piece;
    selectors.push({ text, needs });
  }
  return { ...piece, selectors, block: css.slice(blockAt) };
}

function piecesOf(nodes: ChildNode[], within: string[], pieces: Piece[]): void {
  for (const node of nodes) {
    if (node.type === 'rule') {
      pieces.push(rulePiece(node, within));
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
  const testedAttributes = new Set<string>();
  for (const piece of pieces)
    for (const { needs } of piece.selectors ?? [])
      for (const need of needs.attributes) testedAttributes.add(need.split('=')[0] ?? '');
  return { pieces, testedAttributes, selections: new Map() };
}

const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
/** An attribute as React writes it: always with a quoted value (`hidden=""`), quotes escaped. */
const ANY_ATTRIBUTE = /\s([a-zA-Z_][\w:.-]*)="([^"]*)"/g;

/** The classes on the elements of `html` (markup as React writes it: `class="a b"`). */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value = ''] of html.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of value.split(/\s+/)) if (name !== '') classes.add(name);
  }
  return classes;
}

/**
 * The attributes named in `tested` on the elements of `html`, each as `name` and `name=value`
 * (names in lower case). Text cannot pass for an attribute: React escapes its quotes.
 */
export function attributesIn(html: string, tested: ReadonlySet<string>): Set<string> {
  const found = new Set<string>();
  if (tested.size === 0) return found;
  for (const [, rawName = '', value = ''] of html.matchAll(ANY_ATTRIBUTE)) {
    const name = rawName.toLowerCase();
    if (!tested.has(name)) continue;
    found.add(name);
    found.add(`${name}=${value}`);
  }
  return found;
}

/**
 * The rules of the indexed sheet that can match an element of `html`, with the keyframes they
 * animate, in the sheet's order; consecutive rules of one media query share one block.
 */
export function criticalCss(index: StylesheetIndex, html: string): string {
  const classes = classesIn(html);
  const attributes = attributesIn(html, index.testedAttributes);
  const key = `${[...classes].sort().join(' ')}\u0000${[...attributes].sort().join(' ')}`;
  const known = index.selections.get(key);
  if (known !== undefined) return known;
  const css = selectFor(index, classes, attributes);
  if (index.selections.size >= SELECTIONS_KEPT) index.selections.clear();
  index.selections.set(key, css);
  return css;
}

function selectFor(index: StylesheetIndex, classes: Set<string>, attributes: Set<string>): string {
  const canMatch = ({ needs }: { needs: SelectorNeeds }) =>
    !needs.interaction &&
    needs.classes.every((name) => classes.has(name)) &&
    needs.attributes.every((need) => attributes.has(need));
  const animations = new Set<string>();
  const kept: { piece: Piece; css: string }[] = [];
  for (const piece of index.pieces) {
    if (piece.keyframes !== undefined) {
      kept.push({ piece, css: piece.css }); // decided below, once every rule is
      continue;
    }
    let css = piece.css;
    if (piece.selectors !== undefined) {
      const matching = piece.selectors.filter(canMatch);
      if (matching.length === 0) continue;
      if (matching.length < piece.selectors.length)
        css = matching.map((selector) => selector.text).join(',') + (piece.block ?? '');
    }
    for (const name of piece.animations) animations.add(name);
    kept.push({ piece, css });
  }
  let css = '';
  let open: string[] = [];
  for (const { piece, css: text } of kept) {
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
    css += text;
  }
  return css + '}'.repeat(open.length);
}
