import { describe, expect, it } from 'vitest';
import {
  calibratedSlowdown,
  calibrationFrom,
  calibrationNote,
  givenCalibration,
  slowdownLabel,
} from './calibration.ts';

describe('the calibrated slowdown', () => {
  it.each([
    // The quiet machine: about 14 times.
    { index: 3696, cpuSlowdown: 14, bounded: false },
    { index: 3800, cpuSlowdown: 14.4, bounded: false },
    { index: 1320, cpuSlowdown: 5, bounded: false },
    // Exactly the phone, and slower than it: never faster than the machine itself.
    { index: 264, cpuSlowdown: 1, bounded: false },
    { index: 120, cpuSlowdown: 1, bounded: true },
    // A machine past 30 phones is a broken measure: bounded.
    { index: 264 * 30, cpuSlowdown: 30, bounded: false },
    { index: 9000, cpuSlowdown: 30, bounded: true },
  ])('is index $index / 264, bounded to 1-30: $cpuSlowdown', ({ index, cpuSlowdown, bounded }) => {
    expect(calibratedSlowdown(index)).toEqual({ cpuSlowdown, bounded });
  });

  it.each([0, -5, Number.NaN, Number.POSITIVE_INFINITY])('refuses an index of %s', (index) => {
    expect(() => calibratedSlowdown(index)).toThrow('positive number');
  });

  it('works from the median of the indexes measured', () => {
    const calibration = calibrationFrom([3900, 2640, 3300]);
    expect(calibration).toEqual({
      benchmarkIndex: 3300,
      samples: [3900, 2640, 3300],
      cpuSlowdown: 12.5,
      bounded: false,
      given: false,
    });
    expect(slowdownLabel(calibration)).toBe('12.5x CPU: index 3,300 / 264');
    expect(calibrationNote(calibration)).toContain(
      'was 3,300 (median of 3 runs: 3,900, 2,640, 3,300) when the bench started',
    );
    expect(calibrationNote(calibration)).toContain('throttling.cpuSlowdownMultiplier 12.5');
  });

  it('says when a busy machine makes the phone slowed less than the default', () => {
    expect(calibrationNote(calibrationFrom([467]))).toContain(
      'The machine was busy (an index under 1,056): the calibrated phone is slowed less than the default',
    );
    expect(calibrationNote(calibrationFrom([3696]))).not.toContain('busy');
  });

  it('says when the bound applied', () => {
    const calibration = calibrationFrom([100]);
    expect(slowdownLabel(calibration)).toBe('1x CPU: index 100 / 264, bounded');
    expect(calibrationNote(calibration)).toContain('the bound applied');
  });

  it('needs at least one index', () => {
    expect(() => calibrationFrom([])).toThrow('No benchmark index');
  });
});

describe('a slowdown given on the command line', () => {
  it('is used as given and labelled so', () => {
    const calibration = givenCalibration(10);
    expect(calibration.cpuSlowdown).toBe(10);
    expect(slowdownLabel(calibration)).toBe('10x CPU, given');
  });

  it.each([0.5, 31, Number.NaN])('is refused outside 1-30: %s', (value) => {
    expect(() => givenCalibration(value)).toThrow('--cpu-slowdown must be between 1 and 30');
  });
});
