/**
 * Every HTML field from the backends (CMS rich text, `Content`, `DetailView`, `TOC`, FAQ answers) goes
 * through here before it is rendered. DOMPurify removes scripts, event handlers and `javascript:`
 * URLs; on top of its defaults we forbid forms, styles and frames, and make links that open a new tab
 * safe.
 */
import DOMPurify, { type WindowLike } from 'dompurify';

let purifier = DOMPurify;
let hooked = false;

/**
 * What was made of each HTML field lately: the same FAQ answers, promotion texts and CMS pages
 * are drawn again and again, and on the server each sanitising parsed a fresh jsdom document
 * (43% of a drawn FAQ page's CPU went there, `node --cpu-prof`). The result
 * depends only on the input, so it is kept; bounded by the characters kept (input and output),
 * the oldest used forgotten first.
 */
export const SANITIZED_KEPT_CHARACTERS = 4_000_000;
const sanitized = new Map<string, string>();
let keptCharacters = 0;

function keep(html: string, safe: string): void {
  const size = html.length + safe.length;
  if (size > SANITIZED_KEPT_CHARACTERS) return;
  sanitized.set(html, safe);
  keptCharacters += size;
  for (const [oldest, made] of sanitized) {
    if (keptCharacters <= SANITIZED_KEPT_CHARACTERS) break;
    sanitized.delete(oldest);
    keptCharacters -= oldest.length + made.length;
  }
}

function forgetSanitized(): void {
  sanitized.clear();
  keptCharacters = 0;
}

/**
 * Sanitises with the DOM of `window` from now on: the server's render has none of its own
 * (server/pages/server-render.ts gives it jsdom's).
 */
export function sanitizeWithWindow(window: WindowLike): void {
  purifier = DOMPurify(window);
  hooked = false;
  forgetSanitized();
}

function ensureHooks(): void {
  if (hooked) return;
  hooked = true;
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.hasAttribute('target') && node.getAttribute('target') !== '_blank')
      node.removeAttribute('target');
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/** Safe HTML for `dangerouslySetInnerHTML`, or '' for a missing value. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  // Without a DOM (a server render given none) DOMPurify would hand the HTML back unchanged.
  // Refused, the page goes out undrawn and the browser draws it.
  if (!purifier.isSupported) throw new Error('No DOM to sanitise HTML with');
  const known = sanitized.get(html);
  if (known !== undefined) {
    // Used again: the newest, last to be forgotten.
    sanitized.delete(html);
    sanitized.set(html, known);
    return known;
  }
  ensureHooks();
  const safe = purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: [
      'style',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'iframe',
      'frame',
      'object',
      'embed',
      'base',
      'meta',
      'link',
    ],
    FORBID_ATTR: ['style', 'srcset', 'formaction'],
    ADD_ATTR: ['target'],
    ALLOW_DATA_ATTR: false,
  });
  keep(html, safe);
  return safe;
}
