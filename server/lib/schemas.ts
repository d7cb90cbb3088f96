/**
 * JSON-schema pieces shared by the route schemas. The real site sends ids as strings ("12") and
 * sometimes as numbers, so id fields accept both. `description` completes "{field} must be ..." in
 * validation messages (validation-errors.ts).
 */

export const numericId = {
  type: ['string', 'integer'],
  pattern: '^[0-9]{1,9}$',
  minimum: 0,
  maximum: 999_999_999,
  description: 'a numeric id',
} as const;

/** spec section 9: CompanyID is always "1". */
export const companyId = {
  type: ['string', 'integer'],
  enum: ['1', 1],
  description: '"1"',
} as const;

/** Body of a BI list call: anything (the real site sends `{}`), ignored. */
export const anyObject = { type: 'object' } as const;

/** A payload field that is a number or numeric string, as a number. */
export function toNumber(value: string | number): number {
  return typeof value === 'number' ? value : Number(value);
}
