/**
 * The app checks every payload with valibot (docs/read-path.md, "Schema library"): small enough
 * for the first load of `/` (its functions are separate modules, so a page keeps only the ones its
 * schemas call), never compiles code at run time (the site's CSP has no 'unsafe-eval'), and its
 * schemas are Standard Schemas, which is all `apiRequest` asks of a schema.
 *
 * What the app relies on, shown in wire-schema.test.ts: `v.object` drops the keys it does not
 * know and leaves out absent optional ones, `v.nullish` accepts null and undefined, and every
 * mismatch is reported with its path.
 */
import type { StandardSchemaV1 } from '@standard-schema/spec';
import * as v from 'valibot';

/**
 * The loose values of the wire (docs/wire-format.md): ids and numbers as numbers or strings, flags
 * as booleans, "0"/"1" or numbers, texts that may be missing. The mappers turn them into clean
 * values (lib/wire.ts).
 */
export const looseId = v.union([v.string(), v.number()]);
export const looseText = v.nullish(v.string());
export const looseFlag = v.nullish(v.union([v.boolean(), v.string(), v.number()]));
export const looseNumber = v.nullish(v.union([v.number(), v.string()]));

/** A mismatch as the app logs it: what was wrong and where, without the payload around it. */
export interface WireIssue {
  message: string;
  path: PropertyKey[];
}

/** An issue of any Standard Schema, or of valibot's own `safeParse`. */
type AnyIssue = Pick<StandardSchemaV1.Issue, 'message'> & { readonly path?: readonly unknown[] };

/**
 * The issues of a check, each with its path as plain keys: a Standard Schema may give path
 * segments, and valibot's carry the whole input around them, which a log must not repeat.
 */
export function wireIssues(
  issues: readonly AnyIssue[],
  at: readonly PropertyKey[] = [],
): WireIssue[] {
  return issues.map((issue) => ({
    message: issue.message,
    path: [
      ...at,
      ...(issue.path ?? []).map((segment) =>
        typeof segment === 'object' && segment !== null && 'key' in segment
          ? (segment.key as PropertyKey)
          : (segment as PropertyKey),
      ),
    ],
  }));
}

/**
 * Checks one part of a payload found at `at` (a directory entry checked a slice at a time): its
 * value, or undefined with its mismatches added to `issues` under their full path.
 */
export function checkPart<S extends v.GenericSchema>(
  schema: S,
  value: unknown,
  at: readonly PropertyKey[],
  issues: WireIssue[],
): v.InferOutput<S> | undefined {
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  issues.push(...wireIssues(result.issues, at));
  return undefined;
}
