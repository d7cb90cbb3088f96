/**
 * The Lighthouse part of the bench: Lighthouse 12's default mobile run (simulated throttling) of
 * each page in Debian's Chromium, a few times, reduced to the median of every figure, and judged
 * against issue 8's targets (performance ≥ 95; accessibility, best practices and SEO 100).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
// Lighthouse's own lantern FCP (pinned at 12.8.2), to say what its simulated FCP waited for.
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { CHROMIUM_ARGS } from '../../playwright.config.ts';
import { atLeast, atMost, describeLimit, failedChecks, type Check } from './budget.ts';
import { median } from './stats.ts';
import type { BenchLine } from './table.ts';

/** The browser tests' Chromium flags, headless. */
export const LIGHTHOUSE_CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

export const LIGHTHOUSE_TARGETS: Record<Category, ReturnType<typeof atLeast>> = {
  performance: atLeast(95),
  accessibility: atLeast(100),
  'best-practices': atLeast(100),
  seo: atLeast(100),
};

const SHORT_NAMES: Record<Category, string> = {
  performance: 'perf',
  accessibility: 'a11y',
  'best-practices': 'best practices',
  seo: 'SEO',
};

/**
 * Issue 21's targets for the home page, a phone's first visit: Lighthouse's main-thread work
 * (every task the page ran: parsing, script, style, layout, paint) and first contentful paint.
 */
export const HOME_TARGETS = {
  mainThreadMs: atMost(2500),
  fcpMs: atMost(1200),
} as const;

/** One run's figures: scores 0-100, FCP, LCP, TBT and main-thread work in ms, CLS unitless. */
export interface PageFigures {
  scores: Record<Category, number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  mainThreadMs: number;
}

/** An audit that kept a category under 100 (or a performance opportunity), for the report. */
export interface Flag {
  category: Category;
  id: string;
  title: string;
  displayValue?: string;
}

export interface PageResult {
  label: string;
  path: string;
  runs: PageFigures[];
  median: PageFigures;
  /** Audits flagged in the last run. */
  flags: Flag[];
}

/** The median of each figure on its own (the median run of one figure need not be that of another). */
export function medianFigures(runs: readonly PageFigures[]): PageFigures {
  const of = (pick: (run: PageFigures) => number) => median(runs.map(pick));
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((category) => [category, of((run) => run.scores[category])]),
    ) as Record<Category, number>,
    fcpMs: of((run) => run.fcpMs),
    lcpMs: of((run) => run.lcpMs),
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
    mainThreadMs: of((run) => run.mainThreadMs),
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export function lighthouseLine(
  result: Pick<PageResult, 'label' | 'path' | 'median' | 'runs'>,
): BenchLine {
  const { scores, fcpMs, lcpMs, tbtMs, cls, mainThreadMs } = result.median;
  const checks: Check[] = CATEGORIES.map((category) => ({
    name: SHORT_NAMES[category],
    measured: scores[category],
    limit: LIGHTHOUSE_TARGETS[category],
  }));
  const budgets = CATEGORIES.map(
    (category) => `${SHORT_NAMES[category]} ${describeLimit(LIGHTHOUSE_TARGETS[category])}`,
  );
  // The home page, every visit's first, also has budgets for its paint and its main-thread work.
  if (result.path === '/') {
    checks.push(
      { name: 'FCP', measured: fcpMs, limit: HOME_TARGETS.fcpMs },
      { name: 'main thread', measured: mainThreadMs, limit: HOME_TARGETS.mainThreadMs },
    );
    budgets.push(
      `FCP ${describeLimit(HOME_TARGETS.fcpMs, seconds)}`,
      `main thread ${describeLimit(HOME_TARGETS.mainThreadMs, seconds)}`,
    );
  }
  const shown = CATEGORIES.map(
    (category) => `${SHORT_NAMES[category]} ${Math.round(scores[category])}`,
  ).join(' · ');
  return {
    area: 'Lighthouse',
    subject: `${result.label} ${result.path} (median of ${result.runs.length})`,
    measured: `${shown} · FCP ${seconds(fcpMs)} · LCP ${seconds(lcpMs)} · TBT ${Math.round(tbtMs)} ms · CLS ${cls.toFixed(3)} · main thread ${seconds(mainThreadMs)}`,
    budget: budgets.join(', '),
    failed: failedChecks(checks),
  };
}

type RunnerResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;
type Lhr = RunnerResult['lhr'];

/** A request or a main-thread task in lantern's graph for FCP, as simulated (ms from the start). */
export interface PaintGraphNode {
  /** `document / 23.1 KB`, `Stylesheet /assets/style-x.css 16.0 KB VeryHigh`, or `task`. */
  what: string;
  startMs: number;
  endMs: number;
}

/**
 * What Lighthouse's simulated FCP of a run waited for: the nodes of lantern's pessimistic graph
 * (its optimistic one leaves out what a script asked for), and the estimate it gave.
 */
export interface PaintGraph {
  fcpMs: number;
  nodes: PaintGraphNode[];
}

async function paintGraphOf({ lhr, artifacts }: RunnerResult): Promise<PaintGraph> {
  const fcp = await LanternFirstContentfulPaint.request(
    {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      settings: lhr.configSettings,
      gatherContext: artifacts.GatherContext,
      simulator: null,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps,
    },
    { computedCache: new Map() },
  );
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  const nodes = [...fcp.pessimisticEstimate.nodeTimings].map(([node, timing]) => ({
    what:
      node.type === 'network'
        ? `${node.request.resourceType ?? 'request'} ${node.request.url.replace(origin, '')} ${(node.request.transferSize / 1024).toFixed(1)} KB ${node.request.priority}`
        : 'task',
    startMs: timing.startTime,
    endMs: timing.endTime,
  }));
  return { fcpMs: fcp.timing, nodes: nodes.sort((a, b) => a.startMs - b.startMs) };
}

/** The graph in a line: the requests one by one, the main-thread tasks as one span. */
export function paintGraphNote(page: string, graph: PaintGraph): string {
  const seconds = (ms: number) => (ms / 1000).toFixed(2);
  const requests = graph.nodes
    .filter((node) => node.what !== 'task')
    .map((node) => `${node.what} (${seconds(node.startMs)}-${seconds(node.endMs)} s)`);
  const tasks = graph.nodes.filter((node) => node.what === 'task');
  const span =
    tasks.length > 0
      ? `; ${tasks.length} main-thread task${tasks.length === 1 ? '' : 's'} (${seconds(Math.min(...tasks.map((task) => task.startMs)))}-${seconds(Math.max(...tasks.map((task) => task.endMs)))} s)`
      : '';
  return `Lighthouse FCP of ${page}, last run (simulated ${seconds(graph.fcpMs)} s), waited for: ${requests.join('; ')}${span}.`;
}

function figuresOf(lhr: Lhr): PageFigures {
  const score = (category: Category) => {
    const value = lhr.categories[category]?.score;
    if (typeof value !== 'number')
      throw new Error(`Lighthouse gave no ${category} score for ${lhr.finalDisplayedUrl}`);
    return Math.round(value * 100);
  };
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== 'number')
      throw new Error(`Lighthouse gave no ${id} for ${lhr.finalDisplayedUrl}`);
    return value;
  };
  return {
    scores: Object.fromEntries(CATEGORIES.map((category) => [category, score(category)])) as Record<
      Category,
      number
    >,
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    mainThreadMs: numeric('mainthread-work-breakdown'),
  };
}

/** Metrics (already in the table) and the LCP element's timing repeat figures; not flags. */
const NOT_FLAGS = new Set([
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
  'interactive',
  'max-potential-fid',
  'largest-contentful-paint-element',
]);

function flagsOf(lhr: Lhr): Flag[] {
  const flags: Flag[] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 0.9 || NOT_FLAGS.has(ref.id)) continue;
      if (ref.weight === 0 && category !== 'performance') continue;
      if (
        audit.scoreDisplayMode === 'informative' ||
        audit.scoreDisplayMode === 'manual' ||
        audit.scoreDisplayMode === 'notApplicable'
      )
        continue;
      flags.push({
        category,
        id: ref.id,
        title: audit.title,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
      });
    }
  }
  return flags;
}

/**
 * Lighthouse's own measure of the machine (a JavaScript benchmark run before each page; higher is
 * faster), over every run: what the scores are relative to, beside the bench's memory figure.
 */
export function benchmarkIndexNote(indexes: readonly number[]): string | undefined {
  if (indexes.length === 0) return undefined;
  const rounded = (value: number) => Math.round(value).toString();
  return `Lighthouse's CPU benchmark index of this machine (higher is faster) over the ${indexes.length} runs: median ${rounded(median([...indexes]))}, ${rounded(Math.min(...indexes))} to ${rounded(Math.max(...indexes))}. It measures JavaScript alone, not the fresh memory a browser's start needs (Memory, above).`;
}

/** One Lighthouse run in a Chromium of its own; rejects when the page could not be traced. */
async function runOnce(url: string): Promise<RunnerResult> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: LIGHTHOUSE_CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    if (result.lhr.runtimeError)
      throw new Error(`Lighthouse could not load ${url}: ${result.lhr.runtimeError.message}`);
    return result;
  } finally {
    await chrome.kill();
  }
}

/** Tries per run: on a busy machine a trace is now and then lost (NO_NAVSTART, NO_FCP). */
const ATTEMPTS = 3;

/**
 * Runs Lighthouse on `url` `runs` times, each in a fresh Chromium; with `paintGraph`, also what
 * the last run's FCP waited for.
 */
export async function auditPage(
  url: string,
  runs: number,
  onRun?: (lhr: Lhr, run: number) => void,
  { paintGraph = false }: { paintGraph?: boolean } = {},
): Promise<{ runs: PageFigures[]; flags: Flag[]; paintGraph?: PaintGraph }> {
  const figures: PageFigures[] = [];
  let flags: Flag[] = [];
  let last: RunnerResult | undefined;
  for (let run = 1; run <= runs; run++) {
    let result: RunnerResult | undefined;
    for (let attempt = 1; !result; attempt++) {
      try {
        result = await runOnce(url);
      } catch (error) {
        if (attempt >= ATTEMPTS) throw error;
        console.error(`${(error as Error).message}; trying again`);
      }
    }
    figures.push(figuresOf(result.lhr));
    flags = flagsOf(result.lhr);
    onRun?.(result.lhr, run);
    last = result;
  }
  return {
    runs: figures,
    flags,
    ...(paintGraph && last && { paintGraph: await paintGraphOf(last) }),
  };
}
