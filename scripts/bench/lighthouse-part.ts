/**
 * The bench's Lighthouse area: every bench page with Lighthouse's default CPU slowdown and with the
 * calibrated phone's (calibration.ts), each the median of `runs` runs, page by page (a page's two
 * sets run one after the other, so a change in the machine's load falls on both alike). Lines of
 * the default set first, then the calibrated ones. The default set is Lighthouse's own (simulated);
 * the calibrated phone is applied unless `calibratedMethod` says otherwise (lighthouse.ts says why).
 */
import { calibrationNote, type Calibration } from './calibration.ts';
import {
  auditPage,
  benchmarkIndexNote,
  medianFigures,
  paintGraphNote,
  type Flag,
  type ThrottlingMethod,
} from './lighthouse.ts';
import { lighthouseLine, setLabel, type ThrottlingSet } from './lighthouse-lines.ts';
import type { BenchLine } from './table.ts';
import type { BenchPage } from './targets.ts';

export type SetName = ThrottlingSet['kind'];

export interface LighthousePartOptions {
  origin: string;
  pages: readonly BenchPage[];
  runs: number;
  sets: readonly SetName[];
  /** The calibrated phone, measured (or given) once for the bench. */
  calibration: () => Promise<Calibration>;
  /** How the calibrated phone's slowdown is applied. */
  calibratedMethod: ThrottlingMethod;
  log: (message: string) => void;
}

function flagNote(path: string, flags: readonly Flag[], set: ThrottlingSet): string | undefined {
  if (flags.length === 0) return undefined;
  return `Lighthouse flags on ${path} (${set.kind}): ${flags.map((flag) => `${flag.category} ${flag.id}${flag.displayValue ? ` (${flag.displayValue})` : ''}`).join('; ')}`;
}

export async function lighthousePart(
  options: LighthousePartOptions,
): Promise<{ lines: BenchLine[]; notes: string[] }> {
  const { runs, log } = options;
  const lines = new Map<SetName, BenchLine[]>(options.sets.map((name) => [name, []]));
  const notes: string[] = [];
  const indexes: number[] = [];
  const calibration = options.sets.includes('calibrated') ? await options.calibration() : undefined;
  for (const page of options.pages) {
    for (const name of options.sets) {
      const set: ThrottlingSet =
        name === 'calibrated' && calibration
          ? { kind: 'calibrated', calibration, method: options.calibratedMethod }
          : { kind: 'default' };
      log(`Lighthouse ${page.path}, ${setLabel(set)} (${runs} run${runs > 1 ? 's' : ''})...`);
      const audited = await auditPage(options.origin + page.path, runs, undefined, {
        paintGraph: page.path === '/' && set.kind === 'default',
        ...(set.kind === 'calibrated' && {
          cpuSlowdown: set.calibration.cpuSlowdown,
          method: set.method,
        }),
      });
      indexes.push(...audited.environments.map((run) => run.benchmarkIndex));
      if (audited.paintGraph) notes.push(paintGraphNote(page.path, audited.paintGraph));
      const result = { ...page, ...audited, median: medianFigures(audited.runs) };
      lines.get(name)?.push(lighthouseLine(result, set));
      const flags = flagNote(page.path, audited.flags, set);
      if (flags) notes.push(flags);
    }
  }
  if (calibration) notes.push(calibrationNote(calibration));
  const indexNote = benchmarkIndexNote(indexes);
  if (indexNote) notes.push(indexNote);
  const calibratedHow =
    options.calibratedMethod === 'applied'
      ? `the calibrated phone's applied (throttlingMethod devtools: Chromium runs the page's CPU that many times slower, as DevTools' calibrated presets do, and the network at 562.5 ms round trips, 1.47 Mbit/s)`
      : 'the calibrated phone simulated as well';
  notes.push(
    `Lighthouse: mobile configuration (the default set simulated: 150 ms round trips, 1.6 Mbit/s, each task's time multiplied; ${calibratedHow}), categories performance, accessibility, best practices and SEO; each run in a fresh headless Chromium; every figure is the median of its ${runs} runs; "load" is the machine's 1-minute load average as each run started and "index" Lighthouse's CPU benchmark index of that run (median, then lowest-highest).`,
  );
  return { lines: options.sets.flatMap((name) => lines.get(name) ?? []), notes };
}
