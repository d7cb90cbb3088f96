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
 * Sanitises with the DOM of `window` from now on: the server's render has none of its own
 * (server/routes/server-render.ts gives it jsdom's).
 */
export function sanitizeWithWindow(window: WindowLike): void {
  purifier = DOMPurify(window);
  hooked = false;
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
  ensureHooks();
  return purifier.sanitize(html, {
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
}
