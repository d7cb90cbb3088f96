import { describe, expect, it } from 'vitest';
import { fieldErrorsFrom, type SchemaError } from './validation-errors.ts';

const error = (
  keyword: string,
  instancePath: string,
  params: Record<string, unknown>,
  description?: string,
): SchemaError => ({
  keyword,
  instancePath,
  params,
  parentSchema: description ? { description } : {},
});

describe('fieldErrorsFrom', () => {
  it.each([
    [error('required', '', { missingProperty: 'EventID' }), 'EventID', 'EventID is required'],
    [
      error('type', '/attendees', { type: 'integer' }),
      'attendees',
      'attendees must be a whole number',
    ],
    [
      error('type', '/EventID', { type: ['string', 'integer'] }),
      'EventID',
      'EventID must be a string or a whole number',
    ],
    [error('minLength', '/name', { limit: 1 }), 'name', 'name must not be empty'],
    [error('minLength', '/name', { limit: 3 }), 'name', 'name must be at least 3 characters'],
    [error('maxLength', '/name', { limit: 100 }), 'name', 'name must be at most 100 characters'],
    [error('pattern', '/email', {}, 'an email address'), 'email', 'email must be an email address'],
    [error('pattern', '/code', {}), 'code', 'code is not valid'],
    [error('enum', '/SortId', { allowedValues: [1, 2] }), 'SortId', 'SortId must be one of 1, 2'],
    [
      error('type', '/items/0/name', { type: 'string' }),
      'items[0].name',
      'items[0].name must be a string',
    ],
    [error('type', '', { type: 'object' }), 'body', 'body must be an object'],
  ])('%#: %s', (schemaError, field, message) => {
    expect(fieldErrorsFrom([schemaError], 'body')).toEqual([{ field, message }]);
  });

  it('keeps the first problem of each field', () => {
    const errors = fieldErrorsFrom(
      [
        error('type', '/a', { type: 'string' }),
        error('pattern', '/a', {}),
        error('required', '', { missingProperty: 'b' }),
      ],
      'body',
    );
    expect(errors.map((e) => e.field)).toEqual(['a', 'b']);
  });
});
