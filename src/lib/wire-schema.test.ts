import { describe, expect, it } from 'vitest';
import {
  array,
  boolean,
  nullish,
  number,
  object,
  optional,
  string,
  union,
  unknown,
  WireSchemaError,
} from './wire-schema';

const item = object({
  id: union(number, string),
  title: string,
  subtitle: nullish(string),
  featured: optional(boolean),
  extra: optional(unknown),
});
const response = object({ Result: array(item) });

describe('wire-schema', () => {
  it('returns the checked payload, without the keys it does not know', () => {
    const payload = {
      Result: [
        { id: 7, title: 'Deal', subtitle: null, featured: true, other: 'x' },
        { id: '8', title: 'Two' },
      ],
    };
    expect(response.parse(payload)).toEqual({
      Result: [
        { id: 7, title: 'Deal', subtitle: null, featured: true },
        { id: '8', title: 'Two' },
      ],
    });
  });

  it('lists every mismatch with its path', () => {
    const bad = { Result: [{ id: true, title: 3 }, 'not an object'] };
    const result = response['~standard'].validate(bad);
    expect(result).toEqual({
      issues: [
        { message: 'Matches none of the expected types', path: ['Result', 0, 'id'] },
        { message: 'Expected text', path: ['Result', 0, 'title'] },
        { message: 'Expected an object', path: ['Result', 1] },
      ],
    });
    expect(() => response.parse(bad)).toThrow(WireSchemaError);
    expect(() => response.parse(bad)).toThrow('Result.0.title: Expected text');
  });

  it.each([
    ['a missing list', {}],
    ['a list that is an object', { Result: { 0: {} } }],
    ['a required key that is null', { Result: [{ id: 1, title: null }] }],
    ['a number that is not finite', { Result: [{ id: Number.NaN, title: 'x' }] }],
    ['an optional key that is null', { Result: [{ id: 1, title: 'x', featured: null }] }],
    ['a payload that is a list', []],
  ])('refuses %s', (_, payload) => {
    expect('issues' in response['~standard'].validate(payload)).toBe(true);
  });
});
