/**
 * The complex's own facts, as the site gives them to machines: its postal address and place
 * (calendar files, schema.org data) and its artwork for link previews. One owner, read by the
 * app and by the server's page head. Its name is ./site-name.ts's.
 */
import { SITE_NAME } from './site-name';

/** The complex's postal address, as schema.org's PostalAddress reads it. */
export const COMPLEX_ADDRESS = {
  streetAddress: '3 Temasek Boulevard',
  postalCode: '038983',
  addressLocality: 'Singapore',
  addressCountry: 'SG',
} as const;

/** The address on one line: `Suntec City, 3 Temasek Boulevard, Singapore 038983`. */
export const COMPLEX_ADDRESS_LINE = `${SITE_NAME}, ${COMPLEX_ADDRESS.streetAddress}, ${COMPLEX_ADDRESS.addressLocality} ${COMPLEX_ADDRESS.postalCode}`;

/** Where the complex stands (the Fountain of Wealth), for maps and search engines. */
export const COMPLEX_GEO = { latitude: 1.2946, longitude: 103.8583 } as const;

/** The site's artwork for link previews of a page without an image of its own (1200 × 630 PNG). */
export const SITE_SHARE_IMAGE = '/brand/share-card.png';
