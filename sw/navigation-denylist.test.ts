/// <reference lib="webworker" />
import { describe, expect, it } from 'vitest';
import { NAVIGATION_DENYLIST } from './navigation-denylist';

const deniesShell = (path: string) => NAVIGATION_DENYLIST.some((pattern) => pattern.test(path));

describe('navigation fallback', () => {
  it.each([
    ['/', false],
    ['/store_categories/dining', false],
    ['/store_categories/dining/M001', false],
    ['/promotions/12', false],
    ['/getting_here', false],
    ['/about_us', false],
    ['/api/content/', true],
    ['/bi/Prod/v1/directories', true],
    ['/endpoint/list/model/deal', true],
    ['/media/merchants/M001-logo.svg', true],
    ['/robots.txt', true],
    ['/manifest.webmanifest', true],
  ])('%s is answered by the network: %s', (path, denied) => {
    expect(deniesShell(path)).toBe(denied);
  });
});
