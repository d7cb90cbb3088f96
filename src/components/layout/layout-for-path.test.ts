import { describe, expect, it } from 'vitest';
import { layoutForPath, type LayoutKind } from './layout-for-path';

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
