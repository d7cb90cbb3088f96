import { describe, expect, it } from 'vitest';
import {
  EMPTY_DRAFT,
  checkAttendees,
  checkEmail,
  checkMessage,
  checkName,
  checkPhone,
  checkPurpose,
  validateBooking,
  validateInquiry,
} from './booking-form-rules';

describe('checkEmail', () => {
  it.each([
    ['ana@example.com', undefined],
    ['  ana.tan+events@mail.example.sg  ', undefined],
    ["o'neil@example.co", undefined],
    ['', 'required'],
    ['   ', 'required'],
    ['ana', 'emailInvalid'],
    ['ana@', 'emailInvalid'],
    ['ana@example', 'emailInvalid'],
    ['ana@@example.com', 'emailInvalid'],
    ['.ana@example.com', 'emailInvalid'],
    ['ana..tan@example.com', 'emailInvalid'],
    ['ana@-example.com', 'emailInvalid'],
    ['ana tan@example.com', 'emailInvalid'],
    [`${'a'.repeat(65)}@example.com`, 'emailInvalid'],
    [`a@${`${'b'.repeat(60)}.`.repeat(5)}com`, 'emailInvalid'], // 310 characters, over 254
  ])('%j -> %s', (value, problem) => {
    expect(checkEmail(value)).toBe(problem);
  });
});

describe('checkPhone', () => {
  it.each([
    ['91234567', true, undefined],
    ['+65 9123 4567', true, undefined],
    ['+1 (212) 555-0100', true, undefined],
    ['', true, 'required'],
    ['', false, undefined],
    ['1234567', true, 'phoneInvalid'],
    ['call me', true, 'phoneInvalid'],
    ['+65 9123 4567 89012345', true, 'phoneInvalid'],
    ['+65 (9) 123-456-789-12', true, 'phoneInvalid'], // 13 digits but 22 characters
  ])('%j (required %s) -> %s', (value, required, problem) => {
    expect(checkPhone(value, required)).toBe(problem);
  });
});

describe('checkName / checkPurpose / checkMessage', () => {
  it.each([
    [checkName, 'Ana Tan', undefined],
    [checkName, '', 'required'],
    [checkName, 'x'.repeat(101), 'nameTooLong'],
    [checkPurpose, 'Quarterly town hall', undefined],
    [checkPurpose, ' ', 'required'],
    [checkPurpose, 'x'.repeat(501), 'purposeTooLong'],
    [checkMessage, 'Is there a projector?', undefined],
    [checkMessage, 'Projector', 'messageTooShort'],
    [checkMessage, 'x'.repeat(2001), 'messageTooLong'],
  ])('%o(%j) -> %s', (check, value, problem) => {
    expect(check(value)).toBe(problem);
  });
});

describe('checkAttendees', () => {
  it.each([
    ['1', 10, undefined],
    ['10', 10, undefined],
    ['11', 10, 'attendeesOverCapacity'],
    ['0', 10, 'attendeesInvalid'],
    ['2.5', 10, 'attendeesInvalid'],
    ['-3', 10, 'attendeesInvalid'],
    ['', 10, 'required'],
  ])('%j of capacity %d -> %s', (value, capacity, problem) => {
    expect(checkAttendees(value, capacity)).toBe(problem);
  });
});

describe('validateBooking and validateInquiry', () => {
  const filled = {
    ...EMPTY_DRAFT,
    checkIn: '2026-12-01',
    checkOut: '2026-12-02',
    name: 'Ana Tan',
    email: 'ana@example.com',
    phone: '91234567',
    purpose: 'Workshop',
    attendees: '12',
    message: 'Do you have a stage?',
  };

  it('accepts a complete draft', () => {
    expect(validateBooking(filled, 20)).toEqual({});
    expect(validateInquiry({ ...filled, phone: '' })).toEqual({});
  });

  it('lists every problem of an empty draft', () => {
    expect(validateBooking(EMPTY_DRAFT, 20)).toEqual({
      checkIn: 'datesRequired',
      name: 'required',
      email: 'required',
      phone: 'required',
      purpose: 'required',
      attendees: 'required',
    });
    expect(validateInquiry(EMPTY_DRAFT)).toEqual({
      checkIn: 'datesRequired',
      name: 'required',
      email: 'required',
      message: 'required',
    });
  });
});
