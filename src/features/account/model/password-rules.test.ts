import { describe, expect, it } from 'vitest';
import { allPassed, checkPassword, isStrongEnough } from './password-rules';

describe('checkPassword', () => {
  it.each([
    // password, confirmation, longEnough, hasLetter, hasNumber, notTooLong, matches
    ['', '', false, false, false, true, false],
    ['abc123', 'abc123', false, true, true, true, true],
    ['abcdefgh', 'abcdefgh', true, true, false, true, true],
    ['12345678', '12345678', true, false, true, true, true],
    ['abcd1234', 'abcd1234', true, true, true, true, true],
    ['abcd1234', 'abcd1235', true, true, true, true, false],
    ['密码密码密码12', '密码密码密码12', true, true, true, true, true],
    ['Pässwörd٣', 'Pässwörd٣', true, true, true, true, true], // Arabic-Indic three is a number
    [`a1${'x'.repeat(126)}`, `a1${'x'.repeat(126)}`, true, true, true, true, true],
    [`a1${'x'.repeat(127)}`, `a1${'x'.repeat(127)}`, true, true, true, false, true],
  ])('%j / %j', (password, confirmation, longEnough, hasLetter, hasNumber, notTooLong, matches) => {
    expect(checkPassword(password, confirmation)).toEqual({
      longEnough,
      hasLetter,
      hasNumber,
      notTooLong,
      matches,
    });
  });

  it('passes only a strong password with a matching confirmation', () => {
    expect(allPassed(checkPassword('abcd1234', 'abcd1234'))).toBe(true);
    expect(allPassed(checkPassword('abcd1234', ''))).toBe(false);
    expect(isStrongEnough(checkPassword('abcd1234', ''))).toBe(true);
    expect(isStrongEnough(checkPassword('abcdefgh', 'abcdefgh'))).toBe(false);
  });
});
