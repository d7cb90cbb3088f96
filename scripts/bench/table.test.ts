import { describe, expect, it } from 'vitest';
import { countFailures, formatTable, resultOf, type BenchLine } from './table.ts';

const lines: BenchLine[] = [
  {
    area: 'Bundle',
    subject: 'First-load CSS of /',
    measured: '13.0 KB gzip',
    budget: '≤ 25.0 KB',
    failed: [],
  },
  {
    area: 'Lighthouse',
    subject: 'Home /',
    measured: 'perf 90',
    budget: 'perf ≥ 95',
    failed: ['perf'],
  },
  { area: 'Backend', subject: 'Search a|b', measured: '900 req/s', budget: '', failed: null },
];

describe('bench table', () => {
  it('says pass, FAIL with the failed figures, or a dash for a line without budget', () => {
    expect(resultOf([])).toBe('pass');
    expect(resultOf(['perf', 'LCP'])).toBe('FAIL (perf, LCP)');
    expect(resultOf(null)).toBe('–');
  });

  it('formats a Markdown table with padded columns, one row per line', () => {
    const rows = formatTable(lines).split('\n');
    expect(rows).toHaveLength(2 + lines.length);
    expect(rows[0]).toMatch(/^\| Area +\| What +\| Measured +\| Budget +\| Result +\|$/);
    expect(rows[1]).toMatch(/^\| -+ \| -+ \| -+ \| -+ \| -+ \|$/);
    expect(rows[3]).toContain('| FAIL (perf) |');
    // Every row is as wide as the heading row: columns line up in a terminal.
    expect(new Set(rows.map((row) => row.length)).size).toBe(1);
  });

  it('escapes a pipe inside a cell so it stays one column', () => {
    const row = formatTable(lines).split('\n')[4] ?? '';
    expect(row).toContain('Search a\\|b');
    expect(row.replace(/\\\|/g, '').split('|')).toHaveLength(7);
  });

  it('counts only lines that missed a budget', () => {
    expect(countFailures(lines)).toBe(1);
  });
});
