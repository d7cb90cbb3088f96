import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashedStyleElement, liftInlineStyles } from './inline-styles.ts';

const styleText = (element: string) => element.replace(/^<style>/, '').replace(/<\/style>$/, '');
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('liftInlineStyles', () => {
  it('moves style attributes aside and draws them with one hashed style element', () => {
    const lifted = liftInlineStyles(
      '<span class="s" style="width:100%;height:4.5em"></span><div aria-hidden="true" style="height:0"></div><i style="height:0"></i>',
    );
    expect(lifted.html).toBe(
      '<span class="s" data-ssr-style="width:100%;height:4.5em"></span><div aria-hidden="true" data-ssr-style="height:0"></div><i data-ssr-style="height:0"></i>',
    );
    const style = hashedStyleElement(lifted.css);
    expect(style?.element).toBe(
      '<style>[data-ssr-style="width:100%;height:4.5em"]{width:100%!important;height:4.5em!important}[data-ssr-style="height:0"]{height:0!important}</style>',
    );
    expect(style?.cspHash).toBe(sha256(styleText(style?.element ?? '')));
  });

  it('leaves a render without style attributes as it is', () => {
    const html = '<p class="x">style="not an attribute" in text is escaped by React anyway</p>';
    expect(liftInlineStyles(html)).toEqual({ html, css: '' });
    expect(hashedStyleElement('')).toBeUndefined();
  });

  it.each([
    ['ends the element', 'color:red&lt;/style&gt;&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['adds a rule', 'color:red}body{display:none'],
    ['loads a font or a sheet', '@import url(https://evil.example/x.css)'],
    ['quotes its way out of the selector', 'color:red&quot;]{}*{color:red'],
    ['escapes', 'color:\\72 ed'],
  ])('draws no rule for a value that %s, but still moves it aside', (_label, value) => {
    const lifted = liftInlineStyles(`<b style="${value}"></b>`);
    expect(lifted.html).toBe(`<b data-ssr-style="${value}"></b>`);
    expect(lifted.css).toBe('');
  });
});
