/**
 * A budget phone for Lighthouse (issue 39): its default mobile run slows this machine's CPU four
 * times, and this machine is fast (a benchmark index of about 3,800 when quiet, twice a high-end
 * desktop), so "four times slower" is a fast phone. Chrome DevTools calibrates its "low-tier
 * mobile" preset to a benchmark index of about 264; Lighthouse's throttling docs give the
 * relation: slowdown = the machine's index / the device's index. The bench measures the index
 * (Lighthouse's own, `lhr.environment.benchmarkIndex`), and runs every page a second time with
 * that slowdown.
 */
import { median } from './stats.ts';

/** The benchmark index Chrome DevTools' "low-tier mobile" CPU preset is calibrated to. */
export const LOW_TIER_MOBILE_BENCHMARK_INDEX = 264;

/**
 * Bounds of the slowdown: never faster than the machine itself, and no more than 30 times
 * slower (a machine that slow or that fast is a broken measure, not a phone).
 */
export const SLOWDOWN_BOUNDS = { min: 1, max: 30 } as const;

/** Lighthouse's default mobile run: four times the machine's task times. */
export const DEFAULT_CPU_SLOWDOWN = 4;

export interface Calibration {
  /** The index the slowdown was worked out from (the median of `samples`). */
  benchmarkIndex: number;
  /** Every index measured for it. */
  samples: number[];
  /** `benchmarkIndex / 264`, bounded, to one decimal: what Lighthouse and Chromium are given. */
  cpuSlowdown: number;
  /** Whether the bound changed it (a machine slower than the phone, say). */
  bounded: boolean;
  /** Given on the command line (`--cpu-slowdown`) instead of measured. */
  given: boolean;
}

/** The CPU slowdown that makes a machine of `benchmarkIndex` a low-tier phone. */
export function calibratedSlowdown(benchmarkIndex: number): {
  cpuSlowdown: number;
  bounded: boolean;
} {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0)
    throw new Error(`A benchmark index must be a positive number, not ${benchmarkIndex}`);
  const exact = benchmarkIndex / LOW_TIER_MOBILE_BENCHMARK_INDEX;
  const bounded = Math.min(SLOWDOWN_BOUNDS.max, Math.max(SLOWDOWN_BOUNDS.min, exact));
  return { cpuSlowdown: Math.round(bounded * 10) / 10, bounded: bounded !== exact };
}

/** The calibration from the indexes measured on this machine now. */
export function calibrationFrom(samples: readonly number[]): Calibration {
  if (samples.length === 0) throw new Error('No benchmark index was measured');
  const benchmarkIndex = median(samples);
  return {
    benchmarkIndex,
    samples: [...samples],
    ...calibratedSlowdown(benchmarkIndex),
    given: false,
  };
}

/** A slowdown given on the command line: no index measured for it. */
export function givenCalibration(cpuSlowdown: number): Calibration {
  if (
    !Number.isFinite(cpuSlowdown) ||
    cpuSlowdown < SLOWDOWN_BOUNDS.min ||
    cpuSlowdown > SLOWDOWN_BOUNDS.max
  )
    throw new Error(
      `--cpu-slowdown must be between ${SLOWDOWN_BOUNDS.min} and ${SLOWDOWN_BOUNDS.max}, not ${cpuSlowdown}`,
    );
  return { benchmarkIndex: Number.NaN, samples: [], cpuSlowdown, bounded: false, given: true };
}

const whole = (value: number) => Math.round(value).toLocaleString('en-US');

/** `13.8x (benchmark index 3,650 / 264)`: the slowdown as the table's lines name it. */
export function slowdownLabel(calibration: Calibration): string {
  return calibration.given
    ? `${calibration.cpuSlowdown}x CPU, given`
    : `${calibration.cpuSlowdown}x CPU: index ${whole(calibration.benchmarkIndex)} / ${LOW_TIER_MOBILE_BENCHMARK_INDEX}${calibration.bounded ? ', bounded' : ''}`;
}

/** The calibration as a note under the table. */
export function calibrationNote(calibration: Calibration): string {
  if (calibration.given)
    return `Calibrated phone: a CPU slowdown of ${calibration.cpuSlowdown}x given on the command line (--cpu-slowdown), not measured.`;
  const range =
    calibration.samples.length > 1
      ? ` (median of ${calibration.samples.length} runs: ${calibration.samples.map(whole).join(', ')})`
      : '';
  // Lighthouse slows the task times the machine shows: a busy machine is already slow, so its
  // phone needs less slowdown than the default's, and the default's phone is slower than 264.
  const busy =
    calibration.cpuSlowdown < DEFAULT_CPU_SLOWDOWN
      ? ` The machine was busy (an index under ${whole(DEFAULT_CPU_SLOWDOWN * LOW_TIER_MOBILE_BENCHMARK_INDEX)}): the calibrated phone is slowed less than the default's ${DEFAULT_CPU_SLOWDOWN}x, which on this machine now emulates a phone slower than the low-tier one.`
      : '';
  return `Calibrated phone: Lighthouse's CPU benchmark index of this machine was ${whole(calibration.benchmarkIndex)}${range} when the bench started; Chrome DevTools' low-tier mobile preset is calibrated to ${LOW_TIER_MOBILE_BENCHMARK_INDEX}, so the calibrated lines run with throttling.cpuSlowdownMultiplier ${calibration.cpuSlowdown} (index / ${LOW_TIER_MOBILE_BENCHMARK_INDEX}, bounded to ${SLOWDOWN_BOUNDS.min}-${SLOWDOWN_BOUNDS.max}${calibration.bounded ? ': the bound applied' : ''}), the default lines with Lighthouse's ${DEFAULT_CPU_SLOWDOWN}x.${busy}`;
}
