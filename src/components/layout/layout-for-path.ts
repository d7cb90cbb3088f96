/**
 * Which layout a page uses (spec section 2, Layouts): the tourist pages use the attraction layout,
 * whose header menu is made for visitors from abroad; every other page uses the default layout.
 */
import type { LayoutKind } from '../../lib/analytics';

export type { LayoutKind };

/** Paths of the tourist pages, which use the attraction layout. */
export const ATTRACTION_PATHS: readonly string[] = [
  '/tourist_privileges',
  '/tourist_privileges_eng',
  '/tourist_privileges_chinese',
  '/attractions',
];

/** The layout of the page at `pathname`. */
export function layoutForPath(pathname: string): LayoutKind {
  const path = (pathname.replace(/\/+$/, '') || '/').toLowerCase();
  return ATTRACTION_PATHS.includes(path) ? 'attraction' : 'default';
}

/**
 * The layout a page's own data asks for: a route's loader may return `{ layout }` (the CMS page
 * route hands over the page's `layout`, so the CMS can put /about_us in the attraction layout).
 * The deepest matched route that says one wins; undefined when none does.
 */
export function layoutFromLoaderData(
  matches: readonly { loaderData?: unknown }[],
): LayoutKind | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const data = matches[index]?.loaderData;
    if (typeof data !== 'object' || data === null || !('layout' in data)) continue;
    const { layout } = data as { layout: unknown };
    if (layout === 'attraction' || layout === 'default') return layout;
  }
  return undefined;
}

/** The page's layout: its loader's word when it gives one, else the path rule. */
export function layoutForPage(
  pathname: string,
  matches: readonly { loaderData?: unknown }[],
): LayoutKind {
  return layoutFromLoaderData(matches) ?? layoutForPath(pathname);
}
