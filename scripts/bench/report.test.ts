import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  benchmarksMarkdown,
  HAND_WRITTEN_MARK,
  handWrittenPart,
  loadVerdict,
  summaryOf,
  type ReportInput,
} from './report.ts';
import type { BenchLine } from './table.ts';

const pass: BenchLine = {
  area: 'Bundle',
  subject: 'CSS',
  measured: '13.0 KB gzip',
  budget: '≤ 25.0 KB',
  failed: [],
};
const fail: BenchLine = {
  area: 'Backend',
  subject: 'Directories',
  measured: '900 req/s',
  budget: '≥ 2000 req/s',
  failed: ['req/s'],
};

const input: ReportInput = {
  date: new Date('2026-11-21T03:04:05Z'),
  machine: {
    cpu: 'AMD EPYC',
    cores: 2,
    ramGb: 23,
    os: 'Debian GNU/Linux 12 (bookworm)',
    node: 'v20.20.2',
    chromium: '141.0.7390.122',
    loadAverage: [3.5, 2, 1.25],
    pageFaultMicros: 11.234,
  },
  lighthouseVersion: '12.8.2',
  command: 'npm run bench',
  lines: [pass, fail],
  notes: ['Backend: autocannon on loopback'],
};

describe('docs/benchmarks.md', () => {
  it('says how many lines miss their budget', () => {
    expect(summaryOf([pass])).toBe('All 1 lines within budget.');
    expect(summaryOf([pass, fail])).toBe('1 of 2 lines miss their budget.');
  });

  it.each([
    [[0.3, 0.2, 0.1], 'quiet'],
    [[1.99, 3, 3], 'quiet'],
    [[2, 0, 0], 'busy'],
    [[3.5, 2, 1.25], 'busy'],
  ])('calls a start with loads %j on 2 cores %s', (loads, verdict) => {
    expect(loadVerdict(loads, 2)).toMatch(new RegExp(`^${verdict}:`));
  });

  it('holds the date, machine, versions, command, table and notes', () => {
    const markdown = benchmarksMarkdown(input);
    expect(markdown).toContain('Measured 2026-11-21 03:04 UTC with `npm run bench`');
    expect(markdown).toContain(
      '- Machine: AMD EPYC, 2 cores, 23 GB RAM, Debian GNU/Linux 12 (bookworm)',
    );
    expect(markdown).toContain(
      '- Load average at the start: 3.50 / 2.00 / 1.25 (1 / 5 / 15 min; busy: the 1-minute load is at or above the 2 cores',
    );
    expect(markdown).toContain('- Memory: 11.23 µs to fault in a fresh 4 KiB page');
    expect(markdown).toContain('- Node v20.20.2, Chromium 141.0.7390.122, Lighthouse 12.8.2');
    expect(markdown).toMatch(
      /\| Backend +\| Directories +\| 900 req\/s +\| ≥ 2000 req\/s +\| FAIL \(req\/s\) +\|/,
    );
    expect(markdown).toContain('- Backend: autocannon on loopback');
  });

  it('keeps the hand-written part after the table, from its mark on', () => {
    const previous = `# Benchmarks\n\nMeasured long ago\n\n${HAND_WRITTEN_MARK}\n\n## History\n\n- 1 KB\n`;
    const kept = handWrittenPart(previous);
    expect(kept).toBe(`${HAND_WRITTEN_MARK}\n\n## History\n\n- 1 KB\n`);
    const markdown = benchmarksMarkdown({ ...input, handWritten: kept });
    expect(markdown).not.toContain('Measured long ago');
    expect(markdown.indexOf('- Backend: autocannon on loopback')).toBeLessThan(
      markdown.indexOf(HAND_WRITTEN_MARK),
    );
    expect(markdown.endsWith('## History\n\n- 1 KB\n')).toBe(true);
    expect(handWrittenPart(markdown)).toBe(kept);
  });

  it('writes the table alone when the file has no hand-written part', () => {
    expect(handWrittenPart('# Benchmarks\n\n| a |\n')).toBe('');
    expect(benchmarksMarkdown(input)).not.toContain(HAND_WRITTEN_MARK);
  });

  it('finds the hand-written part of the real file, which the next run keeps', () => {
    const file = readFileSync(new URL('../../docs/benchmarks.md', import.meta.url), 'utf8');
    expect(handWrittenPart(file)).toMatch(
      /^<!-- Written by hand[^\n]*\n\n## How the bench measures/,
    );
  });
});
