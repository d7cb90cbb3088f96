import { describe, expect, it } from 'vitest';
import {
  benchmarkIndexNote,
  lighthouseLine,
  medianFigures,
  type PageFigures,
} from './lighthouse.ts';

const run = (performance: number, lcpMs: number, tbtMs: number, cls: number): PageFigures => ({
  scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
  lcpMs,
  tbtMs,
  cls,
});

describe('Lighthouse figures', () => {
  it('takes the median of each figure on its own', () => {
    const figures = medianFigures([
      run(91, 2600, 150, 0),
      run(97, 1800, 300, 0.1),
      run(95, 2100, 90, 0.02),
    ]);
    expect(figures).toEqual(run(95, 2100, 150, 0.02));
  });

  it('passes a page at performance 95 with the other categories at 100', () => {
    const line = lighthouseLine({
      label: 'Home',
      path: '/',
      runs: [run(95, 2000, 100, 0)],
      median: run(95, 2000, 100, 0),
    });
    expect(line.failed).toEqual([]);
    expect(line.measured).toBe(
      'perf 95 · a11y 100 · best practices 100 · SEO 100 · LCP 2.00 s · TBT 100 ms · CLS 0.000',
    );
  });

  it('fails a page on every category under its target', () => {
    const median = {
      ...run(94, 2000, 100, 0),
      scores: { performance: 94, accessibility: 98, 'best-practices': 100, seo: 92 },
    };
    const line = lighthouseLine({ label: 'Home', path: '/', runs: [median], median });
    expect(line.failed).toEqual(['perf', 'a11y', 'SEO']);
  });
});

describe("Lighthouse's benchmark index", () => {
  it('is noted as the median and range of every run', () => {
    expect(benchmarkIndexNote([1589, 2478.5, 2561, 1370.5])).toContain(
      'over the 4 runs: median 2034, 1371 to 2561.',
    );
  });

  it('is not noted when no page was audited', () => {
    expect(benchmarkIndexNote([])).toBeUndefined();
  });
});
