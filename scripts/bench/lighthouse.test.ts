import { describe, expect, it } from 'vitest';
import {
  benchmarkIndexNote,
  medianFigures,
  paintGraphNote,
  unscoredReason,
  type PageFigures,
} from './lighthouse.ts';

const run = (
  performance: number,
  lcpMs: number,
  tbtMs: number,
  cls: number,
  { fcpMs = 1000, mainThreadMs = 2000 } = {},
): PageFigures => ({
  scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
  fcpMs,
  lcpMs,
  tbtMs,
  cls,
  mainThreadMs,
  domElements: 300,
});

describe('Lighthouse figures', () => {
  it('takes the median of each figure on its own', () => {
    const figures = medianFigures([
      run(91, 2600, 150, 0, { fcpMs: 1500, mainThreadMs: 3000 }),
      run(97, 1800, 300, 0.1, { fcpMs: 1100, mainThreadMs: 5000 }),
      run(95, 2100, 90, 0.02, { fcpMs: 1200, mainThreadMs: 2000 }),
    ]);
    expect(figures).toEqual(run(95, 2100, 150, 0.02, { fcpMs: 1200, mainThreadMs: 3000 }));
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

describe("what Lighthouse's FCP waited for", () => {
  it('names each request and spans the main-thread tasks', () => {
    const note = paintGraphNote('/', {
      fcpMs: 1841,
      nodes: [
        { what: 'Document / 17.8 KB VeryHigh', startMs: 0, endMs: 794 },
        { what: 'Stylesheet /assets/style-x.css 15.7 KB VeryHigh', startMs: 794, endMs: 988 },
        { what: 'task', startMs: 794, endMs: 830 },
        { what: 'Script /assets/index-x.js 115.7 KB High', startMs: 897, endMs: 1841 },
        { what: 'task', startMs: 900, endMs: 1108 },
      ],
    });
    expect(note).toBe(
      'Lighthouse FCP of /, last run (simulated 1.84 s), waited for: Document / 17.8 KB VeryHigh (0.00-0.79 s); Stylesheet /assets/style-x.css 15.7 KB VeryHigh (0.79-0.99 s); Script /assets/index-x.js 115.7 KB High (0.90-1.84 s); 2 main-thread tasks (0.79-1.11 s).',
    );
  });
});

describe('a run without a performance score', () => {
  type Run = Parameters<typeof unscoredReason>[0];
  const audit = (id: string, scoreDisplayMode: string, errorMessage?: string) => ({
    id,
    title: id,
    description: '',
    score: null,
    scoreDisplayMode,
    ...(errorMessage && { errorMessage }),
  });

  it('is lost, with the failed audit named', () => {
    const lost = {
      categories: { performance: { id: 'performance', title: 'Performance', score: null } },
      audits: {
        'first-contentful-paint': audit('first-contentful-paint', 'numeric'),
        'total-blocking-time': audit(
          'total-blocking-time',
          'error',
          'Your page took too long to load. (NO_TTI_CPU_IDLE_PERIOD)',
        ),
      },
    } as unknown as Run;
    expect(unscoredReason(lost)).toBe(
      'total-blocking-time: Your page took too long to load. (NO_TTI_CPU_IDLE_PERIOD)',
    );
  });

  it('is not lost with a score, even a score of 0', () => {
    const scored = {
      categories: { performance: { id: 'performance', title: 'Performance', score: 0 } },
      audits: {},
    } as unknown as Run;
    expect(unscoredReason(scored)).toBeUndefined();
  });
});
