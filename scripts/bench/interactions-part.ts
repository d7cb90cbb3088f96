/**
 * The bench's interactions area: interactions.ts's measures on the calibrated phone (the same CPU
 * slowdown as the calibrated Lighthouse lines), as lines of the table with the machine's load and
 * the benchmark index the slowdown came from.
 */
import { loadavg } from 'node:os';
import { slowdownLabel, type Calibration } from './calibration.ts';
import { hydratingTapLine, interactionLine, INTERACTIONS_NOTE } from './interaction-lines.ts';
import { measureInteractions } from './interactions.ts';
import type { BenchLine } from './table.ts';

export async function interactionsPart(options: {
  origin: string;
  runs: number;
  calibration: () => Promise<Calibration>;
  log: (message: string) => void;
}): Promise<{ lines: BenchLine[]; notes: string[] }> {
  const calibration = await options.calibration();
  const [loadBefore = 0] = loadavg();
  const measured = await measureInteractions({
    origin: options.origin,
    cpuSlowdown: calibration.cpuSlowdown,
    runs: options.runs,
    log: options.log,
  });
  const [loadAfter = 0] = loadavg();
  const cpu = { cpuSlowdown: calibration.cpuSlowdown, benchmarkIndex: calibration.benchmarkIndex };
  const lines = [
    ...measured.runs.map((runs) => interactionLine(runs, cpu)),
    hydratingTapLine(measured.hydratingPath, measured.hydratingTaps, cpu),
  ];
  return {
    lines,
    notes: [
      INTERACTIONS_NOTE,
      `Interactions ran with ${slowdownLabel(calibration)}; the machine's 1-minute load was ${loadBefore.toFixed(2)} as they started and ${loadAfter.toFixed(2)} as they ended.`,
    ],
  };
}
