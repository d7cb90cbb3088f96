/**
 * A serving process draws the site's main pages in process before it listens (server/main.ts), so
 * the first visitors after a start or a deploy get drawn pages. A fresh process's first draws load
 * the render's code (React's server build, jsdom for the sanitiser, each page's route chunk) and
 * compile it as it runs: on a busy machine the first `/` or dining directory took longer than the
 * render's one-second limit (server/pages/server-render.ts) and went out undrawn. Drawn here, they
 * also wait in the page cache for the first visitors of the minute.
 *
 * Bounded: the draws stop when `budgetMs` has passed (the render's own limit bounds each one; in
 * upstream mode with the backends down a page goes out undrawn, from the kept copy or not at all),
 * and the process listens warm or not. `/readyz` says ready only once this has run
 * (server/routes/health.ts); each serving process warms itself.
 */
import type { FastifyInstance } from 'fastify';
import { LANGUAGE_COOKIE, type Language } from '../src/shared/language.ts';
import { SERVER_DRAWN_ATTRIBUTE } from '../src/shared/server-render.ts';

export interface WarmUpPage {
  path: string;
  language: Language;
}

/**
 * The pages most visitors land on, in both languages where the first page's Chinese is a chunk of
 * its own to load (src/first-load-chinese.ts). Any page warms the code all pages share; these
 * also load their own routes' code.
 */
export const WARM_UP_PAGES: readonly WarmUpPage[] = [
  { path: '/', language: 'en' },
  { path: '/', language: 'ch' },
  { path: '/store_categories/dining', language: 'en' },
  { path: '/store_categories/dining', language: 'ch' },
  { path: '/events', language: 'en' },
  { path: '/promotions', language: 'en' },
];

/** The longest a process spends warming before it listens anyway. */
export const WARM_UP_BUDGET_MS = 10_000;

export interface WarmUpReport {
  /** The pages drawn, as `path (language)`. */
  drawn: string[];
  /** The pages that went out undrawn or were not reached within the budget. */
  undrawn: string[];
  ms: number;
  /** True when the budget ran out before every page was drawn. */
  outOfTime: boolean;
}

export interface WarmUpOptions {
  pages?: readonly WarmUpPage[];
  budgetMs?: number;
}

const nameOf = (page: WarmUpPage) => `${page.path} (${page.language})`;

/** Whether this process's page renderer has been warmed (or had nothing to warm). */
export class PageWarmUp {
  private done = false;

  get isWarm(): boolean {
    return this.done;
  }

  /**
   * Draws `pages` through `app` as a visitor's navigation would be, each one again if its first
   * draw went out undrawn, within `budgetMs`; never throws. Without a built site there is
   * nothing to warm. `app` must be ready (`await app.ready()`), not yet listening.
   */
  async run(
    app: FastifyInstance,
    { pages = WARM_UP_PAGES, budgetMs = WARM_UP_BUDGET_MS }: WarmUpOptions = {},
  ): Promise<WarmUpReport> {
    const started = performance.now();
    const left = () => budgetMs - (performance.now() - started);
    const drawn: string[] = [];
    const undrawn: string[] = [];
    // The site's `/` is registered only when a built site is served (pages/static-site.ts).
    const servesPages = app.hasRoute({ method: 'GET', url: '/' });
    for (const page of servesPages ? pages : []) {
      let isDrawn = false;
      for (let attempt = 0; attempt < 2 && !isDrawn && left() > 0; attempt += 1)
        isDrawn = await drawOnce(app, page, left());
      (isDrawn ? drawn : undrawn).push(nameOf(page));
    }
    this.done = true;
    return {
      drawn,
      undrawn,
      ms: Math.round(performance.now() - started),
      outOfTime: left() <= 0 && undrawn.length > 0,
    };
  }
}

/** One navigation to `page`; true when it came back drawn, false otherwise or past `withinMs`. */
async function drawOnce(
  app: FastifyInstance,
  page: WarmUpPage,
  withinMs: number,
): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeUp = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), withinMs);
  });
  const navigation = app
    .inject({
      method: 'GET',
      url: page.path,
      headers: { accept: 'text/html', cookie: `${LANGUAGE_COOKIE}=${page.language}` },
    })
    .then((reply) => reply.statusCode === 200 && reply.body.includes(SERVER_DRAWN_ATTRIBUTE))
    .catch(() => false);
  try {
    return await Promise.race([navigation, timeUp]);
  } finally {
    clearTimeout(timer);
  }
}

/** The log line of a warm-up: what was drawn, how long it took, and whether it ran out of time. */
export function warmUpMessage(report: WarmUpReport): string {
  const seconds = (report.ms / 1000).toFixed(1);
  if (report.drawn.length === 0 && report.undrawn.length === 0)
    return 'Page renderer: no built site, nothing to warm';
  const drawn = `${report.drawn.length} of ${report.drawn.length + report.undrawn.length} pages drawn`;
  if (report.undrawn.length === 0) return `Page renderer warm: ${drawn} in ${seconds} s`;
  const why = report.outOfTime ? `stopped at its ${seconds} s bound` : `took ${seconds} s`;
  return `Page renderer warm-up ${why}: ${drawn}; not drawn: ${report.undrawn.join(', ')}`;
}
