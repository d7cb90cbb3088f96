import { describe, expect, it } from 'vitest';
import { classesIn, classesNeeded, criticalCss, indexStylesheet } from './critical-css.ts';

const critical = (css: string, html: string) => criticalCss(indexStylesheet(css), html);

describe('classesNeeded', () => {
  it.each([
    ['.a', ['a']],
    ['.a.b:hover>.c::before', ['a', 'b', 'c']],
    ['._card_1k45o_23 ._title_1k45o_57', ['_card_1k45o_23', '_title_1k45o_57']],
    ['h1[tabindex="-1"]:focus-visible', []],
    [':root', []],
    ['.a:not(.absent)', ['a']],
    ['.a:is(.b,.c) .d', ['a', 'd']],
    ['a[href$=".pdf"]', []],
    ["[data-x='.y'] .z", ['z']],
    ['.a>[role=status]:empty', ['a']],
  ])('%s needs %j', (selector, classes) => {
    expect(classesNeeded(selector)).toEqual(classes);
  });

  it('cannot tell what a selector with escapes needs', () => {
    expect(classesNeeded('.md\\:flex')).toBeUndefined();
  });
});

describe('classesIn', () => {
  it('reads every class of every element, not text (React escapes its quotes)', () => {
    const html =
      '<div class="a  b"><svg class="c"></svg><p class="">x class=&quot;d&quot;</p></div>';
    expect([...classesIn(html)]).toEqual(['a', 'b', 'c']);
  });
});

describe('criticalCss', () => {
  const SHEET =
    ':root{--x:1px}body{margin:0}.used{color:red}.unused{color:blue}' +
    '.used .inner,.other{padding:0}.used.absent{color:green}.used:not(.absent){margin:1px}' +
    '@media (min-width:768px){.used{color:pink}.unused{color:gray}.inner{margin:0}}' +
    '@media (min-width:1024px){.unused{color:black}}' +
    '.used{color:navy}';

  it('keeps the rules the markup can match, in the sheet order, inside their media queries', () => {
    expect(critical(SHEET, '<main class="used"><p class="inner">hi</p></main>')).toBe(
      ':root{--x:1px}body{margin:0}.used{color:red}.used .inner,.other{padding:0}' +
        '.used:not(.absent){margin:1px}@media (min-width:768px){.used{color:pink}.inner{margin:0}}' +
        '.used{color:navy}',
    );
  });

  it('selects again for other classes from the same index, and alike for the same ones', () => {
    const index = indexStylesheet(SHEET);
    const inner = criticalCss(index, '<p class="inner">a</p>');
    expect(criticalCss(index, '<p class="used">b</p>')).toContain('.used{color:red}');
    expect(criticalCss(index, '<div class="inner"><i class="inner"></i></div>')).toBe(inner);
    expect(inner).not.toContain('.used');
  });

  it('keeps only the rules of no class for markup without classes', () => {
    expect(critical(SHEET, '<p>plain</p>')).toBe(':root{--x:1px}body{margin:0}');
  });

  it('keeps keyframes that a kept rule animates, where they stand', () => {
    const sheet =
      '.spin{animation:1s linear infinite spin}.fade{animation-name:fade}' +
      '@keyframes spin{to{transform:rotate(1turn)}}@keyframes fade{to{opacity:0}}' +
      '@media (min-width:769px){.menu{animation:drop .2s}@keyframes drop{0%{opacity:0}}}';
    expect(critical(sheet, '<i class="spin"></i>')).toBe(
      '.spin{animation:1s linear infinite spin}@keyframes spin{to{transform:rotate(1turn)}}',
    );
    expect(critical(sheet, '<nav class="menu"></nav>')).toBe(
      '@media (min-width:769px){.menu{animation:drop .2s}@keyframes drop{0%{opacity:0}}}',
    );
  });

  it('keeps nested groups and rules it cannot read, and what is not a rule', () => {
    const sheet =
      '@font-face{font-family:x;src:url(/x.woff2)}' +
      '@supports (display:grid){@media (min-width:1px){.a{display:grid}.b{display:block}}}' +
      '.md\\:flex{display:flex}';
    expect(critical(sheet, '<div class="a"></div>')).toBe(
      '@font-face{font-family:x;src:url(/x.woff2)}' +
        '@supports (display:grid){@media (min-width:1px){.a{display:grid}}}' +
        '.md\\:flex{display:flex}',
    );
  });
});
