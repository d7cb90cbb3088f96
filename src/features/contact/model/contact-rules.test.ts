import { describe, expect, it } from 'vitest';
import {
  EMPTY_CONTACT_DRAFT,
  checkEmail,
  checkMessage,
  checkMobile,
  checkName,
  checkSubject,
  normalizeMobile,
  validateContact,
} from './contact-rules';

/** The rule table; the contract test sends the same values to the backend. */
export const MOBILE_CASES: [string, string | undefined][] = [
  ['91234567', undefined],
  ['81234567', undefined],
  ['+6591234567', undefined],
  ['9123 4567', undefined],
  ['+65 9123-4567', undefined],
  ['', 'required'],
  ['61234567', 'mobileInvalid'], // a landline
  ['71234567', 'mobileInvalid'],
  ['9123456', 'mobileInvalid'],
  ['912345678', 'mobileInvalid'],
  ['+6691234567', 'mobileInvalid'],
  ['6591234567', 'mobileInvalid'], // country code without the +
  ['9123456a', 'mobileInvalid'],
];

describe('checkMobile', () => {
  it.each(MOBILE_CASES)('%j -> %s', (value, problem) => {
    expect(checkMobile(value)).toBe(problem);
  });

  it('sends the number without separators', () => {
    expect(normalizeMobile(' +65 9123-4567 ')).toBe('+6591234567');
  });
});

describe('checkName', () => {
  it.each([
    ['Ana', undefined],
    ['Mary-Ann', undefined],
    ["O'Neil", undefined],
    ['Tan Ah Kow', undefined],
    ['陈', undefined],
    ['Zoë', undefined],
    ['Jr.', undefined],
    ['', 'required'],
    ['   ', 'required'],
    ['x'.repeat(50), undefined],
    ['x'.repeat(51), 'nameTooLong'],
    ['R2D2', 'nameLetters'],
    ['<script>', 'nameLetters'],
    ['-Ana', 'nameLetters'],
  ])('%j -> %s', (value, problem) => {
    expect(checkName(value)).toBe(problem);
  });
});

describe('checkEmail', () => {
  it.each([
    ['registered@example.com', undefined],
    ['ana.tan+web@mail.example.sg', undefined],
    ['', 'required'],
    ['ana@example', 'emailInvalid'],
    ['ana@@example.com', 'emailInvalid'],
    ['ana..tan@example.com', 'emailInvalid'],
    ['ana tan@example.com', 'emailInvalid'],
    [`${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`, 'emailTooLong'],
  ])('%j -> %s', (value, problem) => {
    expect(checkEmail(value)).toBe(problem);
  });
});

describe('checkMessage', () => {
  it.each([
    ['Where can I park?', undefined],
    ['x'.repeat(10), undefined],
    ['x'.repeat(9), 'messageTooShort'],
    ['   short   ', 'messageTooShort'],
    ['x'.repeat(2000), undefined],
    ['x'.repeat(2001), 'messageTooLong'],
    ['', 'required'],
  ])('%j -> %s', (value, problem) => {
    expect(checkMessage(value)).toBe(problem);
  });
});

describe('checkSubject', () => {
  it.each([
    ['general', ['general', 'leasing'], undefined],
    ['', ['general'], 'typeRequired'],
    ['other', ['general'], 'typeUnknown'],
  ])('%j of %j -> %s', (value, allowed, problem) => {
    expect(checkSubject(value, allowed)).toBe(problem);
  });
});

describe('validateContact', () => {
  it('lists every problem of an empty form', () => {
    expect(validateContact(EMPTY_CONTACT_DRAFT, ['general'])).toEqual({
      type: 'typeRequired',
      firstName: 'required',
      lastName: 'required',
      userPhoneNumber: 'required',
      userEmail: 'required',
      message: 'required',
    });
  });

  it('accepts a complete form and ignores the honeypot', () => {
    const draft = {
      type: 'general',
      firstName: 'Ana',
      lastName: 'Tan',
      userPhoneNumber: '91234567',
      userEmail: 'ana@example.com',
      message: 'Where can I park my car?',
      website: 'spam.example',
    };
    expect(validateContact(draft, ['general'])).toEqual({});
  });
});
