/**
 * Turns JSON-schema validation errors (Ajv, as Fastify reports them) into messages that name the
 * field and say what it must be. A property's `description` in a route schema is written as the
 * requirement ("an email address of at most 254 characters") and completes "{field} must be ...".
 */

import type { $ZodIssue, $ZodRawIssue } from 'zod/v4/core';
import type { FieldError } from './http-error.ts';

/** The parts of an Ajv error this module reads (Ajv runs with `verbose` and `allErrors`). */
export interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
  parentSchema?: { description?: string };
}

function fieldName(error: SchemaError, context: string): string {
  const path = error.instancePath
    .split('/')
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? `[${part}]` : `.${part}`))
    .join('')
    .replace(/^\./, '');
  const missing =
    typeof error.params.missingProperty === 'string' ? error.params.missingProperty : undefined;
  if (missing) return path ? `${path}.${missing}` : missing;
  return path || context;
}

const TYPE_NAMES: Record<string, string> = {
  string: 'a string',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
};

function typeText(type: unknown): string {
  const types = Array.isArray(type) ? type : [type];
  return types.map((t) => TYPE_NAMES[String(t)] ?? String(t)).join(' or ');
}

function describe(error: SchemaError, field: string): string {
  const { params } = error;
  const described = error.parentSchema?.description;
  switch (error.keyword) {
    case 'required':
      return `${field} is required`;
    case 'type':
      return `${field} must be ${typeText(params.type)}`;
    case 'minLength':
      return params.limit === 1
        ? `${field} must not be empty`
        : `${field} must be at least ${String(params.limit)} characters`;
    case 'maxLength':
      return `${field} must be at most ${String(params.limit)} characters`;
    case 'minimum':
      return `${field} must be at least ${String(params.limit)}`;
    case 'maximum':
      return `${field} must be at most ${String(params.limit)}`;
    case 'enum':
      return described
        ? `${field} must be ${described}`
        : `${field} must be one of ${(params.allowedValues as unknown[]).join(', ')}`;
    default:
      return described ? `${field} must be ${described}` : `${field} is not valid`;
  }
}

/** One message per invalid field (the first problem found for it). */
export function fieldErrorsFrom(errors: readonly SchemaError[], context: string): FieldError[] {
  const byField = new Map<string, FieldError>();
  for (const error of errors) {
    const field = fieldName(error, context);
    if (!byField.has(field)) byField.set(field, { field, message: describe(error, field) });
  }
  return [...byField.values()];
}

// ---- The contracts' zod issues (server/lib/serve-call.ts) --------------------------------------

const EXPECTED_NAMES: Record<string, string> = { ...TYPE_NAMES, int: 'a whole number' };

/** The types a union's options expected, when every option failed on its type. */
function unionTypes(issue: $ZodRawIssue): string[] | undefined {
  const errors = (issue as { errors?: readonly (readonly $ZodIssue[])[] }).errors ?? [];
  const expected = errors.map((option) =>
    option.length === 1 && option[0]?.code === 'invalid_type' && option[0].path.length === 0
      ? option[0].expected
      : undefined,
  );
  return expected.length > 0 && expected.every((type) => type !== undefined)
    ? (expected as string[])
    : undefined;
}

/**
 * The server's wording of an issue its schema does not word itself, as a predicate that follows
 * the field's name ("is required", "must be at most 100 characters"): the same sentences as the
 * JSON-schema messages above, so a refusal reads the same whichever way a route checks.
 */
export function issuePredicate(issue: $ZodRawIssue): string {
  if (issue.input === undefined) return 'is required';
  switch (issue.code) {
    case 'invalid_type':
      return `must be ${EXPECTED_NAMES[issue.expected] ?? issue.expected}`;
    case 'invalid_union': {
      const types = unionTypes(issue);
      return types
        ? `must be ${types.map((type) => EXPECTED_NAMES[type] ?? type).join(' or ')}`
        : 'is not valid';
    }
    case 'too_small': {
      const limit = String(issue.minimum);
      if (issue.origin === 'string')
        return issue.minimum === 1 ? 'must not be empty' : `must be at least ${limit} characters`;
      if (issue.origin === 'array') return `must have at least ${limit} items`;
      return `must be at least ${limit}`;
    }
    case 'too_big': {
      const limit = String(issue.maximum);
      if (issue.origin === 'string') return `must be at most ${limit} characters`;
      if (issue.origin === 'array') return `must have at most ${limit} items`;
      return `must be at most ${limit}`;
    }
    case 'invalid_value':
      return `must be one of ${issue.values.map(String).join(', ')}`;
    default:
      return 'is not valid';
  }
}

/** A zod issue's path as a field name: `items[0].name`; the part of the request when empty. */
function issueField(path: readonly PropertyKey[], context: string): string {
  const field = path
    .map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`))
    .join('')
    .replace(/^\./, '');
  return field || context;
}

/**
 * One message per invalid field (the first issue found for it), from issues whose messages are
 * predicates (the schema's own, or `issuePredicate`'s).
 */
export function fieldErrorsOfIssues(issues: readonly $ZodIssue[], context: string): FieldError[] {
  const byField = new Map<string, FieldError>();
  for (const issue of issues) {
    const field = issueField(issue.path, context);
    if (!byField.has(field)) byField.set(field, { field, message: `${field} ${issue.message}` });
  }
  return [...byField.values()];
}
