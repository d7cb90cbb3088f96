import { describe, expect, it } from 'vitest';
import {
  attributesIn,
  classesIn,
  criticalCss,
  indexStylesheet,
  selectorNeeds,
} from './critical-css.ts';

const critical = (css: string, html: string) => criticalCss(indexStylesheet(css), html);

describe('selectorNeeds', () => {
  it.each([
    ['.a', ['a'], [], false],
    ['.a.b:hover>.c::before', ['a', 'b', 'c'], [], true],
    ['._card_1k45o_23 ._title_1k45o_57', ['_card_1k45o_23', '_title_1k45o_57'], [], false],
    ['h1[tabindex="-1"]:focus-visible', [], [], true],
    [':root', [], [], false],
    ['.a:not(.absent)', ['a'], [], false],
    ['.a:is(.b,.c) .d', ['a', 'd'], [], false],
    ['a[href$=".pdf"]', [], [], false],
    ["[data-x='.y'] .z", ['z'], [], false],
    ['.a>[role=status]:empty', ['a'], [], false],
    ['.menu[data-open=true] .item', ['menu', 'item'], ['data-open=true'], false],
    ['.bar[hidden]', ['bar'], ['hidden'], false],
    [
      '.b[aria-pressed="true"]+.c[data-Kind=\'ride\']',
      ['b', 'c'],
      ['aria-pressed=true', 'data-kind=ride'],
      false,
    ],
    ['.day[data-state~=valid]', ['day'], [], false],
    ['.a[data-x="a&b"]', ['a'], [], false],
    [
      '.list[data-has-open=true]>.item:not([data-open=true])',
      ['list', 'item'],
      ['data-has-open=true'],
      false,
    ],
    ['.card:hover .title', ['card', 'title'], [], true],
    ['.chip:hover:not(:disabled)', ['chip'], [], true],
    ['.row:not(:hover)', ['row'], [], false],
    ['.field:focus-within', ['field'], [], true],
  ])(
    '%s needs classes %j, attributes %j, interaction %s',
    (selector, classes, attributes, interaction) => {
      expect(selectorNeeds(selector)).toEqual({ classes, attributes, interaction });
    },
  );

  it('cannot tell what a selector with escapes needs', () => {
    expect(selectorNeeds('.md\\:flex')).toBeUndefined();
  });
});

describe('classesIn', () => {
  it('reads every class of every element, not text (React escapes its quotes)', () => {
    const html =
      '<div class="a  b"><svg class="c"></svg><p class="">x class=&quot;d&quot;</p></div>';
    expect([...classesIn(html)]).toEqual(['a', 'b', 'c']);
  });
});

describe('attributesIn', () => {
  it('reads the tested attributes of every element, present and with their value', () => {
    const html =
      '<ul data-open="false"><li data-open="true" hidden="" aria-pressed="false">x data-kind=&quot;ride&quot;</li></ul>';
    expect([...attributesIn(html, new Set(['data-open', 'hidden', 'data-kind']))].sort()).toEqual([
      'data-open',
      'data-open=false',
      'data-open=true',
      'hidden',
      'hidden=',
    ]);
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
      ':root{--x:1px}body{margin:0}.used{color:red}.used .inner{padding:0}' +
        '.used:not(.absent){margin:1px}@media (min-width:768px){.used{color:pink}.inner{margin:0}}' +
        '.used{color:navy}',
    );
  });

  it('leaves out what needs a hover, focus or press, or an attribute no element has', () => {
    const sheet =
      '.menu{display:none}.menu[data-open=true]{display:block}.menu[data-open=false] .item{opacity:0}' +
      '.item:hover,.item:focus-visible{color:red}.item:not(:hover){color:blue}' +
      '.bar[hidden]{display:none}@keyframes slide{to{opacity:1}}.bar{animation:slide .2s}' +
      '.bar:focus-within{animation:slide .2s}a:hover{text-decoration:underline}[hidden]{display:none}';
    expect(
      critical(sheet, '<nav class="menu" data-open="false"><a class="item" href="/">x</a></nav>'),
    ).toBe(
      '.menu{display:none}.menu[data-open=false] .item{opacity:0}.item:not(:hover){color:blue}' +
        '[hidden]{display:none}',
    );
    expect(
      critical(sheet, '<div class="bar" hidden=""></div><i class="menu" data-open="true"></i>'),
    ).toBe(
      '.menu{display:none}.menu[data-open=true]{display:block}.bar[hidden]{display:none}' +
        '@keyframes slide{to{opacity:1}}.bar{animation:slide .2s}[hidden]{display:none}',
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
