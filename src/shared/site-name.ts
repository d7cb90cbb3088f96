/**
 * The site's name in both languages: the document titles', Open Graph's site name. A module of
 * its own, as the first page's code needs the name and none of the complex's other facts
 * (./complex.ts).
 */
export const SITE_NAME = 'Suntec City';
export const SITE_NAME_ZH = '新达城';
