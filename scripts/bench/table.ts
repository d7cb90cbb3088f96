/**
 * The bench's one table: a line per figure with its budget and whether it holds, as Markdown that
 * reads the same in a terminal (columns padded) and in docs/benchmarks.md.
 */
export interface BenchLine {
  /** Bundle, Lighthouse, Backend: the part of the bench a line belongs to. */
  area: string;
  subject: string;
  measured: string;
  /** Empty for a figure reported without a budget. */
  budget: string;
  /** Names of the figures over (or under) budget; null when the line has no budget. */
  failed: string[] | null;
}

export const TABLE_HEADINGS = ['Area', 'What', 'Measured', 'Budget', 'Result'] as const;

/** `pass`, `FAIL (performance, LCP)`, or `–` for a figure reported without a budget. */
export function resultOf(failed: readonly string[] | null): string {
  if (failed === null) return '–';
  return failed.length === 0 ? 'pass' : `FAIL (${failed.join(', ')})`;
}

/** A pipe inside a cell would split it into two columns; a line break would end the row. */
const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

export function formatTable(lines: readonly BenchLine[]): string {
  const rows = lines.map((line) =>
    [line.area, line.subject, line.measured, line.budget, resultOf(line.failed)].map(cell),
  );
  const headings = TABLE_HEADINGS.map(cell);
  const widths = headings.map((heading, column) =>
    Math.max(heading.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const format = (row: string[]) =>
    `| ${row.map((text, column) => text.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [
    format(headings),
    `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`,
    ...rows.map(format),
  ].join('\n');
}

/** How many lines missed their budget, for the exit code and the summary under the table. */
export function countFailures(lines: readonly BenchLine[]): number {
  return lines.filter((line) => (line.failed?.length ?? 0) > 0).length;
}
