import { describe, expect, it } from 'vitest';
import { layoutForPage, layoutForPath, type LayoutKind } from './layout-for-path';

describe('layoutForPath', () => {
  it.each<[string, LayoutKind]>([
    ['/', 'default'],
    ['/promotions', 'default'],
    ['/about_us', 'default'],
    ['/about_suntec_plus', 'default'],
    ['/tourist_privileges', 'attraction'],
    ['/tourist_privileges/', 'attraction'],
    ['/tourist_privileges_eng', 'attraction'],
    ['/tourist_privileges_chinese', 'attraction'],
    ['/attractions', 'attraction'],
    ['/Attractions', 'attraction'],
    ['/attractions/12', 'default'],
    ['/tourist_privileges_other', 'default'],
    ['/404', 'default'],
  ])('%s -> %s', (pathname, expected) => {
    expect(layoutForPath(pathname)).toBe(expected);
  });
});

describe('layoutForPage', () => {
  const root = { loaderData: undefined };
  it.each<[string, string, { loaderData?: unknown }[], LayoutKind]>([
    [
      'a CMS page the CMS puts in the attraction layout',
      '/about_us',
      [root, { loaderData: { layout: 'attraction' } }],
      'attraction',
    ],
    [
      'a CMS page in the default layout',
      '/about_us',
      [root, { loaderData: { layout: 'default' } }],
      'default',
    ],
    [
      'the loader overrides the path rule',
      '/tourist_privileges',
      [root, { loaderData: { layout: 'default' } }],
      'default',
    ],
    [
      'no loader word: the path rule',
      '/tourist_privileges',
      [root, { loaderData: undefined }],
      'attraction',
    ],
    [
      'loader data without a layout: the path rule',
      '/promotions',
      [root, { loaderData: { items: [] } }],
      'default',
    ],
    [
      'an unknown layout value is ignored',
      '/attractions',
      [root, { loaderData: { layout: 'fancy' } }],
      'attraction',
    ],
    [
      'the deepest match wins',
      '/x',
      [{ loaderData: { layout: 'default' } }, { loaderData: { layout: 'attraction' } }],
      'attraction',
    ],
    ['no matches (before the first load)', '/about_us', [], 'default'],
  ])('%s', (_case, pathname, matches, expected) => {
    expect(layoutForPage(pathname, matches)).toBe(expected);
  });
});
