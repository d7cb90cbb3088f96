import { describe, expect, it } from 'vitest';
import { calibrationFrom } from './calibration.ts';
import type { PageFigures, RunEnvironment } from './lighthouse.ts';
import { environmentText, lighthouseLine, setLabel } from './lighthouse-lines.ts';

const figures = (
  performance: number,
  { fcpMs = 1000, mainThreadMs = 2000, tbtMs = 100 } = {},
): PageFigures => ({
  scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
  fcpMs,
  lcpMs: 2000,
  tbtMs,
  cls: 0,
  mainThreadMs,
  domElements: 412,
});

const at = (loadAverage: number, benchmarkIndex: number): RunEnvironment => ({
  loadAverage,
  benchmarkIndex,
});

const page = (path: string, median: PageFigures, environments = [at(1.5, 3600)]) => ({
  label: 'Page',
  path,
  runs: environments.map(() => median),
  median,
  environments,
});

// 3,696 / 264 = 14: the quiet machine.
const calibrated = {
  kind: 'calibrated',
  calibration: calibrationFrom([3696]),
  method: 'applied',
} as const;

describe('Lighthouse lines, default set', () => {
  it('passes a page at performance 95 and shows its figures, load and index', () => {
    const line = lighthouseLine(page('/', figures(95)));
    expect(line.failed).toEqual([]);
    expect(line.subject).toBe('Page / (default, 4x CPU; median of 1)');
    expect(line.measured).toBe(
      'perf 95 · a11y 100 · best practices 100 · SEO 100 · FCP 1.00 s · LCP 2.00 s · TBT 100 ms · CLS 0.000 · main thread 2.00 s · DOM 412 elements · load 1.50 · index 3,600',
    );
    expect(line.budget).toContain('FCP ≤ 1.20 s, main thread ≤ 2.50 s');
  });

  it.each([
    { path: '/', fcpMs: 1300, mainThreadMs: 2000, failed: ['FCP'] },
    { path: '/', fcpMs: 1100, mainThreadMs: 5500, failed: ['main thread'] },
    { path: '/', fcpMs: 1200, mainThreadMs: 2500, failed: [] },
    // Only the home page has these budgets; other pages show the figures.
    { path: '/promotions', fcpMs: 1700, mainThreadMs: 5500, failed: [] },
  ])('judges FCP and main-thread work of $path', ({ path, fcpMs, mainThreadMs, failed }) => {
    expect(lighthouseLine(page(path, figures(99, { fcpMs, mainThreadMs }))).failed).toEqual(failed);
  });

  it('fails a page on every category under its target', () => {
    const median = {
      ...figures(94),
      scores: { performance: 94, accessibility: 98, 'best-practices': 100, seo: 92 },
    };
    expect(lighthouseLine(page('/', median)).failed).toEqual(['perf', 'a11y', 'SEO']);
  });
});

describe('Lighthouse lines, calibrated phone', () => {
  it('names how the slowdown was applied, the slowdown and the index it came from', () => {
    expect(setLabel(calibrated)).toBe('calibrated phone, applied 14x CPU: index 3,696 / 264');
    expect(setLabel({ ...calibrated, method: 'simulated' })).toBe(
      'calibrated phone, simulated 14x CPU: index 3,696 / 264',
    );
    expect(lighthouseLine(page('/events/1', figures(96)), calibrated).subject).toBe(
      'Page /events/1 (calibrated phone, applied 14x CPU: index 3,696 / 264; median of 1)',
    );
  });

  it.each([
    { path: '/events/1', tbtMs: 201, mainThreadMs: 5000, failed: ['TBT'] },
    { path: '/events/1', tbtMs: 200, mainThreadMs: 5000, failed: [] },
    { path: '/', tbtMs: 150, mainThreadMs: 3100, failed: ['main thread'] },
    // The default set's FCP budget is not the phone's: a slow FCP alone does not fail it.
    { path: '/', tbtMs: 150, mainThreadMs: 3000, failed: [] },
  ])(
    'holds TBT ≤ 200 ms everywhere and main thread ≤ 3 s on / ($path, TBT $tbtMs)',
    ({ path, tbtMs, mainThreadMs, failed }) => {
      const median = figures(97, { tbtMs, mainThreadMs, fcpMs: 2500 });
      expect(lighthouseLine(page(path, median), calibrated).failed).toEqual(failed);
    },
  );

  it('fails performance under 95 on the phone too', () => {
    expect(lighthouseLine(page('/search', figures(80)), calibrated).failed).toEqual(['perf']);
  });
});

describe("a line's environment", () => {
  it('gives the median, then the range, of the load and the index over the runs', () => {
    expect(environmentText([at(2.4, 3790), at(1.2, 3480), at(1.85, 3650)])).toBe(
      'load 1.85 (1.20-2.40) · index 3,650 (3,480-3,790)',
    );
  });

  it('gives one value when the runs agree', () => {
    expect(environmentText([at(0.3, 3800), at(0.3, 3800.4)])).toBe('load 0.30 · index 3,800');
  });

  it('is empty without runs', () => {
    expect(environmentText([])).toBe('');
  });
});
