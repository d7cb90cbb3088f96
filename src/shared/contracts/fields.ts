/**
 * Field schemas the contracts share. Two kinds:
 *
 * - **Wire fields of answers**, as loose as the real backends are (docs/wire-format.md): ids and
 *   numbers as numbers or numeric strings, flags as booleans, "0"/"1" or numbers, texts that may be
 *   missing. The features' mappers turn them into clean values (src/lib/wire.ts).
 * - **Input fields of payloads**, as strict as the embedded server is: the real site sends ids as
 *   "12" or 12, nothing else, and every refusal names the field and says what it must be. A
 *   field's message is a predicate ("must be a numeric id") that the server puts after the field's
 *   name (server/lib/serve-call.ts); the server's own wording covers type, length and range
 *   issues, so only what a field must look like is written here.
 */
import { checked, z } from './zod';

// ---- Answers ----------------------------------------------------------------------------------

/** An id as a number or a string. */
export const looseId = z.union([z.string(), z.number()]);
/** Text that may be missing (null, undefined). */
export const looseText = z.nullish(z.string());
/** Text the real API sometimes sends as a number (phone numbers, ids). */
export const looseTextOrNumber = z.nullish(z.union([z.string(), z.number()]));
/** A flag in any of the wire's spellings. */
export const looseFlag = z.nullish(z.union([z.boolean(), z.string(), z.number()]));
/** A number, maybe as a string, maybe missing. */
export const looseNumber = z.nullish(z.union([z.number(), z.string()]));
/** The success flag of spec section 8 (`Status` or `status`: 1, "1", true; 0 on the internal API). */
export const statusFlag = z.optional(z.union([z.number(), z.string(), z.boolean()]));
/** The envelope of a detail answer: what is in `Result` is searched for the item, not assumed. */
export const detailEnvelope = {
  Status: statusFlag,
  status: statusFlag,
  Message: z.optional(z.string()),
  Result: z.optional(z.unknown()),
};

// ---- Inputs -----------------------------------------------------------------------------------

/** A field's message when it is present but does not look as it must. */
const mustBe = /* @__NO_SIDE_EFFECTS__ */ (text: string) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined ? undefined : `must be ${text}`,
});

/** A BI list call's payload: any object (the real site sends `{}`), ignored. */
export const anyPayload = z.looseObject({});

/** Text of at most `max` characters. */
export const text = /* @__NO_SIDE_EFFECTS__ */ (max: number) =>
  checked(z.string(), z.maxLength(max));

/** Text of 1 to `max` characters: a field the visitor must fill in. */
export const filledText = /* @__NO_SIDE_EFFECTS__ */ (max: number) =>
  checked(z.string(), z.minLength(1), z.maxLength(max));

/**
 * A whole number from `min` to `max`, sent as a number (never as a string). Its range is worded
 * by the server ("must be at least 1"), so only its type and wholeness are said here.
 */
export const wholeNumber = /* @__NO_SIDE_EFFECTS__ */ (min: number, max: number) =>
  checked(
    z.number({
      error: (issue) =>
        issue.input !== undefined && issue.code === 'invalid_type'
          ? 'must be a whole number'
          : undefined,
    }),
    z.refine(Number.isInteger, mustBe('a whole number')),
    z.minimum(min),
    z.maximum(max),
  );

/** Text that matches `regex`, `what` saying what it must be; `min` to `max` characters. */
export const pattern = /* @__NO_SIDE_EFFECTS__ */ (
  regex: RegExp,
  what: string,
  max = 200,
  min = 0,
) =>
  checked(
    z.string(),
    ...(min > 0 ? [z.minLength(min)] : []),
    z.maxLength(max),
    z.regex(regex, mustBe(what)),
  );

/** A whole number or a string (checked further by the caller). */
const wholeNumberOrText = /* @__NO_SIDE_EFFECTS__ */ () =>
  z.union([z.string(), z.int()], mustBe('a string or a whole number'));

interface NumericOptions {
  /** What a numeric string must look like. */
  digits?: RegExp;
  min?: number;
  max?: number;
  /** What the field must be, for a string that does not match `digits`. */
  what?: string;
}

/**
 * A whole number sent as a number or a numeric string, as the real site sends ids. A string must
 * match `digits`; a number must be within `min` and `max`.
 */
/* @__NO_SIDE_EFFECTS__ */
export function numeric({
  digits = /^[0-9]{1,9}$/,
  min = 0,
  max = 999_999_999,
  what = 'a numeric id',
}: NumericOptions = {}) {
  return checked(
    wholeNumberOrText(),
    z.superRefine((value, context) => {
      if (typeof value === 'string') {
        if (!digits.test(value))
          context.issues.push({ code: 'custom', input: value, message: `must be ${what}` });
      } else if (value < min) {
        context.issues.push({
          code: 'too_small',
          origin: 'number',
          minimum: min,
          inclusive: true,
          input: value,
          message: `must be at least ${min}`,
        });
      } else if (value > max) {
        context.issues.push({
          code: 'too_big',
          origin: 'number',
          maximum: max,
          inclusive: true,
          input: value,
          message: `must be at most ${max}`,
        });
      }
    }),
  );
}

/** A numeric id: `12` or `"12"`. */
export const numericId = numeric();

/** One of a few whole numbers, sent as a number or a numeric string. */
/* @__NO_SIDE_EFFECTS__ */
export function numericChoice(values: readonly number[], what: string) {
  return checked(
    wholeNumberOrText(),
    z.refine(
      (value) => values.some((allowed) => value === allowed || value === String(allowed)),
      mustBe(what),
    ),
  );
}

/** spec section 9: CompanyID is always "1" (or 1). */
export const companyId = z.union([z.literal('1'), z.literal(1)], mustBe('"1"'));

/** A calendar date, `YYYY-MM-DD`. */
export const calendarDate = checked(
  z.string(),
  z.regex(/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/, mustBe('a date as YYYY-MM-DD')),
);

/** An email address of at most 254 characters. */
export const emailAddress = checked(
  z.string(),
  z.maxLength(254),
  z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, mustBe('an email address')),
);
