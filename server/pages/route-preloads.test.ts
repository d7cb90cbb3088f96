/**
 * A drawn page names its routes' code in its head (route-preloads.ts): each route file's id as the
 * router spells it, the chunks of a route read from a Vite manifest without the entry's, and a
 * drawn page's head carrying them before its style, from a stand-in build (as in
 * first-paint.app.test.ts).
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standInSite } from '../../tests/helpers/stand-in-site.ts';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import {
  MAX_ROUTE_PRELOADS,
  routeChunksOf,
  routeIdOfFile,
  routePreloadLinks,
} from './route-preloads.ts';

const ROUTES = join(import.meta.dirname, '..', '..', 'src', 'routes');

describe('routeIdOfFile', () => {
  // Each route file names its own id in `createFileRoute('…')`: the router's word, not ours.
  const routeFiles = readdirSync(ROUTES, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx') && !file.includes('__root'))
    .map((file) => `src/routes/${relative(ROUTES, join(ROUTES, file)).replaceAll('\\', '/')}`);

  it.each(routeFiles)('%s is the route its file declares', (file) => {
    const text = readFileSync(join(ROUTES, '..', '..', file), 'utf8');
    const declared = /createFileRoute\('([^']+)'\)/.exec(text)?.[1];
    expect(declared).toBeDefined();
    expect(routeIdOfFile(`${file}?tsr-split=component`)).toBe(declared);
  });

  it.each([
    ['src/routes/__root.tsx', undefined],
    ['src/components/layout/site-header.tsx', undefined],
    ['src/routes/map.module.css', undefined],
  ])('%s is no route of its own', (file, id) => {
    expect(routeIdOfFile(file)).toBe(id);
  });
});

/** As Vite writes it: the entry with a shared chunk, two route chunks importing both. */
const MANIFEST = {
  'index.html': { file: 'assets/index-a1.js', isEntry: true, imports: ['_shared-s1.js'] },
  '_shared-s1.js': { file: 'assets/shared-s1.js' },
  '_button-b1.js': { file: 'assets/button-b1.js', imports: ['_shared-s1.js', '_icon-i1.js'] },
  '_icon-i1.js': { file: 'assets/icon-i1.js' },
  'src/routes/map.tsx?tsr-split=component': {
    file: 'assets/map-m1.js',
    src: 'src/routes/map.tsx?tsr-split=component',
    isDynamicEntry: true,
    imports: ['index.html', '_button-b1.js'],
  },
  'src/routes/events/$id.tsx?tsr-split=component': {
    file: 'assets/_id-e1.js',
    src: 'src/routes/events/$id.tsx?tsr-split=component',
    isDynamicEntry: true,
    imports: ['index.html', '_shared-s1.js', '_button-b1.js'],
  },
};

describe('routeChunksOf', () => {
  it("lists a route's chunk and what it imports, without the entry's", () => {
    const chunks = routeChunksOf(MANIFEST);
    expect(chunks.get('/map')).toEqual([
      '/assets/map-m1.js',
      '/assets/button-b1.js',
      '/assets/icon-i1.js',
    ]);
    expect(chunks.get('/events/$id')).toEqual([
      '/assets/_id-e1.js',
      '/assets/button-b1.js',
      '/assets/icon-i1.js',
    ]);
    expect(chunks.has('/')).toBe(false);
  });

  it('names each chunk once for the matched routes, at low priority', () => {
    const links = routePreloadLinks(routeChunksOf(MANIFEST), ['__root__', '/map', '/events/$id']);
    expect(links.match(/<link [^>]+>/g)).toEqual([
      '<link rel=modulepreload href=/assets/map-m1.js fetchpriority=low>',
      '<link rel=modulepreload href=/assets/button-b1.js fetchpriority=low>',
      '<link rel=modulepreload href=/assets/icon-i1.js fetchpriority=low>',
      '<link rel=modulepreload href=/assets/_id-e1.js fetchpriority=low>',
    ]);
    expect(routePreloadLinks(routeChunksOf(MANIFEST), ['/unknown'])).toBe('');
  });

  it('names the chunks nearest the route first, and no more than a page has room for', () => {
    // A route importing twenty chunks directly, the first of which imports one more.
    const parts = Array.from({ length: 20 }, (_, i) => `_part${i}.js`);
    const manifest = {
      ...MANIFEST,
      ...Object.fromEntries(parts.map((key) => [key, { file: `assets/${key}` }])),
      '_part0.js': { file: 'assets/_part0.js', imports: ['_deep.js'] },
      '_deep.js': { file: 'assets/deep.js' },
      'src/routes/search.tsx?tsr-split=component': {
        file: 'assets/search-s1.js',
        imports: parts,
      },
    };
    const chunks = routeChunksOf(manifest);
    expect(chunks.get('/search')?.slice(0, 3)).toEqual([
      '/assets/search-s1.js',
      '/assets/_part0.js',
      '/assets/_part1.js',
    ]);
    expect(chunks.get('/search')?.at(-1)).toBe('/assets/deep.js');
    const links = routePreloadLinks(chunks, ['/search']).match(/<link [^>]+>/g) ?? [];
    expect(links).toHaveLength(MAX_ROUTE_PRELOADS);
    expect(links[0]).toContain('/assets/search-s1.js');
  });
});

describe('a drawn page', () => {
  const INDEX = `<!doctype html><html lang="en"><head><title>Site</title>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/style-b2.css">
  </head><body><div id="root"></div></body></html>`;
  const render = (routeIds: string[]) => `
export function fetchInServerRender() {}
export function languageFromServerRender() {}
export function sanitizeWithWindow() {}
export async function renderPage() {
  return { status: 200, html: '<main class="page">map</main>', scripts: '<script>1</script>', routeIds: ${JSON.stringify(routeIds)} };
}
`;
  let site: ReturnType<typeof standInSite>;
  let t: TestApp;
  beforeAll(async () => {
    site = standInSite(INDEX, render(['__root__', '/map']));
    mkdirSync(join(site.dir, 'assets'));
    writeFileSync(join(site.dir, 'assets', 'style-b2.css'), '.page{color:#123}');
    mkdirSync(join(site.dir, '.vite'));
    writeFileSync(join(site.dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    t = await createTestApp({ distDir: site.dir });
  });
  afterAll(async () => {
    await t.close();
    site.remove();
  });

  it("names its route's code in its head, before its style", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/map',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    const head = response.body.slice(0, response.body.indexOf('</head>'));
    const links = head.match(/<link rel=modulepreload[^>]*>/g) ?? [];
    expect(links.map((link) => /href=(\S+)/.exec(link)?.[1])).toEqual([
      '/assets/map-m1.js',
      '/assets/button-b1.js',
      '/assets/icon-i1.js',
    ]);
    expect(head.indexOf('modulepreload')).toBeLessThan(head.indexOf('<style'));
  });
});
