/**
 * The contact form's field rules, the same as the backend's (docs/api.md, contact statuses):
 * a subject from the contact types; first and last names of 1-50 letters; a Singapore mobile
 * number (8 digits starting with 8 or 9, optionally after +65); an email address of at most 254
 * characters; a message of 10-2000 characters. Each rule returns a problem key or undefined.
 */

export type ContactDraft = {
  type: string;
  firstName: string;
  lastName: string;
  userPhoneNumber: string;
  userEmail: string;
  message: string;
  website: string;
};

export const EMPTY_CONTACT_DRAFT: ContactDraft = {
  type: '',
  firstName: '',
  lastName: '',
  userPhoneNumber: '',
  userEmail: '',
  message: '',
  website: '',
};

export type ContactField = Exclude<keyof ContactDraft, 'website'>;

export type ContactProblem =
  | 'typeRequired'
  | 'typeUnknown'
  | 'required'
  | 'nameTooLong'
  | 'nameLetters'
  | 'mobileInvalid'
  | 'emailInvalid'
  | 'emailTooLong'
  | 'messageTooShort'
  | 'messageTooLong';

export const CONTACT_LIMITS = {
  nameMax: 50,
  emailMax: 254,
  messageMin: 10,
  messageMax: 2000,
} as const;

/** A letter of any script first, then letters, spaces, hyphens, apostrophes or dots ("Mary-Ann O'Neil"). */
const NAME = /^\p{L}[\p{L}\p{M}' .-]*$/u;
/** Singapore mobile: optional +65, then 8 digits starting with 8 or 9. */
const SG_MOBILE = /^(?:\+65)?[89]\d{7}$/;
/**
 * A practical address syntax: a dot-atom local part (no leading, trailing or doubled dots) of at
 * most 64 characters, and a domain of letter-digit-hyphen labels with an alphabetic top level.
 */
const EMAIL =
  /^(?=.{1,64}@)[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** The mobile number as sent: spaces and hyphens people type for readability removed. */
export function normalizeMobile(value: string): string {
  return value.replace(/[\s-]/g, '');
}

export function checkSubject(
  value: string,
  allowed: readonly string[],
): ContactProblem | undefined {
  if (!value) return 'typeRequired';
  return allowed.length === 0 || allowed.includes(value) ? undefined : 'typeUnknown';
}

export function checkName(value: string): ContactProblem | undefined {
  const name = value.trim();
  if (!name) return 'required';
  if (name.length > CONTACT_LIMITS.nameMax) return 'nameTooLong';
  return NAME.test(name) ? undefined : 'nameLetters';
}

export function checkMobile(value: string): ContactProblem | undefined {
  const mobile = normalizeMobile(value);
  if (!mobile) return 'required';
  return SG_MOBILE.test(mobile) ? undefined : 'mobileInvalid';
}

export function checkEmail(value: string): ContactProblem | undefined {
  const email = value.trim();
  if (!email) return 'required';
  if (email.length > CONTACT_LIMITS.emailMax) return 'emailTooLong';
  return EMAIL.test(email) ? undefined : 'emailInvalid';
}

export function checkMessage(value: string): ContactProblem | undefined {
  const message = value.trim();
  if (!message) return 'required';
  if (message.length < CONTACT_LIMITS.messageMin) return 'messageTooShort';
  return message.length > CONTACT_LIMITS.messageMax ? 'messageTooLong' : undefined;
}

export type ContactProblems = Partial<Record<ContactField, ContactProblem>>;

/** Every problem of the form, by field; `subjects` are the allowed `type` values. */
export function validateContact(draft: ContactDraft, subjects: readonly string[]): ContactProblems {
  const problems: ContactProblems = {
    type: checkSubject(draft.type, subjects),
    firstName: checkName(draft.firstName),
    lastName: checkName(draft.lastName),
    userPhoneNumber: checkMobile(draft.userPhoneNumber),
    userEmail: checkEmail(draft.userEmail),
    message: checkMessage(draft.message),
  };
  return Object.fromEntries(
    Object.entries(problems).filter(([, problem]) => problem !== undefined),
  ) as ContactProblems;
}
