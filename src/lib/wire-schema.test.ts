/**
 * What the app relies on in its schema library (valibot) and its own helpers around it: the
 * mappers and `apiRequest` assume exactly this.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  checkPart,
  looseFlag,
  looseId,
  looseNumber,
  looseText,
  wireIssues,
  type WireIssue,
} from './wire-schema';

const item = v.object({
  id: v.union([v.number(), v.string()]),
  title: v.string(),
  subtitle: v.nullish(v.string()),
  featured: v.optional(v.boolean()),
  extra: v.optional(v.unknown()),
});
const response = v.object({ Result: v.array(item) });

async function standardIssues(payload: unknown) {
  const result = await response['~standard'].validate(payload);
  return result.issues ? wireIssues(result.issues) : undefined;
}

describe('the wire schemas', () => {
  it('return the checked payload, without the keys they do not know', () => {
    const payload = {
      Result: [
        { id: 7, title: 'Deal', subtitle: null, featured: true, other: 'x' },
        { id: '8', title: 'Two' },
      ],
    };
    const checked = v.parse(response, payload);
    expect(checked).toEqual({
      Result: [
        { id: 7, title: 'Deal', subtitle: null, featured: true },
        { id: '8', title: 'Two' },
      ],
    });
    // An absent optional key stays absent (the mappers tell "missing" from "null").
    expect(Object.keys(checked.Result[1]!)).toEqual(['id', 'title']);
  });

  it('list every mismatch with its path, as plain keys without the payload', async () => {
    const issues = await standardIssues({ Result: [{ id: true, title: 3 }, 'not an object'] });
    expect(issues?.map((issue) => issue.path)).toEqual([
      ['Result', 0, 'id'],
      ['Result', 0, 'title'],
      ['Result', 1],
    ]);
    expect(issues?.every((issue) => issue.message.length > 0)).toBe(true);
    // valibot's own issues carry the whole input: a log of a large payload must not repeat it.
    expect(issues?.map((issue) => Object.keys(issue))).toEqual([
      ['message', 'path'],
      ['message', 'path'],
      ['message', 'path'],
    ]);
  });

  it.each([
    ['a missing list', {}],
    ['a list that is an object', { Result: { 0: {} } }],
    ['a required key that is null', { Result: [{ id: 1, title: null }] }],
    ['a number that is not a number', { Result: [{ id: Number.NaN, title: 'x' }] }],
    ['an optional key that is null', { Result: [{ id: 1, title: 'x', featured: null }] }],
    ['a payload that is a list', []],
  ])('refuse %s', async (_, payload) => {
    expect(await standardIssues(payload)).toBeDefined();
  });

  it.each([
    ['looseId', looseId, [7, '7'], [null, undefined, true, {}]],
    ['looseText', looseText, ['x', '', null, undefined], [3, false, []]],
    ['looseFlag', looseFlag, [true, '0', '1', 1, null, undefined], [{}, []]],
    ['looseNumber', looseNumber, [3, '3.50', '', null, undefined], [false, {}]],
  ] as const)('%s takes the wire’s spellings', (_, schema, good, bad) => {
    for (const value of good) expect(v.is(schema, value)).toBe(true);
    for (const value of bad) expect(v.is(schema, value)).toBe(false);
  });
});

describe('checkPart', () => {
  it('checks one part of a payload and reports its mismatches under the part’s place', () => {
    const issues: WireIssue[] = [];
    expect(checkPart(item, { id: 1, title: 'A', x: 1 }, ['Result', 0], issues)).toEqual({
      id: 1,
      title: 'A',
    });
    expect(checkPart(item, { id: 2 }, ['Result', 1], issues)).toBeUndefined();
    expect(issues.map((issue) => issue.path)).toEqual([['Result', 1, 'title']]);
  });
});
