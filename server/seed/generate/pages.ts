/**
 * CMS pages for every path the site's menus name. Between them they use every block layout:
 * banner, columns 12, 6+6, 4+8, 8+4 and 4+4+4, carousel and rich text.
 */
import type { SeedPage } from '../types.ts';
import { LEGAL_PAGES } from './pages/legal.ts';
import { MEMBER_APP_PAGES } from './pages/member-app.ts';
import { RETAIL_PAGES } from './pages/retail.ts';
import { SISTER_SITE_PAGES } from './pages/sister-sites.ts';
import { TOURIST_PAGES } from './pages/tourist.ts';

export function generatePages(): SeedPage[] {
  return [
    ...RETAIL_PAGES,
    ...TOURIST_PAGES,
    ...MEMBER_APP_PAGES,
    ...LEGAL_PAGES,
    ...SISTER_SITE_PAGES,
  ];
}
