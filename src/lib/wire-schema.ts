/**
 * Shape checks for the payloads the home page reads (banners, promotions, events), as Standard
 * Schema validators that `apiRequest` runs like any zod schema. Why not zod here: zod's schema
 * classes live in one module shared with the lazily loaded pages' schemas, so any zod schema on
 * the home page put about 17 KB gzipped into the first load, over a tenth of its budget. These
 * payloads only need "this is text, a number, a list, an object": what is below.
 *
 * Like zod: unknown keys are dropped, `nullish` accepts null and undefined, and every mismatch is
 * reported with its path.
 */
import type { StandardSchemaV1 } from '@standard-schema/spec';

type Path = ReadonlyArray<PropertyKey>;
type Issues = StandardSchemaV1.Issue[];

export interface WireSchema<T> extends StandardSchemaV1<unknown, T> {
  /** Checks one value: returns it typed, or records why not in `issues`. */
  readonly read: (value: unknown, path: Path, issues: Issues) => T;
  /** The value typed, or throws a `WireSchemaError` listing every mismatch. */
  readonly parse: (value: unknown) => T;
}

export class WireSchemaError extends Error {
  override readonly name = 'WireSchemaError';
  constructor(readonly issues: readonly StandardSchemaV1.Issue[]) {
    super(
      issues.map((issue) => `${issue.path?.join('.') || '(root)'}: ${issue.message}`).join('; '),
    );
  }
}

export type WireOutput<S> = S extends WireSchema<infer T> ? T : never;

function wireSchema<T>(read: WireSchema<T>['read']): WireSchema<T> {
  return {
    read,
    parse(value) {
      const issues: Issues = [];
      const checked = read(value, [], issues);
      if (issues.length) throw new WireSchemaError(issues);
      return checked;
    },
    '~standard': {
      version: 1,
      vendor: 'wire-schema',
      validate(value) {
        const issues: Issues = [];
        const checked = read(value, [], issues);
        return issues.length ? { issues } : { value: checked };
      },
    },
  };
}

function primitive<T>(name: string, test: (value: unknown) => value is T): WireSchema<T> {
  return wireSchema((value, path, issues) => {
    if (!test(value)) issues.push({ message: `Expected ${name}`, path });
    return value as T;
  });
}

export const string = primitive('text', (value): value is string => typeof value === 'string');
export const number = primitive(
  'a number',
  (value): value is number => typeof value === 'number' && Number.isFinite(value),
);
export const boolean = primitive(
  'true or false',
  (value): value is boolean => typeof value === 'boolean',
);
export const unknown = wireSchema((value) => value);

/** The value, or null / undefined. */
export function nullish<T>(schema: WireSchema<T>): WireSchema<T | null | undefined> {
  return wireSchema((value, path, issues) =>
    value == null ? value : schema.read(value, path, issues),
  );
}

/** The value, or undefined. */
export function optional<T>(schema: WireSchema<T>): WireSchema<T | undefined> {
  return wireSchema((value, path, issues) =>
    value === undefined ? value : schema.read(value, path, issues),
  );
}

/** The first of the schemas the value passes. */
export function union<S extends WireSchema<unknown>[]>(
  ...schemas: S
): WireSchema<WireOutput<S[number]>> {
  return wireSchema((value, path, issues) => {
    for (const schema of schemas) {
      const own: Issues = [];
      const checked = schema.read(value, path, own);
      if (own.length === 0) return checked as WireOutput<S[number]>;
    }
    issues.push({ message: 'Matches none of the expected types', path });
    return value as WireOutput<S[number]>;
  });
}

export function array<T>(item: WireSchema<T>): WireSchema<T[]> {
  return wireSchema((value, path, issues) => {
    if (!Array.isArray(value)) {
      issues.push({ message: 'Expected a list', path });
      return [];
    }
    return value.map((entry, index) => item.read(entry, [...path, index], issues));
  });
}

type Shape = Record<string, WireSchema<unknown>>;
type MaybeMissing<S extends Shape> = {
  [K in keyof S]: undefined extends WireOutput<S[K]> ? K : never;
}[keyof S];
export type ObjectOutput<S extends Shape> = {
  [K in Exclude<keyof S, MaybeMissing<S>>]: WireOutput<S[K]>;
} & { [K in MaybeMissing<S>]?: WireOutput<S[K]> };

/** An object with these keys (others are dropped); keys that may be undefined may be absent. */
export function object<S extends Shape>(shape: S): WireSchema<ObjectOutput<S>> {
  return wireSchema((value, path, issues) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      issues.push({ message: 'Expected an object', path });
      return {} as ObjectOutput<S>;
    }
    const record = value as Record<string, unknown>;
    const checked: Record<string, unknown> = {};
    for (const [key, schema] of Object.entries(shape)) {
      const field = schema.read(record[key], [...path, key], issues);
      if (key in record) checked[key] = field;
    }
    return checked as ObjectOutput<S>;
  });
}

/**
 * The loose values of the wire, shared by every payload read with these schemas: ids and numbers
 * as numbers or strings, flags as booleans, "0"/"1" or numbers, texts that may be missing. The
 * mappers turn them into clean values (lib/wire.ts).
 */
export const looseId = union(string, number);
export const looseText = nullish(string);
export const looseFlag = nullish(union(boolean, string, number));
export const looseNumber = nullish(union(number, string));
