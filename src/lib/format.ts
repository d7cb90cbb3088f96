/**
 * Money and number formats of the spec (section 9), in the site's one number style, en-SG's:
 * digits grouped in threes by commas, a point before the decimals, rounded half away from zero.
 *
 * Written out rather than asked of `Intl.NumberFormat`: a page's first Intl number or date format
 * loads the locale's data, some 25-50 ms of this machine's time in a fresh browser (four times
 * that on a phone), one long task in the middle of a priced page's hydration (a room, a store's
 * offers, the picker's days). `format.test.ts` holds every format here to Intl's own answers.
 */

/** What a price shows when there is none (spec section 9: "a dash when empty"). */
export const NO_PRICE = '-';

/**
 * `abs` (not negative) with exactly `digits` decimals, rounded half away from zero on its
 * shortest decimal form (`1.005` to `1.01`), as Intl rounds: not on its binary value, as
 * `toFixed` does (`1.005` is a little under it, so `1.00`).
 */
function fixed(abs: number, digits: number): string {
  const shortest = String(abs);
  if (shortest.includes('e')) {
    // Under 1e-6, toFixed is right; from 1e21 on a double is a whole number, which it writes so.
    if (abs < 1) return abs.toFixed(digits);
    return `${BigInt(abs).toString()}${digits ? `.${'0'.repeat(digits)}` : ''}`;
  }
  const scaled = String(Math.round(Number(`${shortest}e${digits}`))).padStart(digits + 1, '0');
  return digits === 0 ? scaled : `${scaled.slice(0, -digits)}.${scaled.slice(-digits)}`;
}

/** `n` with `minFraction` to `maxFraction` decimals, its whole part grouped (`1,234.5`) or not. */
function decimal(n: number, minFraction: number, maxFraction: number, grouped = true): string {
  const [whole = '0', fraction = ''] = fixed(Math.abs(n), maxFraction).split('.');
  let shown = fraction;
  while (shown.length > minFraction && shown.endsWith('0')) shown = shown.slice(0, -1);
  const sign = n < 0 || Object.is(n, -0) ? '-' : '';
  const digits = grouped ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : whole;
  return `${sign}${digits}${shown && `.${shown}`}`;
}

/** `$12.50`, `$1,200.00`, or a dash when there is no amount. */
export function formatMoney(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return NO_PRICE;
  return `${amount < 0 ? '-' : ''}$${decimal(Math.abs(amount), 2, 2)}`;
}

/** Points with thousands separators: `1,500 pts` is built by callers from this. */
export function formatCount(n: number): string {
  return decimal(n, 0, 3);
}

/** A whole amount as it is, else with its cents: `1,200`, `99.50`. */
export function formatAmount(n: number): string {
  return Number.isInteger(n) ? decimal(n, 0, 0) : decimal(n, 2, 2);
}

/** Thousands, millions, billions, trillions (their powers of ten), largest first. */
const COMPACT_UNITS = [
  [12, 'T'],
  [9, 'B'],
  [6, 'M'],
  [3, 'K'],
] as const;

/** `abs` in units of 10^`power`, shifted in decimal (no binary division's remainder). */
const shifted = (abs: number, power: number) =>
  String(abs).includes('e') ? abs / 10 ** power : Number(`${abs}e-${power}`);

/** Short, with one decimal at most: `180`, `99.5`, `1.2K`, `12K`, `3.4M`. */
export function formatCompact(n: number): string {
  const abs = Math.abs(n);
  const sign = n < 0 || Object.is(n, -0) ? '-' : '';
  const unitAt = COMPACT_UNITS.findIndex(([power]) => abs >= 10 ** power);
  // Rounding may reach a thousand of a unit (999.96K is 1M): then the next unit up shows it.
  for (let index = unitAt === -1 ? COMPACT_UNITS.length : unitAt; ; index--) {
    const [power, suffix] = COMPACT_UNITS[index] ?? [0, ''];
    const value = shifted(abs, power);
    // Short numbers group only from five digits on (10,000T), as Intl's compact notation does.
    const shown = decimal(value, 0, 1, value >= 9999.95);
    if (index === 0 || Number(shown) < 1000) return `${sign}${shown}${suffix}`;
  }
}
