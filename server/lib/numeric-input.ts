/**
 * A payload field the contracts accept as a number or a numeric string (`numeric()` in
 * src/shared/contracts/fields.ts: the real site sends ids both ways), as a number.
 */
export function toNumber(value: string | number): number {
  return typeof value === 'number' ? value : Number(value);
}
