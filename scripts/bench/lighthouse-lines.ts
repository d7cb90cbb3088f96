/**
 * The bench's Lighthouse lines: a page's median figures with the benchmark index and load they
 * were measured at, judged against the targets of the CPU slowdown they ran with:
 *   - Lighthouse's default (4x): issue 8's (performance ≥ 95; accessibility, best practices and
 *     SEO 100) and issue 21's for the home page (FCP ≤ 1.2 s, main thread ≤ 2.5 s);
 *   - the calibrated phone (calibration.ts): issue 39's, performance ≥ 95 and total blocking time
 *     ≤ 200 ms on every page, main-thread work on the home page ≤ 3 s, the other categories 100.
 */
import { atLeast, atMost, describeLimit, failedChecks, type Check, type Limit } from './budget.ts';
import { DEFAULT_CPU_SLOWDOWN, slowdownLabel, type Calibration } from './calibration.ts';
import {
  CATEGORIES,
  type Category,
  type PageResult,
  type RunEnvironment,
  type ThrottlingMethod,
} from './lighthouse.ts';
import { median } from './stats.ts';
import type { BenchLine } from './table.ts';

export const LIGHTHOUSE_TARGETS: Record<Category, Limit> = {
  performance: atLeast(95),
  accessibility: atLeast(100),
  'best-practices': atLeast(100),
  seo: atLeast(100),
};

/**
 * Issue 21's targets for the home page, a phone's first visit, on Lighthouse's default run:
 * main-thread work (every task the page ran: parsing, script, style, layout, paint) and first
 * contentful paint.
 */
export const HOME_TARGETS = {
  mainThreadMs: atMost(2500),
  fcpMs: atMost(1200),
} as const;

/** Issue 39's targets on the calibrated phone. */
export const CALIBRATED_TARGETS = {
  tbtMs: atMost(200),
  homeMainThreadMs: atMost(3000),
} as const;

const SHORT_NAMES: Record<Category, string> = {
  performance: 'perf',
  accessibility: 'a11y',
  'best-practices': 'best practices',
  seo: 'SEO',
};

/**
 * Which CPU a set of lines ran with: Lighthouse's default (4x, simulated), or the calibrated phone,
 * applied (bench default) or simulated (lighthouse.ts, `ThrottlingMethod`).
 */
export type ThrottlingSet =
  { kind: 'default' } | { kind: 'calibrated'; calibration: Calibration; method: ThrottlingMethod };

export const DEFAULT_SET: ThrottlingSet = { kind: 'default' };

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const whole = (value: number) => Math.round(value).toLocaleString('en-US');

/** `median (lowest-highest)` of a figure over the runs, or the value alone when they agree. */
function spread(values: readonly number[], format: (value: number) => string): string {
  const low = Math.min(...values);
  const high = Math.max(...values);
  const middle = format(median(values));
  return format(low) === format(high) ? middle : `${middle} (${format(low)}-${format(high)})`;
}

/** `load 1.85 (1.20-2.40) · index 3,650 (3,480-3,790)`: what the runs were measured at. */
export function environmentText(environments: readonly RunEnvironment[]): string {
  if (environments.length === 0) return '';
  return `load ${spread(
    environments.map((run) => run.loadAverage),
    (value) => value.toFixed(2),
  )} · index ${spread(
    environments.map((run) => run.benchmarkIndex),
    whole,
  )}`;
}

/** The set's extra checks beyond the categories, with how the budget column names them. */
function setChecks(
  path: string,
  figures: PageResult['median'],
  set: ThrottlingSet,
): { checks: Check[]; budgets: string[] } {
  if (set.kind === 'calibrated') {
    const checks: Check[] = [
      { name: 'TBT', measured: figures.tbtMs, limit: CALIBRATED_TARGETS.tbtMs },
    ];
    const budgets = [`TBT ${describeLimit(CALIBRATED_TARGETS.tbtMs, (ms) => `${ms} ms`)}`];
    if (path === '/') {
      checks.push({
        name: 'main thread',
        measured: figures.mainThreadMs,
        limit: CALIBRATED_TARGETS.homeMainThreadMs,
      });
      budgets.push(`main thread ${describeLimit(CALIBRATED_TARGETS.homeMainThreadMs, seconds)}`);
    }
    return { checks, budgets };
  }
  // The home page, every visit's first, also has budgets for its paint and its main-thread work.
  if (path !== '/') return { checks: [], budgets: [] };
  return {
    checks: [
      { name: 'FCP', measured: figures.fcpMs, limit: HOME_TARGETS.fcpMs },
      { name: 'main thread', measured: figures.mainThreadMs, limit: HOME_TARGETS.mainThreadMs },
    ],
    budgets: [
      `FCP ${describeLimit(HOME_TARGETS.fcpMs, seconds)}`,
      `main thread ${describeLimit(HOME_TARGETS.mainThreadMs, seconds)}`,
    ],
  };
}

/** `default, 4x CPU` or `calibrated phone, applied 13.8x CPU: index 3,650 / 264`. */
export function setLabel(set: ThrottlingSet): string {
  return set.kind === 'default'
    ? `default, ${DEFAULT_CPU_SLOWDOWN}x CPU`
    : `calibrated phone, ${set.method} ${slowdownLabel(set.calibration)}`;
}

export function lighthouseLine(
  result: Pick<PageResult, 'label' | 'path' | 'median' | 'runs' | 'environments'>,
  set: ThrottlingSet = DEFAULT_SET,
): BenchLine {
  const { scores, fcpMs, lcpMs, tbtMs, cls, mainThreadMs, domElements } = result.median;
  const extra = setChecks(result.path, result.median, set);
  const checks: Check[] = [
    ...CATEGORIES.map((category) => ({
      name: SHORT_NAMES[category],
      measured: scores[category],
      limit: LIGHTHOUSE_TARGETS[category],
    })),
    ...extra.checks,
  ];
  const budgets = [
    ...CATEGORIES.map(
      (category) => `${SHORT_NAMES[category]} ${describeLimit(LIGHTHOUSE_TARGETS[category])}`,
    ),
    ...extra.budgets,
  ];
  const shown = CATEGORIES.map(
    (category) => `${SHORT_NAMES[category]} ${Math.round(scores[category])}`,
  ).join(' · ');
  const environment = environmentText(result.environments);
  return {
    area: 'Lighthouse',
    subject: `${result.label} ${result.path} (${setLabel(set)}; median of ${result.runs.length})`,
    measured: `${shown} · FCP ${seconds(fcpMs)} · LCP ${seconds(lcpMs)} · TBT ${Math.round(tbtMs)} ms · CLS ${cls.toFixed(3)} · main thread ${seconds(mainThreadMs)} · DOM ${Math.round(domElements)} elements${environment ? ` · ${environment}` : ''}`,
    budget: budgets.join(', '),
    failed: failedChecks(checks),
  };
}
