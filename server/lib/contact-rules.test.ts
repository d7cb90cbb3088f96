import { describe, expect, it } from 'vitest';
import { normalizeSingaporeMobile, ticketFieldErrors, type TicketInput } from './contact-rules.ts';

const valid: TicketInput = {
  type: 'general',
  firstName: 'Ana',
  lastName: 'Lim',
  userPhoneNumber: '91234567',
  userEmail: 'ana@example.com',
  message: 'Hello there, a question.',
};
const fieldsWithErrors = (overrides: Partial<TicketInput>) =>
  ticketFieldErrors({ ...valid, ...overrides }, ['general', 'feedback']).map((e) => e.field);

describe('ticketFieldErrors', () => {
  it.each([
    [{}, []],
    [{ type: 'other' }, ['type']],
    [{ firstName: 'Jean-Luc' }, []],
    [{ firstName: "D'Souza" }, []],
    [{ firstName: '  ' }, ['firstName']],
    [{ firstName: 'Ana2' }, ['firstName']],
    [{ lastName: 'a'.repeat(50) }, []],
    [{ lastName: 'a'.repeat(51) }, ['lastName']],
    [{ userPhoneNumber: '+6581234567' }, []],
    [{ userPhoneNumber: '8123 4567' }, []],
    [{ userPhoneNumber: '71234567' }, ['userPhoneNumber']],
    [{ userPhoneNumber: '+6691234567' }, ['userPhoneNumber']],
    [{ userEmail: 'ana@localhost' }, ['userEmail']],
    [{ message: '123456789' }, ['message']],
    [{ message: '  1234567890  ' }, []],
    [{ message: 'x'.repeat(2000) }, []],
  ])('%j -> %j', (overrides, fields) => expect(fieldsWithErrors(overrides)).toEqual(fields));
});

describe('normalizeSingaporeMobile', () => {
  it.each([
    ['+65 9123 4567', '91234567'],
    ['9123-4567', '91234567'],
    ['91234567', '91234567'],
  ])('%s -> %s', (input, output) => expect(normalizeSingaporeMobile(input)).toBe(output));
});
