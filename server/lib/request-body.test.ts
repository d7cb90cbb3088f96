import { describe, expect, it } from 'vitest';
import { normalizePayload } from './request-body.ts';

describe('normalizePayload', () => {
  it.each([
    ['a JSON object', { EventID: '1' }, false, { EventID: '1' }],
    ['a JSON params wrapper', { params: { EventID: '1' } }, false, { EventID: '1' }],
    ['a JSON params string', { params: '{"EventID":"1"}' }, false, { EventID: '1' }],
    ['a form params field', { params: '{"EventID":"1"}' }, true, { EventID: '1' }],
    ['a form with plain fields', { EventID: '1' }, true, { EventID: '1' }],
    ['no body', undefined, false, {}],
    ['a params field beside others', { params: 'x', other: 1 }, false, { params: 'x', other: 1 }],
  ])('%s', (_label, body, isForm, expected) =>
    expect(normalizePayload(body, isForm)).toEqual(expected),
  );

  it.each([
    ['an array', [1], false, 'The request body must be a JSON object'],
    ['params that are not JSON', { params: '{' }, true, 'params is not valid JSON'],
    ['params holding an array', { params: '[1]' }, true, 'params must hold a JSON object'],
  ])('refuses %s', (_label, body, isForm, message) =>
    expect(() => normalizePayload(body, isForm)).toThrow(message),
  );
});
