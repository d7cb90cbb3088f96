/** Money and number formats of the spec (section 9). */

/**
 * A number format made on first use and kept: the first `Intl.NumberFormat` of a page loads the
 * locale's data, about 50 ms on a slow phone, which pages that import this module but show no
 * price (an event, a store) should not pay while they load.
 */
function lazyFormat(options?: Intl.NumberFormatOptions): () => Intl.NumberFormat {
  let format: Intl.NumberFormat | undefined;
  return () => (format ??= new Intl.NumberFormat('en-SG', options));
}

const money = lazyFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 });
const count = lazyFormat();

/** What a price shows when there is none (spec section 9: "a dash when empty"). */
export const NO_PRICE = '-';

/** `$12.50`, `$1,200.00`, or a dash when there is no amount. */
export function formatMoney(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return NO_PRICE;
  return `${amount < 0 ? '-' : ''}$${money().format(Math.abs(amount))}`;
}

/** Points with thousands separators: `1,500 pts` is built by callers from this. */
export function formatCount(n: number): string {
  return count().format(n);
}
