import { describe, expect, it } from 'vitest';
import { injectAnalyticsScript, shouldLoadAnalytics, type LayoutKind } from './analytics';

describe('shouldLoadAnalytics', () => {
  it.each<[string, LayoutKind, boolean]>([
    ['/', 'default', true],
    ['/promotions', 'default', true],
    ['/store_categories/dining/12', 'default', true],
    ['/eats', 'default', false],
    ['/eats/', 'default', false],
    ['/EATS', 'default', false],
    ['/eats', 'attraction', false],
    ['/bts', 'default', false],
    ['/bts/', 'default', false],
    ['/bts', 'attraction', true],
    ['/tourist_privileges', 'attraction', true],
    ['/eatsmore', 'default', true],
    ['/eats-guide', 'default', true],
  ])('%s in the %s layout -> %s', (pathname, layout, expected) => {
    expect(shouldLoadAnalytics(pathname, layout)).toBe(expected);
  });
});

describe('injectAnalyticsScript', () => {
  it('adds one async script, once', () => {
    injectAnalyticsScript('https://analytics.example/a.js');
    injectAnalyticsScript('https://analytics.example/a.js');
    const scripts = document.head.querySelectorAll('script#site-analytics');
    expect(scripts).toHaveLength(1);
    expect((scripts[0] as HTMLScriptElement).async).toBe(true);
    expect((scripts[0] as HTMLScriptElement).src).toBe('https://analytics.example/a.js');
    scripts[0]?.remove();
  });

  it('adds nothing without a URL', () => {
    injectAnalyticsScript('');
    expect(document.head.querySelector('script#site-analytics')).toBeNull();
  });
});
