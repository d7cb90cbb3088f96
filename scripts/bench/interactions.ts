/**
 * Interaction to next paint on the calibrated phone (issue 39, point 3's instrument): the
 * production site in Debian's Chromium at a phone's size, its CPU slowed by the calibrated factor
 * (CDP `Emulation.setCPUThrottlingRate`), and the Event Timing API collecting every interaction's
 * entries from the page's start (an init script; the same entries web-vitals' onINP reads).
 * Measured, each on a freshly loaded and hydrated page: opening the mega-menu, switching the
 * language, applying a filter chip on the dining directory and typing a letter into its search
 * box; and a tap on the menu made as soon as the drawn page shows it, while the app still
 * hydrates. Figures, not assertions: interaction-lines.ts judges them against 200 ms.
 */
import { loadavg } from 'node:os';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../playwright.config.ts';
import {
  EARLY_MENU_ATTRIBUTE,
  MENU_PANEL_ID,
  SERVER_DRAWN_ATTRIBUTE,
} from '../../src/shared/server-render.ts';
import {
  interactionLatency,
  type EventEntry,
  type HydratingTap,
  type InteractionRuns,
} from './interaction-lines.ts';

const MENU_BUTTON = `button[aria-controls="${MENU_PANEL_ID}"]`;
const MENU_OPEN = `${MENU_BUTTON}[aria-expanded="true"]`;
/**
 * The menu's panel on screen: opened by the app, or shown by the drawn page's first script for a
 * tap made before the app ran (src/shared/early-taps.ts).
 */
const MENU_SHOWN = `#${MENU_PANEL_ID}[data-open="true"], html[${EARLY_MENU_ATTRIBUTE}] #${MENU_PANEL_ID}`;
const CHINESE_ON = 'button[lang="zh-Hans"][aria-pressed="true"]';
const SUB_CATEGORY_CHIP = '[role="group"][aria-label="Sub-category"] button:nth-of-type(2)';
// The directory's own search box (the header's global search comes first in the page, hidden at 375 px).
const DIRECTORY_SEARCH = 'main form[role="search"] input[type="search"]';
const HYDRATION_TIMEOUT_MS = 60_000;

/** What the init script keeps on `window.__bench`. */
interface BenchState {
  events: EventEntry[];
  /** When each watched selector first matched: the frame after it appeared. */
  painted: Record<string, number>;
  watch: Record<string, string>;
  /** The pointerdown's time stamp of the first tap (the input's own time). */
  firstTapAt?: number;
  hydratedAt?: number;
}
type BenchWindow = Window & { __bench: BenchState };

/**
 * Runs in the page before any of its scripts: keeps every Event Timing entry of an interaction,
 * the frame in which each watched selector first matched, the first tap's time and the end of
 * hydration (the server-drawn mark leaving `#root`).
 */
function collector({ attribute, watch }: { attribute: string; watch: Record<string, string> }) {
  const bench: BenchState = { events: [], painted: {}, watch: { ...watch } };
  (window as unknown as BenchWindow).__bench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[])
      if (entry.interactionId > 0)
        bench.events.push({
          name: entry.name,
          interactionId: entry.interactionId,
          startTime: entry.startTime,
          duration: entry.duration,
        });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  addEventListener(
    'pointerdown',
    (event) => {
      bench.firstTapAt ??= event.timeStamp;
    },
    { capture: true },
  );
  const seen = new Set<string>();
  // Callbacks inline, never named: the bench runs through tsx, whose names helper (`__name`) does
  // not exist in the page.
  new MutationObserver(() => {
    for (const [name, selector] of Object.entries(bench.watch)) {
      if (seen.has(name) || !document.querySelector(selector)) continue;
      seen.add(name);
      requestAnimationFrame((time) => {
        bench.painted[name] = time;
      });
    }
    const root = document.getElementById('root');
    if (bench.hydratedAt === undefined && root && !root.hasAttribute(attribute))
      bench.hydratedAt = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true });
}

async function phone(browser: Browser, watch: Record<string, string>): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 667 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'en-SG',
    timezoneId: 'America/New_York',
    // The worker's install (a megabyte of precache) would compete with the page for the CPU.
    serviceWorkers: 'block',
  });
  await context.addInitScript(collector, { attribute: SERVER_DRAWN_ATTRIBUTE, watch });
  return context;
}

async function throttled(context: BrowserContext, cpuSlowdown: number): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  return page;
}

const bench = (page: Page) => page.evaluate(() => (window as unknown as BenchWindow).__bench);

/** Waits until hydration ended and the browser has had an idle moment. */
async function untilHydratedAndIdle(page: Page): Promise<void> {
  await page.waitForFunction(
    () => (window as unknown as BenchWindow).__bench.hydratedAt !== undefined,
    null,
    { timeout: HYDRATION_TIMEOUT_MS },
  );
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })),
  );
}

/** Waits for the entries of what was just done to arrive (they come after the next paint). */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300))),
      ),
  );
}

interface InteractionSpec {
  name: string;
  path: string;
  /** A selector that matches once the interaction's result is in the page. */
  result?: string;
  /** Put the page in the state the interaction starts from (not measured). */
  prepare?: (page: Page) => Promise<void>;
  act: (page: Page) => Promise<void>;
}

const tap = (selector: string) => (page: Page) => page.locator(selector).first().tap();

export const INTERACTIONS: readonly InteractionSpec[] = [
  { name: 'Open the mega-menu (Menu)', path: '/', result: MENU_OPEN, act: tap(MENU_BUTTON) },
  {
    name: 'Switch the language to 中文',
    path: '/',
    result: CHINESE_ON,
    act: tap('button[lang="zh-Hans"]'),
  },
  {
    name: 'Apply a sub-category chip',
    path: '/store_categories/dining',
    result: `${SUB_CATEGORY_CHIP}[aria-pressed="true"]`,
    act: tap(SUB_CATEGORY_CHIP),
  },
  {
    name: "Type a letter into the directory's search",
    path: '/store_categories/dining',
    prepare: async (page) => {
      await page.locator(DIRECTORY_SEARCH).first().tap();
      await settle(page);
    },
    act: (page) => page.keyboard.press('a'),
  },
];

/** One run of an interaction on a fresh page: its latency, and when its result was painted. */
async function measureOnce(
  browser: Browser,
  origin: string,
  spec: InteractionSpec,
  cpuSlowdown: number,
): Promise<{ latencyMs: number; resultMs?: number }> {
  const context = await phone(browser, {});
  try {
    const page = await throttled(context, cpuSlowdown);
    await page.goto(origin + spec.path, { waitUntil: 'load' });
    await untilHydratedAndIdle(page);
    await spec.prepare?.(page);
    const before = (await bench(page)).events.length;
    if (spec.result) {
      const selector = spec.result;
      await page.evaluate((watched) => {
        (window as unknown as BenchWindow).__bench.watch.result = watched;
      }, selector);
    }
    const startedAt = await page.evaluate(() => performance.now());
    await spec.act(page);
    if (spec.result)
      await page.waitForFunction(
        () => (window as unknown as BenchWindow).__bench.painted.result !== undefined,
        null,
        { timeout: 30_000 },
      );
    await settle(page);
    const state = await bench(page);
    const entries = state.events.slice(before);
    // The input's own time where Event Timing has it; else (under 16 ms) just before it.
    const inputAt =
      entries.length > 0 ? Math.min(...entries.map((entry) => entry.startTime)) : startedAt;
    const painted = state.painted.result;
    return {
      latencyMs: interactionLatency(entries),
      ...(painted !== undefined && { resultMs: painted - inputAt }),
    };
  } finally {
    await context.close();
  }
}

/**
 * A tap on the menu as soon as the drawn page shows it: the page loads with the CPU slowed, and
 * the tap comes the moment the button is visible, while `#root` still carries the server's mark.
 */
async function hydratingTapOnce(
  browser: Browser,
  origin: string,
  path: string,
  cpuSlowdown: number,
): Promise<Omit<HydratingTap, 'loadAverage'>> {
  const context = await phone(browser, { menu: MENU_SHOWN });
  try {
    const page = await throttled(context, cpuSlowdown);
    await page.goto(origin + path, { waitUntil: 'commit' });
    const button = page.locator(MENU_BUTTON).first();
    await button.waitFor({ state: 'visible', timeout: HYDRATION_TIMEOUT_MS });
    const box = await button.boundingBox();
    if (!box) throw new Error('The menu button has no box');
    const hydrating = await page.evaluate(
      (attribute) => document.querySelector(`#root[${attribute}]`) !== null,
      SERVER_DRAWN_ATTRIBUTE,
    );
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await untilHydratedAndIdle(page);
    await page.waitForTimeout(1000);
    await settle(page);
    const state = await bench(page);
    const tapAt = state.firstTapAt ?? Number.NaN;
    const painted = state.painted.menu;
    return {
      beforeHydration: hydrating && (state.hydratedAt ?? 0) > tapAt,
      // The app's menu open in the end, not only the panel shown before it ran.
      tookEffect: painted !== undefined && (await page.locator(MENU_OPEN).count()) > 0,
      ...(painted !== undefined && { resultMs: painted - tapAt }),
      latencyMs: interactionLatency(state.events),
      hydrationEndedAfterMs: (state.hydratedAt ?? Number.NaN) - tapAt,
    };
  } finally {
    await context.close();
  }
}

export interface InteractionsResult {
  runs: InteractionRuns[];
  hydratingTaps: HydratingTap[];
  hydratingPath: string;
}

export async function measureInteractions(options: {
  origin: string;
  cpuSlowdown: number;
  runs: number;
  log: (message: string) => void;
}): Promise<InteractionsResult> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const runs: InteractionRuns[] = [];
    for (const spec of INTERACTIONS) {
      options.log(`Interaction: ${spec.name} on ${spec.path} (${options.runs} runs)...`);
      const measured: { latencyMs: number; resultMs?: number }[] = [];
      const loadAverages: number[] = [];
      for (let run = 0; run < options.runs; run++) {
        loadAverages.push(loadavg()[0] ?? 0);
        measured.push(await measureOnce(browser, options.origin, spec, options.cpuSlowdown));
      }
      runs.push({
        name: spec.name,
        path: spec.path,
        loadAverages,
        latenciesMs: measured.map((run) => run.latencyMs),
        resultMs: measured.flatMap((run) => (run.resultMs === undefined ? [] : [run.resultMs])),
      });
    }
    const hydratingPath = '/';
    options.log(`Interaction: a tap while ${hydratingPath} hydrates (${options.runs} loads)...`);
    const hydratingTaps: HydratingTap[] = [];
    for (let run = 0; run < options.runs; run++) {
      const loadAverage = loadavg()[0] ?? 0;
      const tap = await hydratingTapOnce(
        browser,
        options.origin,
        hydratingPath,
        options.cpuSlowdown,
      );
      hydratingTaps.push({ ...tap, loadAverage });
    }
    return { runs, hydratingTaps, hydratingPath };
  } finally {
    await browser.close();
  }
}
