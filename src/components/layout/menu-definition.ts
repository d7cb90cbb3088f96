/**
 * The site's menus as data: the default layout's mega-menu (five sections of the spec, section 1),
 * the attraction layout's menu and the footer's link lists. One typed definition with English and
 * Chinese labels, read by the header, the mobile panel, the footer and the idle prefetch. What the
 * mega-menu's sections hold (their intros and links) is in mega-menu-content.ts, loaded when a
 * visitor reaches for the menu: the first page draws only the sections' buttons.
 *
 * Office, Community and Convention live mostly on the complex's sister sites; those links are
 * `external` and open in a new tab.
 */
import type { Language } from '../../lib/language';

export interface Localized {
  en: string;
  ch: string;
}

export type MenuLink =
  | { kind: 'internal'; id: string; label: Localized; to: string }
  | { kind: 'external'; id: string; label: Localized; href: string };

export interface MenuGroup {
  id: string;
  heading: Localized;
  links: readonly MenuLink[];
}

export type MenuSectionId = 'retail' | 'office' | 'community' | 'convention' | 'app';

/** A mega-menu section as its button shows it. */
export interface MenuSectionHeading {
  id: MenuSectionId;
  label: Localized;
}

/** A section with what its sub-menu holds (mega-menu-content.ts). */
export interface MenuSection extends MenuSectionHeading {
  /** One line under the section's heading in the open sub-menu. */
  intro: Localized;
  groups: readonly MenuGroup[];
}

/** Sister sites of the complex (fictional domains: no real third-party site is linked). */
export const SISTER_SITES = {
  office: 'https://office.suntec-sister.example',
  community: 'https://community.suntec-sister.example',
  convention: 'https://convention.suntec-sister.example',
  retail: 'https://retail.suntec-sister.example',
} as const;

/** An internal link of a menu. */
export const internal = (id: string, to: string, en: string, ch: string): MenuLink => ({
  kind: 'internal',
  id,
  to,
  label: { en, ch },
});
/** A link to another site, opened in a new tab. */
export const external = (id: string, href: string, en: string, ch: string): MenuLink => ({
  kind: 'external',
  id,
  href,
  label: { en, ch },
});

/** The mega-menu's sections, in order. */
export const MEGA_MENU_SECTIONS: readonly MenuSectionHeading[] = [
  { id: 'retail', label: { en: 'Retail', ch: '购物' } },
  { id: 'office', label: { en: 'Office', ch: '办公' } },
  { id: 'community', label: { en: 'Community', ch: '社区' } },
  { id: 'convention', label: { en: 'Convention', ch: '会展' } },
  { id: 'app', label: { en: 'Suntec+', ch: 'Suntec+' } },
];

/** The attraction layout's header menu (tourist pages, spec section 2). */
export const ATTRACTION_MENU: readonly MenuLink[] = [
  internal('about-us', '/about_us', 'About Us', '关于我们'),
  internal('privileges', '/tourist_privileges', 'Privileges', '礼遇'),
  internal('attractions', '/attractions', 'Attractions', '景点'),
  internal('tourist-booklet', '/tourist_privileges_eng', 'Tourist Booklet', '旅游手册'),
  internal('view-directory', '/store_categories/dining', 'View Directory', '查看商户'),
];

/** The tourist booklet exists in English and Chinese: the menu opens the visitor's language. */
export function touristBookletPath(language: Language): string {
  return language === 'ch' ? '/tourist_privileges_chinese' : '/tourist_privileges_eng';
}

/** Footer link lists. */
export const FOOTER_VISIT_LINKS: readonly MenuLink[] = [
  internal('footer-getting-here', '/getting_here', 'Getting here', '交通指南'),
  internal('footer-map', '/map', 'Mall map', '商场地图'),
  internal('footer-faq', '/faq', 'FAQ', '常见问题'),
  internal('footer-contact', '/contact', 'Contact us', '联系我们'),
  internal('footer-notifications', '/notifications', 'Notifications', '通知'),
];

export const FOOTER_LEGAL_LINKS: readonly MenuLink[] = [
  internal('terms', '/terms-and-conditions', 'Terms and conditions', '条款与细则'),
  internal('privacy', '/privacy-policy', 'Privacy policy', '隐私政策'),
];
