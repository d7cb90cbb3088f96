/**
 * The Lighthouse part of the bench: Lighthouse 12's mobile run of each page in Debian's Chromium, a
 * few times, reduced to the median of every figure, with the default CPU slowdown (simulated, as
 * Lighthouse's default does) or a calibrated one (calibration.ts), simulated or applied. The lines
 * and their targets: lighthouse-lines.ts.
 */
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
// Lighthouse's own lantern FCP (pinned at 12.8.2), to say what its simulated FCP waited for.
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { CHROMIUM_ARGS } from '../../playwright.config.ts';
import { median } from './stats.ts';

/** The browser tests' Chromium flags, headless. */
export const LIGHTHOUSE_CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/**
 * One run's figures: scores 0-100, FCP, LCP, TBT and main-thread work in ms, CLS unitless, and
 * the elements of the page's body at the end of the load (Lighthouse's dom-size).
 */
export interface PageFigures {
  scores: Record<Category, number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  mainThreadMs: number;
  domElements: number;
}

/**
 * What a run was measured on: Lighthouse's CPU benchmark index of the machine at the run's start
 * (higher is faster) and the machine's 1-minute load average then. Every figure is relative to
 * them: Lighthouse's simulated phone is the machine's own task times, slowed.
 */
export interface RunEnvironment {
  benchmarkIndex: number;
  loadAverage: number;
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
  environments: RunEnvironment[];
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
    domElements: of((run) => run.domElements),
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
    domElements: numeric('dom-size'),
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

/**
 * How Lighthouse slows the page (its `throttlingMethod`):
 *   - `simulated` (Lighthouse's default, `simulate`): the page loads at the machine's speed and
 *     Lighthouse works out the phone's timings from the trace, each task's time multiplied by the
 *     slowdown. Work the page splits by the clock (React's scheduler yields every 5 ms) is then
 *     counted as the machine split it: a 5 ms slice becomes a 50 ms "task" the phone never runs.
 *   - `applied` (`devtools`): Chromium itself runs the page's CPU that many times slower, and the
 *     network as Lighthouse's mobile settings say, as DevTools' calibrated phone presets do; the
 *     page's tasks are measured as they ran, so slices are cut by the slowed clock, as on a phone.
 */
export type ThrottlingMethod = 'simulated' | 'applied';

const LIGHTHOUSE_METHOD = { simulated: 'simulate', applied: 'devtools' } as const;

export interface RunSettings {
  /** Lighthouse's `throttling.cpuSlowdownMultiplier`; its default (4) when absent. */
  cpuSlowdown?: number;
  /** How it is applied; Lighthouse's default (simulated) when absent. */
  method?: ThrottlingMethod;
  /** The performance category alone (a calibration run reads only the benchmark index). */
  performanceOnly?: boolean;
}

/** One Lighthouse run in a Chromium of its own; rejects when the page could not be traced. */
async function runOnce(url: string, settings: RunSettings = {}): Promise<RunnerResult> {
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
      onlyCategories: settings.performanceOnly ? ['performance'] : [...CATEGORIES],
      // Merged into the default mobile throttling: only the CPU changes.
      ...(settings.cpuSlowdown !== undefined && {
        throttling: { cpuSlowdownMultiplier: settings.cpuSlowdown },
      }),
      ...(settings.method && { throttlingMethod: LIGHTHOUSE_METHOD[settings.method] }),
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    if (result.lhr.runtimeError)
      throw new Error(`Lighthouse could not load ${url}: ${result.lhr.runtimeError.message}`);
    const applied = result.lhr.configSettings.throttling.cpuSlowdownMultiplier;
    if (settings.cpuSlowdown !== undefined && applied !== settings.cpuSlowdown)
      throw new Error(
        `Lighthouse ran with a CPU slowdown of ${applied}, not ${settings.cpuSlowdown}`,
      );
    const method = result.lhr.configSettings.throttlingMethod;
    if (settings.method && method !== LIGHTHOUSE_METHOD[settings.method])
      throw new Error(
        `Lighthouse throttled by ${method}, not ${LIGHTHOUSE_METHOD[settings.method]}`,
      );
    return result;
  } finally {
    await chrome.kill();
  }
}

/** Tries per run: on a busy machine a trace is now and then lost (NO_NAVSTART, NO_FCP). */
const ATTEMPTS = 3;

/**
 * Why a run has no performance score, or undefined when it has one. On a busy machine a page may
 * find no five quiet seconds before Lighthouse stops waiting (NO_TTI_CPU_IDLE_PERIOD): the run
 * then has no blocking time and no score, and counts as lost, like a lost trace.
 */
export function unscoredReason(lhr: Pick<Lhr, 'categories' | 'audits'>): string | undefined {
  if (typeof lhr.categories.performance?.score === 'number') return undefined;
  const failed = Object.values(lhr.audits).find(
    (audit) => audit.scoreDisplayMode === 'error' && audit.errorMessage,
  );
  return failed ? `${failed.id}: ${failed.errorMessage}` : 'no reason given';
}

/**
 * One run, tried again when the trace was lost or the run has no performance score, with the
 * machine's load when it started.
 */
async function runWithRetries(
  url: string,
  settings: RunSettings,
): Promise<{ result: RunnerResult; environment: RunEnvironment }> {
  for (let attempt = 1; ; attempt++) {
    const [loadAverage = 0] = loadavg();
    try {
      const result = await runOnce(url, settings);
      const unscored = unscoredReason(result.lhr);
      if (unscored) throw new Error(`Lighthouse gave ${url} no performance score (${unscored})`);
      return {
        result,
        environment: { benchmarkIndex: result.lhr.environment.benchmarkIndex, loadAverage },
      };
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      console.error(`${(error as Error).message}; trying again`);
    }
  }
}

/**
 * Lighthouse's benchmark index of this machine, `samples` times: each a Lighthouse run of `url`
 * (the performance category alone) whose `lhr.environment.benchmarkIndex` is kept.
 */
export async function measureBenchmarkIndexes(url: string, samples: number): Promise<number[]> {
  const indexes: number[] = [];
  for (let sample = 0; sample < samples; sample++) {
    const { environment } = await runWithRetries(url, { performanceOnly: true });
    indexes.push(environment.benchmarkIndex);
  }
  return indexes;
}

/**
 * Runs Lighthouse on `url` `runs` times, each in a fresh Chromium, with the CPU slowdown and
 * method of `settings` (Lighthouse's defaults without them); with `paintGraph`, also what the last
 * run's FCP waited for.
 */
export async function auditPage(
  url: string,
  runs: number,
  onRun?: (lhr: Lhr, run: number) => void,
  { paintGraph = false, ...settings }: { paintGraph?: boolean } & RunSettings = {},
): Promise<{
  runs: PageFigures[];
  environments: RunEnvironment[];
  flags: Flag[];
  paintGraph?: PaintGraph;
}> {
  const figures: PageFigures[] = [];
  const environments: RunEnvironment[] = [];
  let flags: Flag[] = [];
  let last: RunnerResult | undefined;
  for (let run = 1; run <= runs; run++) {
    const { result, environment } = await runWithRetries(url, settings);
    figures.push(figuresOf(result.lhr));
    environments.push(environment);
    flags = flagsOf(result.lhr);
    onRun?.(result.lhr, run);
    last = result;
  }
  return {
    runs: figures,
    environments,
    flags,
    ...(paintGraph && last && { paintGraph: await paintGraphOf(last) }),
  };
}
