import { describe, expect, it } from 'vitest';
import { isCompleteLink, passwordLinkSearch, toPasswordLink } from './password-link';

const read = (search: Record<string, unknown>) => toPasswordLink(passwordLinkSearch.parse(search));

describe('password link', () => {
  it.each([
    [{ code: 'RESET-VALID-0001' }, { code: 'RESET-VALID-0001' }],
    [
      { ActivationCode: 'SET-VALID-0001', id: 1, EmailFrom: 'registered@example.com' },
      { code: 'SET-VALID-0001', memberId: '1', emailFrom: 'registered@example.com' },
    ],
    [
      { ActivationCode: 'CORP-VALID-0001', id: '2' },
      { code: 'CORP-VALID-0001', memberId: '2' },
    ],
    [{ code: 'A', ActivationCode: 'B' }, { code: 'A' }],
    [{ code: '  ' }, {}],
    [{ code: 'x'.repeat(201) }, {}],
    [{ code: 'C', id: 'abc' }, { code: 'C' }],
    [{ code: 'C', id: { nested: true } }, { code: 'C' }],
    [{}, {}],
  ])('%j -> %j', (search, link) => {
    const expected = { code: undefined, memberId: undefined, emailFrom: undefined, ...link };
    expect(read(search)).toEqual(expected);
  });

  it.each([
    [{ code: 'C' }, 'reset', true],
    [{}, 'reset', false],
    [{ code: 'C' }, 'set', false],
    [{ code: 'C', memberId: '2' }, 'set', true],
  ] as const)('%j is complete for %s: %s', (link, mode, complete) => {
    expect(isCompleteLink(link, mode)).toBe(complete);
  });
});
