/**
 * The sitemap and robots.txt: every page the app lists, in both languages linked to each other,
 * with its last change as this process saw it; on the public origin, else the request's.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standInSite } from '../../tests/helpers/stand-in-site.ts';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { LastChanges, robotsTxt, sitemapXml } from './sitemap.ts';

describe('LastChanges', () => {
  it('keeps the time a page was first seen with what it shows now', () => {
    const changes = new LastChanges();
    expect(changes.note('/events/1', 'a', 1000)).toBe(1000);
    expect(changes.note('/events/1', 'a', 5000)).toBe(1000);
    expect(changes.note('/events/1', 'b', 9000)).toBe(9000);
    expect(changes.note('/events/1', 'b', 12000)).toBe(9000);
  });

  it('forgets pages no longer listed', () => {
    const changes = new LastChanges();
    changes.note('/events/1', 'a', 1000);
    changes.keepOnly(new Set());
    expect(changes.note('/events/1', 'a', 7000)).toBe(7000);
  });
});

describe('sitemapXml', () => {
  const xml = sitemapXml(
    [{ path: '/search?q=a&x=1', lastChange: Date.UTC(2026, 10, 20, 4, 0, 0, 123) }],
    'https://www.example.sg',
  );

  it('lists each page in both languages, linked to each other and to the default', () => {
    expect(xml).toContain(
      '<url><loc>https://www.example.sg/search?q=a&amp;x=1</loc><lastmod>2026-11-20T04:00:00Z</lastmod>',
    );
    expect(xml).toContain('<url><loc>https://www.example.sg/search?q=a&amp;x=1&amp;lang=zh</loc>');
    expect(xml.match(/hreflang="zh-Hans"/g)).toHaveLength(2);
    expect(
      xml.match(/hreflang="x-default" href="https:\/\/www.example.sg\/search\?q=a&amp;x=1"/g),
    ).toHaveLength(2);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
  });
});

describe('robotsTxt', () => {
  it('makes a site path in Sitemap: absolute, and leaves the rest', () => {
    expect(
      robotsTxt('User-agent: *\nDisallow: /set-password\nSitemap: /sitemap.xml\n', 'https://x.sg'),
    ).toBe('User-agent: *\nDisallow: /set-password\nSitemap: https://x.sg/sitemap.xml\n');
    expect(robotsTxt('Sitemap: https://cdn.example/s.xml\n', 'https://x.sg')).toBe(
      'Sitemap: https://cdn.example/s.xml\n',
    );
  });
});

/** A render whose site has two static pages and two events, asked of this server in process. */
const STAND_IN_RENDER = `
let fetching;
export function fetchInServerRender(source) { fetching = source; }
export function languageFromServerRender() {}
export function sanitizeWithWindow() {}
export async function renderPage() { return { status: 200 }; }
export async function listSitePages() {
  const answer = await fetching()('/bi/Prod/v1/events', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  const events = (await answer.json()).Result.slice(0, 2);
  return [{ path: '/' }, { path: '/faq' }, ...events.map((e, i) => ({ path: '/events/' + e.EventID, content: e.Title }))];
}
`;

describe('/sitemap.xml and /robots.txt', () => {
  let site: ReturnType<typeof standInSite>;
  let t: TestApp;
  beforeAll(async () => {
    site = standInSite(
      '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
      STAND_IN_RENDER,
    );
    writeFileSync(join(site.dir, 'robots.txt'), 'User-agent: *\nSitemap: /sitemap.xml\n');
    t = await createTestApp({ distDir: site.dir });
  });
  afterAll(async () => {
    await t.close();
    site.remove();
  });

  it("lists the app's pages on the request's origin, whatever the client accepts", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { host: 'www.example.sg', accept: '*/*' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toHaveLength(8);
    expect(locs.slice(0, 4)).toEqual([
      'http://www.example.sg/',
      'http://www.example.sg/?lang=zh',
      'http://www.example.sg/faq',
      'http://www.example.sg/faq?lang=zh',
    ]);
    expect(locs[4]).toMatch(/^http:\/\/www\.example\.sg\/events\/\d+$/);
    expect(
      response.body.match(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/lastmod>/g),
    ).toHaveLength(8);
  });

  it('names the sitemap in robots.txt, absolute', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { host: 'www.example.sg' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('User-agent: *\nSitemap: http://www.example.sg/sitemap.xml\n');
  });
});
