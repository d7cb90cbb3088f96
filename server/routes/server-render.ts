/**
 * The app's own render of a page (src/entry-server.tsx, built by `npm run build` into dist-ssr/
 * beside dist/), loaded at run time: the server does not import the app's sources. Without a
 * built render, or when it fails, pages go out as before, drawn by the browser.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Language } from '../../src/shared/language.ts';
import type { RenderedPage } from '../../src/shared/server-render.ts';

interface ServerEntry {
  answerFromServerRender(source: () => ReadonlyMap<string, unknown> | undefined): void;
  languageFromServerRender(source: () => Language | undefined): void;
  sanitizeWithWindow(window: unknown): void;
  renderPage(url: string): Promise<RenderedPage | undefined>;
}

/** The build of the server render that goes with a built site: `dist` → `dist-ssr`. */
export function serverRenderDirOf(distDir: string): string {
  return join(dirname(distDir), `${basename(distDir)}-ssr`);
}

/** The render in progress (one store per request): the answers to its calls, its language. */
const renderInProgress = new AsyncLocalStorage<{
  answers: ReadonlyMap<string, unknown>;
  language: Language;
}>();

interface Loaded {
  entry: Promise<ServerEntry>;
  builtAt: number;
}

const loaded = new Map<string, Loaded>();

/**
 * The render built in `dir`. A module loads once per process (its chunks import it by its plain
 * path), so a build that replaces it while the server runs is not picked up: until the server
 * restarts, pages go out without a server render rather than with the old code's markup.
 */
function entryIn(dir: string): Promise<ServerEntry | undefined> {
  const file = join(dir, 'entry-server.js');
  if (!existsSync(file)) return Promise.resolve(undefined);
  const builtAt = statSync(file).mtimeMs;
  let current = loaded.get(file);
  if (!current) {
    const entry = import(pathToFileURL(file).href).then(async (module: ServerEntry) => {
      module.answerFromServerRender(() => renderInProgress.getStore()?.answers);
      module.languageFromServerRender(() => renderInProgress.getStore()?.language);
      // Rich text is sanitised with DOMPurify, which needs a DOM: jsdom's, as DOMPurify advises
      // on a server. One empty document serves every render (sanitising is synchronous).
      const { JSDOM } = await import('jsdom');
      module.sanitizeWithWindow(new JSDOM('').window);
      return module;
    });
    current = { entry, builtAt };
    loaded.set(file, current);
  }
  return current.builtAt === builtAt ? current.entry : Promise.resolve(undefined);
}

/** Loads the render ahead of the first page that needs it (a second or so, with jsdom). */
export function prepareServerRender(dir: string): void {
  entryIn(dir).catch(() => undefined); // a failure shows again, and is logged, at the first page
}

/**
 * How long a navigation waits for its render. A render takes tens of milliseconds: its calls are
 * answered from memory or fail at once. One that has not settled by then (a loader waiting on
 * something that never comes) would hold the visitor's page, which is better sent undrawn.
 */
export const RENDER_TIME_LIMIT_MS = 1000;

/** Thrown when a render outlasts its time limit; the page then goes out undrawn. */
export class RenderTimeLimitError extends Error {
  constructor(url: string, limitMs: number) {
    super(`the server render of ${url} took longer than ${limitMs} ms`);
    this.name = 'RenderTimeLimitError';
  }
}

/**
 * What the app draws inside `#root` for `url` in `language`, with the page's title and
 * description, its calls answered from `answers` only; undefined when there is no built render or
 * the page needs more than those. Rejects with RenderTimeLimitError past `timeLimitMs`.
 */
export async function renderWithAnswers(
  dir: string,
  url: string,
  answers: ReadonlyMap<string, unknown>,
  language: Language = 'en',
  timeLimitMs = RENDER_TIME_LIMIT_MS,
): Promise<RenderedPage | undefined> {
  const entry = await entryIn(dir);
  if (!entry) return undefined;
  const render = renderInProgress.run({ answers, language }, () => entry.renderPage(url));
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RenderTimeLimitError(url, timeLimitMs)), timeLimitMs);
  });
  try {
    return await Promise.race([render, limit]);
  } finally {
    clearTimeout(timer);
  }
}
