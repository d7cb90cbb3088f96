/**
 * The layout algorithm's core: shops of one zone along its corridor. The corridor's free frontage
 * is a list of runs (stretches of wall between openings, lifts and other reserved slots), walked in
 * unit-number order; `count` shops get equal frontage, spread over the runs in proportion to their
 * length, each run's shops centred in it. Frontage never exceeds `maxFrontage` (big runs keep some
 * wall) and never falls below `minFrontage` (the zone is full: the plan needs more corridor).
 */

export interface FillOptions {
  maxFrontage: number;
  minFrontage: number;
}

/** One shop's stretch: `run` is the index of the run, `start`/`end` metres from the run's start. */
export interface RunPlacement {
  run: number;
  start: number;
  end: number;
}

export class ZoneFullError extends Error {
  override readonly name = 'ZoneFullError';
}

function capacities(lengths: readonly number[], frontage: number): number[] {
  return lengths.map((length) => Math.floor(length / frontage + 1e-9));
}

/** The largest frontage (at most `maxFrontage`) at which `count` shops fit in whole numbers per run. */
function fittingFrontage(
  lengths: readonly number[],
  count: number,
  { maxFrontage, minFrontage }: FillOptions,
): number {
  const total = lengths.reduce((sum, length) => sum + length, 0);
  let frontage = Math.min(maxFrontage, total / count);
  if (frontage < minFrontage)
    throw new ZoneFullError(
      `${count} units do not fit in ${total.toFixed(1)} m of frontage at ${minFrontage} m each`,
    );
  while (capacities(lengths, frontage).reduce((sum, cap) => sum + cap, 0) < count) {
    frontage *= 0.98;
    if (frontage < minFrontage) {
      throw new ZoneFullError(
        `${count} units do not fit in ${total.toFixed(1)} m of frontage at ${minFrontage} m each`,
      );
    }
  }
  return frontage;
}

/** How many shops each run takes: proportional to length (largest remainder), within capacity. */
function shares(lengths: readonly number[], count: number, caps: readonly number[]): number[] {
  const total = lengths.reduce((sum, length) => sum + length, 0);
  const quotas = lengths.map((length) => (count * length) / total);
  const taken = quotas.map((quota, i) => Math.min(caps[i]!, Math.floor(quota)));
  let remaining = count - taken.reduce((sum, n) => sum + n, 0);
  while (remaining > 0) {
    let best = -1;
    for (let i = 0; i < lengths.length; i += 1) {
      if (taken[i]! >= caps[i]!) continue;
      if (best < 0 || quotas[i]! - taken[i]! > quotas[best]! - taken[best]!) best = i;
    }
    taken[best] = taken[best]! + 1;
    remaining -= 1;
  }
  return taken;
}

export function fillRuns(
  lengths: readonly number[],
  count: number,
  options: FillOptions,
): RunPlacement[] {
  if (count === 0) return [];
  if (lengths.length === 0) throw new ZoneFullError(`${count} units but no frontage`);
  const frontage = fittingFrontage(lengths, count, options);
  const perRun = shares(lengths, count, capacities(lengths, frontage));
  const placements: RunPlacement[] = [];
  perRun.forEach((n, run) => {
    if (n === 0) return;
    const width = Math.min(options.maxFrontage, lengths[run]! / n);
    const offset = (lengths[run]! - width * n) / 2;
    for (let i = 0; i < n; i += 1)
      placements.push({ run, start: offset + i * width, end: offset + (i + 1) * width });
  });
  return placements;
}

/** The free stretches of [from, to] once the reserved intervals are taken out, in order. */
export function freeIntervals(
  from: number,
  to: number,
  reserved: readonly (readonly [number, number])[],
): [number, number][] {
  const sorted = [...reserved].sort((a, b) => a[0] - b[0]);
  const free: [number, number][] = [];
  let cursor = from;
  for (const [start, end] of sorted) {
    if (end <= cursor || start >= to) continue;
    if (start > cursor) free.push([cursor, start]);
    cursor = Math.max(cursor, end);
  }
  if (cursor < to) free.push([cursor, to]);
  return free.filter(([start, end]) => end - start > 0.5);
}
