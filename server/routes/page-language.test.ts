/**
 * A drawn page comes in the language its visitor's cookie names (src/shared/language.ts). The
 * render here is a stand-in built beside a temporary dist/: it draws which language and answers it
 * was given, so this checks the server's side alone (the app's render is the browser suite's).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { serverRenderDirOf } from './server-render.ts';

const INDEX =
  '<!doctype html><html lang="en"><head><title>Site</title></head><body><div id="root"></div></body></html>';

/** A render that draws the language and the number of answers of the render in progress. */
const STAND_IN_RENDER = `
let answers, language;
export function answerFromServerRender(source) { answers = source; }
export function languageFromServerRender(source) { language = source; }
export function sanitizeWithWindow() {}
export async function renderPage(url) {
  return '<p data-language="' + language() + '">' + url + ' ' + answers().size + '</p>';
}
`;

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dist-'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  mkdirSync(serverRenderDirOf(dist));
  writeFileSync(join(serverRenderDirOf(dist), 'entry-server.js'), STAND_IN_RENDER);
  t = await createTestApp({ distDir: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
  rmSync(serverRenderDirOf(dist), { recursive: true, force: true });
});

const navigate = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { accept: 'text/html,*/*;q=0.8', ...headers },
  });

describe("a drawn page's language", () => {
  it('is English without a cookie', async () => {
    const { body } = await navigate('/promotions');
    expect(body).toContain('<html lang="en">');
    expect(body).toContain('<p data-language="en">/promotions 1</p>');
  });

  it.each([['lang=ch'], ['theme=dark; lang=ch'], ['lang=ch; other=1']])(
    'is Chinese, on the page and for the render, with the cookie %s',
    async (cookie) => {
      const { body } = await navigate('/promotions', { cookie });
      expect(body).toContain('<html lang="zh-Hans">');
      expect(body).toContain('<p data-language="ch">/promotions 1</p>');
    },
  );

  it.each([['lang=fr'], ['xlang=ch'], ['lang=chinese'], ['lang=']])(
    'is English with a cookie that names no language of the site (%s)',
    async (cookie) => {
      const { body } = await navigate('/promotions', { cookie });
      expect(body).toContain('<html lang="en">');
      expect(body).toContain('data-language="en"');
    },
  );

  it('keeps an undrawn page as built: the app sets its language itself', async () => {
    const { body } = await navigate('/faq', { cookie: 'lang=ch' });
    expect(body).toBe(INDEX);
  });

  it('makes pages vary with the cookie, and with the encoding when compressed', async () => {
    const response = await navigate('/promotions', { cookie: 'lang=ch', 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(
      String(response.headers.vary)
        .split(',')
        .map((name) => name.trim().toLowerCase()),
    ).toEqual(['cookie', 'accept-encoding']);
  });
});
