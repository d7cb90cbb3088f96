/**
 * A serving process warms its page renderer before it takes visitors: the main pages drawn in
 * process (a first draw that outlasts the render's limit is drawn again), `/readyz` ready only
 * after, the pages kept for the first visitors, and the whole bounded when drawing hangs. The
 * render is a stand-in built beside a temporary dist/ (tests/helpers/stand-in-site.ts) whose
 * first draw is slow, as a cold process's is.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { standInSite } from '../tests/helpers/stand-in-site.ts';
import { createTestApp, type TestApp } from '../tests/helpers/test-app.ts';
import { PAGE_CACHE_HEADER } from './pages/serve-page.ts';
import { RENDER_TIME_LIMIT_MS } from './pages/server-render.ts';
import { PageWarmUp, warmUpMessage, WARM_UP_PAGES } from './warm-up.ts';

const INDEX = `<!doctype html><html lang="en"><head><title>Site</title></head><body><div id="root"></div></body></html>`;

/** Draws the URL and language; its first draw takes `firstDrawMs`, the others `drawMs`. */
const render = (firstDrawMs: number, drawMs = 5) => `
let language, draws = 0;
export function fetchInServerRender() {}
export function languageFromServerRender(source) { language = source; }
export function sanitizeWithWindow() {}
export async function renderPage({ url }) {
  draws += 1;
  await new Promise((settle) => setTimeout(settle, draws === 1 ? ${firstDrawMs} : ${drawMs}));
  return { status: 200, html: '<p>' + url + ' ' + language() + '</p>', scripts: '', now: Date.now() };
}
`;

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A serving process's app on a stand-in site whose render is `source`, and its warm-up. */
async function servingProcess(source: string | null): Promise<{ t: TestApp; warmUp: PageWarmUp }> {
  let distDir: string | null = null;
  if (source !== null) {
    const site = standInSite(INDEX, source);
    cleanups.push(site.remove);
    distDir = site.dir;
  }
  const warmUp = new PageWarmUp();
  const t = await createTestApp({ distDir }, { warmUp });
  cleanups.push(() => t.close());
  return { t, warmUp };
}

const readiness = async (t: TestApp) => (await t.app.inject({ url: '/readyz' })).statusCode;

describe("a serving process's warm-up", () => {
  it('draws the main pages, a slow first draw again, and only then says ready', async () => {
    const { t, warmUp } = await servingProcess(render(RENDER_TIME_LIMIT_MS + 300));
    expect(await readiness(t)).toBe(503);
    const report = await warmUp.run(t.app);
    expect(report.drawn).toEqual(WARM_UP_PAGES.map((page) => `${page.path} (${page.language})`));
    expect(report.undrawn).toEqual([]);
    expect(warmUpMessage(report)).toMatch(/^Page renderer warm: 6 of 6 pages drawn in \d+\.\d s$/);
    expect(await readiness(t)).toBe(200);
    // The first visitor of the minute gets the page drawn while warming.
    const home = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(home.headers[PAGE_CACHE_HEADER]).toBe('hit');
    expect(home.body).toContain('data-server-drawn');
  });

  it('stops at its bound when drawing hangs, says so, and is ready anyway', async () => {
    const { t, warmUp } = await servingProcess(render(60_000, 60_000));
    const started = Date.now();
    const report = await warmUp.run(t.app, { budgetMs: 1500 });
    expect(Date.now() - started).toBeLessThan(2500);
    expect(report).toMatchObject({ drawn: [], outOfTime: true });
    expect(warmUpMessage(report)).toMatch(/^Page renderer warm-up stopped at its 1\.\d s bound/);
    expect(await readiness(t)).toBe(200);
  });

  it('has nothing to warm without a built site', async () => {
    const { t, warmUp } = await servingProcess(null);
    const report = await warmUp.run(t.app);
    expect(warmUpMessage(report)).toBe('Page renderer: no built site, nothing to warm');
    expect(await readiness(t)).toBe(200);
  });
});
