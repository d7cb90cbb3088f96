import { SERVER_STYLE_ATTRIBUTE } from '../shared/server-render';

/**
 * Gives back the inline styles a server render moved aside (server/pages/inline-styles.ts):
 * set through the CSSOM, which the CSP allows, so the page is what React expects to hydrate.
 */
export function restoreServerStyles(root: ParentNode): void {
  for (const element of root.querySelectorAll<HTMLElement>(`[${SERVER_STYLE_ATTRIBUTE}]`)) {
    element.style.cssText = element.getAttribute(SERVER_STYLE_ATTRIBUTE) ?? '';
    element.removeAttribute(SERVER_STYLE_ATTRIBUTE);
  }
}
