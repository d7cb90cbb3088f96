/**
 * Inline `style` attributes of a server render, kept within the CSP. React writes a `style` prop
 * as an attribute, and `style-src 'self'` blocks style attributes in markup (with a console error
 * each). So the render's attributes become `data-ssr-style`, drawn until the app runs by rules in
 * the page's one `<style>` element (with the CSS its first paint needs, first-paint.ts), which the
 * page's CSP allows by its hash; the app then moves each back into the element's style through
 * the CSSOM (src/lib/server-styles.ts), where React expects it.
 */
import { createHash } from 'node:crypto';
import { SERVER_STYLE_ATTRIBUTE } from '../../src/shared/server-render.ts';

const STYLE_ATTRIBUTE = / style="([^"]*)"/g;

/** Declarations that are plain values: no quotes, escapes, braces or angle brackets. */
const PLAIN_DECLARATIONS = /^[\w\s%.,:;()#+\-/*]*$/;

const decodeAttribute = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

export interface LiftedStyles {
  /** The render with `data-ssr-style` in place of `style`. */
  html: string;
  /** The rules that draw the moved styles, '' when the render has no style attribute. */
  css: string;
}

export interface StyleElement {
  /** The `<style>` element for the head. */
  element: string;
  /** The CSP source that allows it (`'sha256-…'`). */
  cspHash: string;
}

/** A `<style>` element holding `css`, with the CSP source that allows it; undefined for ''. */
export function hashedStyleElement(css: string): StyleElement | undefined {
  if (css === '') return undefined;
  const hash = createHash('sha256').update(css).digest('base64');
  return { element: `<style>${css}</style>`, cspHash: `'sha256-${hash}'` };
}

export function liftInlineStyles(render: string): LiftedStyles {
  const rules = new Set<string>();
  const html = render.replace(STYLE_ATTRIBUTE, (_match, value: string) => {
    const css = decodeAttribute(value);
    // Anything but plain values waits for the app (which applies it through the CSSOM): a
    // value from data must not end the element or add rules of its own.
    if (PLAIN_DECLARATIONS.test(css)) {
      const important = css
        .split(';')
        .filter((declaration) => declaration.trim() !== '')
        .map((declaration) => `${declaration}!important`)
        .join(';');
      // Important, as an inline style outranks the stylesheet's rules.
      rules.add(`[${SERVER_STYLE_ATTRIBUTE}="${css}"]{${important}}`);
    }
    return ` ${SERVER_STYLE_ATTRIBUTE}="${value}"`;
  });
  return { html, css: [...rules].join('') };
}
