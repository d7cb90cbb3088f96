/**
 * docs/benchmarks.md: the bench's table with when, where and how it was measured, then a part
 * written by hand (how the bench measures, the history of its figures), which the bench keeps.
 */
import type { Machine } from './machine.ts';
import { countFailures, formatTable, type BenchLine } from './table.ts';

export interface ReportInput {
  date: Date;
  machine: Machine;
  lighthouseVersion: string;
  command: string;
  lines: BenchLine[];
  /** Lines under the table: what Lighthouse flagged, how the load was generated. */
  notes: string[];
  /** The file's hand-written part as it stands (`handWrittenPart`), written after the table. */
  handWritten?: string;
}

/** Where the hand-written part of docs/benchmarks.md starts: the bench keeps it and all after. */
export const HAND_WRITTEN_MARK =
  '<!-- Written by hand from here on: npm run bench rewrites the part above and keeps this part. -->';

/** The hand-written part of the file's text `current`, from its mark on; '' when it has none. */
export function handWrittenPart(current: string): string {
  const at = current.indexOf(HAND_WRITTEN_MARK);
  return at === -1 ? '' : current.slice(at);
}

export function summaryOf(lines: readonly BenchLine[]): string {
  const failures = countFailures(lines);
  return failures === 0
    ? `All ${lines.length} lines within budget.`
    : `${failures} of ${lines.length} lines miss their budget.`;
}

/** Whether other work competed with the bench for the CPU when it started (1-minute load). */
export function loadVerdict(loadAverage: readonly number[], cores: number): string {
  const [oneMinute = 0] = loadAverage;
  return oneMinute >= cores
    ? `busy: the 1-minute load is at or above the ${cores} cores, other work was competing for the CPU`
    : `quiet: the 1-minute load is below the ${cores} cores`;
}

export function benchmarksMarkdown(input: ReportInput): string {
  const { machine } = input;
  return [
    '# Benchmarks',
    '',
    `Measured ${input.date.toISOString().slice(0, 16).replace('T', ' ')} UTC with \`${input.command}\`, which writes this file up to its hand-written part.`,
    '',
    `- Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.ramGb} GB RAM, ${machine.os}`,
    `- Load average at the start: ${machine.loadAverage.map((load) => load.toFixed(2)).join(' / ')} (1 / 5 / 15 min; ${loadVerdict(machine.loadAverage, machine.cores)})`,
    `- Memory: ${machine.pageFaultMicros.toFixed(2)} µs to fault in a fresh 4 KiB page (best of 3 over 256 MB). Browser start-up and first layout slow down with it, and Lighthouse's scores with them: compare runs only where this is alike`,
    `- Node ${machine.node}, Chromium ${machine.chromium}, Lighthouse ${input.lighthouseVersion}`,
    '',
    formatTable(input.lines),
    '',
    summaryOf(input.lines),
    '',
    ...input.notes.map((note) => `- ${note}`),
    '',
    ...(input.handWritten ? [input.handWritten.trimEnd(), ''] : []),
  ].join('\n');
}
