import { describe, expect, it } from 'vitest';
import {
  hydratingTapLine,
  interactionLatency,
  interactionLine,
  type HydratingTap,
} from './interaction-lines.ts';

const cpu = { cpuSlowdown: 14, benchmarkIndex: 3696 };

describe('interaction latency', () => {
  it("is the longest entry of each interaction, the worst interaction's", () => {
    expect(
      interactionLatency([
        { name: 'pointerdown', interactionId: 7, startTime: 100, duration: 40 },
        { name: 'pointerup', interactionId: 7, startTime: 150, duration: 96 },
        { name: 'click', interactionId: 7, startTime: 151, duration: 88 },
        { name: 'keydown', interactionId: 9, startTime: 400, duration: 24 },
      ]),
    ).toBe(96);
  });

  it('leaves out entries that are no interaction (interactionId 0)', () => {
    expect(
      interactionLatency([{ name: 'pointermove', interactionId: 0, startTime: 1, duration: 500 }]),
    ).toBe(0);
  });
});

describe('interaction lines', () => {
  it('passes at 200 ms and shows the median, the range, the paint, load and index', () => {
    const line = interactionLine(
      {
        name: 'Open the mega-menu (Menu)',
        path: '/',
        latenciesMs: [180, 200, 120],
        loadAverages: [2, 3, 2.5],
        resultMs: [150, 170, 130],
      },
      cpu,
    );
    expect(line.failed).toEqual([]);
    expect(line.subject).toBe('Open the mega-menu (Menu) on / (14x CPU, 375 px; median of 3)');
    expect(line.measured).toBe(
      'INP 180 ms (120 ms-200 ms) · result painted 150 ms (130 ms-170 ms) after the input · load 2.50 (2.00-3.00) · index 3,696',
    );
  });

  it('fails past 200 ms and says when Event Timing saw nothing (under 16 ms)', () => {
    const line = interactionLine(
      { name: 'Type', path: '/d', latenciesMs: [0, 240, 260], loadAverages: [1], resultMs: [] },
      { cpuSlowdown: 10, benchmarkIndex: Number.NaN },
    );
    expect(line.failed).toEqual(['INP']);
    expect(line.measured).toBe('INP 240 ms (< 16 ms-260 ms) · load 1.00 · index not measured');
  });
});

const tap = (overrides: Partial<HydratingTap>): HydratingTap => ({
  beforeHydration: true,
  tookEffect: true,
  resultMs: 120,
  latencyMs: 80,
  hydrationEndedAfterMs: 900,
  loadAverage: 2,
  ...overrides,
});

describe('the tap during hydration', () => {
  it('passes when every tap before hydration opened the menu within 200 ms', () => {
    const line = hydratingTapLine('/', [tap({}), tap({ resultMs: 180 })], cpu);
    expect(line.failed).toEqual([]);
    expect(line.measured).toContain(
      'took effect 2 of 2 · menu painted 150 ms (120 ms-180 ms) after the tap',
    );
  });

  it('fails a lost tap (today a tap in that window is lost)', () => {
    const line = hydratingTapLine(
      '/',
      [tap({ tookEffect: false, resultMs: undefined }), tap({})],
      cpu,
    );
    expect(line.failed).toEqual(['lost taps']);
    expect(line.measured).toContain('took effect 1 of 2');
  });

  it('fails a tap answered late', () => {
    expect(hydratingTapLine('/', [tap({ resultMs: 900 })], cpu).failed).toEqual(['delay']);
  });

  it('says nothing passed when no tap came before hydration ended', () => {
    const line = hydratingTapLine('/', [tap({ beforeHydration: false })], cpu);
    expect(line.failed).toEqual(['no tap before hydration']);
    expect(line.subject).toContain('1 loads, 0 tapped before hydration ended');
  });
});
