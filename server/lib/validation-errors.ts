/**
 * Turns JSON-schema validation errors (Ajv, as Fastify reports them) into messages that name the
 * field and say what it must be. A property's `description` in a route schema is written as the
 * requirement ("an email address of at most 254 characters") and completes "{field} must be ...".
 */

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
