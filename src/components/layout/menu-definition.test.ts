import { describe, expect, it } from 'vitest';
import { ATTRACTION_MENU, touristBookletPath, type MenuLink } from './menu-definition';
import { MEGA_MENU, menuInternalPaths } from './mega-menu-content';

const allLinks = (): MenuLink[] =>
  MEGA_MENU.flatMap((section) => section.groups.flatMap((group) => group.links));
const targets = (sectionId: string): string[] =>
  (MEGA_MENU.find((section) => section.id === sectionId)?.groups ?? []).flatMap((group) =>
    group.links.map((link) => (link.kind === 'internal' ? link.to : link.href)),
  );

describe('menu definition', () => {
  it('has the five sections of the spec, in order', () => {
    expect(MEGA_MENU.map((section) => section.id)).toEqual([
      'retail',
      'office',
      'community',
      'convention',
      'app',
    ]);
  });

  it('links every page the spec lists under Retail', () => {
    expect(targets('retail')).toEqual(
      expect.arrayContaining([
        '/parking',
        '/flash_sale',
        '/promotions',
        '/events',
        '/tourist_privileges',
        '/store_categories/dining',
        '/store_categories/shopping',
        '/store_categories/services_amenities',
        '/participating-merchant',
        '/faq',
        '/getting_here',
        '/contact',
      ]),
    );
    expect(targets('retail').some((target) => target.startsWith('https://'))).toBe(true);
  });

  it('links room booking and the map under Convention, and the member pages under the app', () => {
    expect(targets('convention')).toEqual(expect.arrayContaining(['/booking', '/map']));
    expect(targets('app')).toEqual(['/about_suntec_plus', '/rewards-catalogue', '/flash_sale']);
  });

  it('sends Office, Community and Convention mostly to https sister sites', () => {
    for (const id of ['office', 'community', 'convention']) {
      const links = targets(id);
      expect(links.filter((t) => t.startsWith('https://')).length).toBeGreaterThan(
        links.length / 2,
      );
    }
  });

  it('labels everything in English and Chinese, with ids unique within the mega-menu', () => {
    const links = allLinks();
    for (const link of [...links, ...ATTRACTION_MENU]) {
      expect(link.label.en.trim()).not.toBe('');
      expect(link.label.ch.trim()).not.toBe('');
    }
    expect(new Set(links.map((link) => link.id)).size).toBe(links.length);
  });

  it('gives the attraction layout its five items', () => {
    expect(ATTRACTION_MENU.map((link) => link.label.en)).toEqual([
      'About Us',
      'Privileges',
      'Attractions',
      'Tourist Booklet',
      'View Directory',
    ]);
  });

  it('opens the tourist booklet in the visitor language', () => {
    expect(touristBookletPath('en')).toBe('/tourist_privileges_eng');
    expect(touristBookletPath('ch')).toBe('/tourist_privileges_chinese');
  });

  it('lists internal paths only for prefetching', () => {
    const paths = menuInternalPaths();
    expect(paths).toContain('/promotions');
    expect(paths.every((path) => path.startsWith('/'))).toBe(true);
  });
});
