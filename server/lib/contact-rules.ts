/** Field rules of the contact form (docs/api.md, customerticket), as pure functions. */
import type { FieldError } from './http-error.ts';

export interface TicketInput {
  type: string;
  firstName: string;
  lastName: string;
  userPhoneNumber: string;
  userEmail: string;
  message: string;
}

const NAME = /^\p{L}[\p{L}\p{M}' .-]*$/u;
const SG_MOBILE = /^(?:\+65)?[89]\d{7}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The 8-digit mobile number without `+65`, spaces or dashes. */
export function normalizeSingaporeMobile(value: string): string {
  return value.replace(/[\s-]/g, '').replace(/^\+65/, '');
}

export function ticketFieldErrors(
  input: TicketInput,
  contactTypes: readonly string[],
): FieldError[] {
  const errors: FieldError[] = [];
  const fail = (field: keyof TicketInput, message: string) => errors.push({ field, message });
  if (!contactTypes.includes(input.type))
    fail('type', `type must be one of ${contactTypes.join(', ')}`);
  for (const field of ['firstName', 'lastName'] as const) {
    const name = input[field].trim();
    if (name.length < 1 || name.length > 50 || !NAME.test(name))
      fail(field, `${field} must be 1 to 50 letters`);
  }
  if (!SG_MOBILE.test(input.userPhoneNumber.replace(/[\s-]/g, ''))) {
    fail(
      'userPhoneNumber',
      'userPhoneNumber must be a Singapore mobile number: 8 digits starting with 8 or 9',
    );
  }
  const email = input.userEmail.trim();
  if (email.length > 254 || !EMAIL.test(email))
    fail('userEmail', 'userEmail must be an email address');
  const message = input.message.trim();
  if (message.length < 10 || message.length > 2000)
    fail('message', 'message must be 10 to 2000 characters');
  return errors;
}
