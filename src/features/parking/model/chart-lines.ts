/**
 * The geometry of the day chart (components/day-chart.tsx): hourly values as SVG polylines in a
 * box, hour 0 at the left edge and hour 23 at the right, 0 lots at the bottom and the axis' top
 * (a round number at or above every value) at the top. An hour without a value breaks the line.
 */

/** A round top for the axis (1, 1.5, 2, 2.5, 3, 4, 5, 6 or 8 times a power of ten), at least `values`' largest. */
export function axisTop(values: readonly (number | null)[]): number {
  const largest = Math.max(10, ...values.filter((value): value is number => value !== null));
  const power = 10 ** Math.floor(Math.log10(largest));
  const step =
    [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].find((factor) => factor * power >= largest) ?? 10;
  return step * power;
}

export interface Box {
  width: number;
  height: number;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** The x of hour `hour` (0-23) in the box. */
export function hourX(hour: number, box: Box): number {
  return round((hour / 23) * box.width);
}

/** The y of `value` lots on an axis reaching `top`. */
export function valueY(value: number, top: number, box: Box): number {
  return round(box.height * (1 - Math.min(value, top) / top));
}

/** An SVG path of the values: `M` where a run starts, `L` along it; '' without any value. */
export function linePath(values: readonly (number | null)[], top: number, box: Box): string {
  let path = '';
  let drawing = false;
  values.forEach((value, hour) => {
    if (value === null) {
      drawing = false;
      return;
    }
    path += `${drawing ? 'L' : 'M'}${hourX(hour, box)},${valueY(value, top, box)}`;
    drawing = true;
  });
  return path;
}

/** The last hour that has a value, if any (where today's line ends: now). */
export function lastHourWithValue(values: readonly (number | null)[]): number | undefined {
  for (let hour = values.length - 1; hour >= 0; hour -= 1) if (values[hour] !== null) return hour;
  return undefined;
}
