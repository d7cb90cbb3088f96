/**
 * The interactions area's figures and lines (interactions.ts measures them): each interaction's
 * latency as the Event Timing API reports it (what web-vitals' INP is made of), and for the tap
 * made while the page still hydrates, whether it took effect and how long after the tap its
 * result was painted. Issue 39's target: every one within 200 ms on the calibrated phone.
 */
import { atMost, describeLimit, failedChecks, type Check } from './budget.ts';
import { median } from './stats.ts';
import type { BenchLine } from './table.ts';

export const INTERACTION_BUDGET_MS = 200;
const LIMIT = atMost(INTERACTION_BUDGET_MS);

/** An Event Timing entry (`PerformanceEventTiming`) of an interaction, as the page kept it. */
export interface EventEntry {
  name: string;
  interactionId: number;
  startTime: number;
  duration: number;
}

/**
 * The latency of the interactions among `entries`: for each interaction (its entries share an
 * `interactionId`) the longest entry's duration, input to the next paint, as INP counts it; the
 * worst of them. 0 when none reached the observer's 16 ms threshold.
 */
export function interactionLatency(entries: readonly EventEntry[]): number {
  const byInteraction = new Map<number, number>();
  for (const entry of entries) {
    if (entry.interactionId <= 0) continue;
    byInteraction.set(
      entry.interactionId,
      Math.max(byInteraction.get(entry.interactionId) ?? 0, entry.duration),
    );
  }
  return Math.max(0, ...byInteraction.values());
}

/** One interaction's runs: latency, and when the result was painted after the input (if watched). */
export interface InteractionRuns {
  name: string;
  path: string;
  latenciesMs: number[];
  /** The machine's 1-minute load average as each run started. */
  loadAverages: number[];
  /** Input to the first frame showing the result, per run; empty when the result is not watched. */
  resultMs: number[];
}

const ms = (value: number) => (value === 0 ? '< 16 ms' : `${Math.round(value)} ms`);

/** `96 ms (80-120 ms)`: the median of the runs, then their range. */
function spreadMs(values: readonly number[]): string {
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? ms(low) : `${ms(median(values))} (${ms(low)}-${ms(high)})`;
}

export function interactionLine(runs: InteractionRuns, cpu: InteractionCpu): BenchLine {
  const latency = median(runs.latenciesMs);
  const checks: Check[] = [{ name: 'INP', measured: latency, limit: LIMIT }];
  const result =
    runs.resultMs.length > 0 ? ` · result painted ${spreadMs(runs.resultMs)} after the input` : '';
  return {
    area: 'Interactions',
    subject: `${runs.name} on ${runs.path} (${cpu.cpuSlowdown}x CPU, 375 px; median of ${runs.latenciesMs.length})`,
    measured: `INP ${spreadMs(runs.latenciesMs)}${result} · ${interactionEnvironment(runs.loadAverages, cpu)}`,
    budget: `INP ${describeLimit(LIMIT, (value) => `${value} ms`)}`,
    failed: failedChecks(checks),
  };
}

/** One tap made as soon as the drawn page showed, before the app had hydrated it. */
export interface HydratingTap {
  /** The tap came before hydration ended (else the run says nothing about the window). */
  beforeHydration: boolean;
  /** The menu opened, by the end of hydration and a second after. */
  tookEffect: boolean;
  /** Tap to the first frame showing the open menu, when it opened. */
  resultMs?: number;
  /** Event Timing's latency of the tap itself. */
  latencyMs: number;
  /** How long after the tap hydration ended. */
  hydrationEndedAfterMs: number;
  /** The machine's 1-minute load average as the load started. */
  loadAverage: number;
}

/** The CPU the lines ran with: the slowdown and the benchmark index it was worked out from. */
export interface InteractionCpu {
  cpuSlowdown: number;
  /** NaN when the slowdown was given, not measured. */
  benchmarkIndex: number;
}

/** `load 2.10 (1.80-2.40) · index 3,650`: what a line's runs were measured at. */
export function interactionEnvironment(
  loadAverages: readonly number[],
  cpu: InteractionCpu,
): string {
  const index = Number.isNaN(cpu.benchmarkIndex)
    ? 'index not measured'
    : `index ${Math.round(cpu.benchmarkIndex).toLocaleString('en-US')}`;
  if (loadAverages.length === 0) return index;
  const low = Math.min(...loadAverages).toFixed(2);
  const high = Math.max(...loadAverages).toFixed(2);
  const middle = median(loadAverages).toFixed(2);
  return `load ${low === high ? middle : `${middle} (${low}-${high})`} · ${index}`;
}

export function hydratingTapLine(
  path: string,
  taps: readonly HydratingTap[],
  cpu: InteractionCpu,
): BenchLine {
  const inWindow = taps.filter((tap) => tap.beforeHydration);
  const effective = inWindow.filter((tap) => tap.tookEffect);
  const results = effective.map((tap) => tap.resultMs ?? Number.POSITIVE_INFINITY);
  const worstResult = results.length > 0 ? median(results) : Number.POSITIVE_INFINITY;
  const checks: Check[] = [
    { name: 'lost taps', measured: inWindow.length - effective.length, limit: atMost(0) },
    { name: 'delay', measured: worstResult, limit: LIMIT },
  ];
  const hydration =
    inWindow.length > 0
      ? `; hydration ended ${spreadMs(inWindow.map((tap) => tap.hydrationEndedAfterMs))} after the tap`
      : '';
  const painted = effective.length > 0 ? ` · menu painted ${spreadMs(results)} after the tap` : '';
  return {
    area: 'Interactions',
    subject: `Tap on Menu while ${path} hydrates (${cpu.cpuSlowdown}x CPU, 375 px; ${taps.length} loads, ${inWindow.length} tapped before hydration ended)`,
    measured: `took effect ${effective.length} of ${inWindow.length}${painted} · INP ${inWindow.length > 0 ? spreadMs(inWindow.map((tap) => tap.latencyMs)) : '-'}${hydration} · ${interactionEnvironment(
      taps.map((tap) => tap.loadAverage),
      cpu,
    )}`,
    budget: `no tap lost, menu painted ${describeLimit(LIMIT, (value) => `${value} ms`)} after it`,
    failed: inWindow.length === 0 ? ['no tap before hydration'] : failedChecks(checks),
  };
}

export const INTERACTIONS_NOTE =
  "Interactions: the production build in Debian's Chromium at 375 px (touch), the CPU slowed with Emulation.setCPUThrottlingRate by the calibrated phone's factor, the network not slowed, service workers blocked (the worker's install would compete for the CPU); each run a fresh page, hydrated and idle before the interaction (but the hydrating tap: the Menu button tapped as soon as the drawn page showed it). INP is the Event Timing API's duration of the interaction (input to the next paint, entries of 16 ms or more, grouped by interactionId, as web-vitals' onINP counts); \"result painted\" is the first animation frame after the result appeared in the DOM.";
