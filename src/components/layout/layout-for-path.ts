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
