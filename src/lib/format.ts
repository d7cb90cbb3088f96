/** Money and number formats of the spec (section 9). */

const MONEY = new Intl.NumberFormat('en-SG', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** `$12.50`, `$1,200.00`, or a dash when there is no amount. */
export function formatMoney(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '–';
  return `${amount < 0 ? '-' : ''}$${MONEY.format(Math.abs(amount))}`;
}

/** Points with thousands separators: `1,500 pts` is built by callers from this. */
export function formatCount(n: number): string {
  return new Intl.NumberFormat('en-SG').format(n);
}
