/**
 * The booking and inquiry forms' field rules. The server checks the same things again; these give
 * the visitor the answer while typing. Each rule returns a problem key (translated by the form) or
 * undefined when the value is fine.
 */

/** What the visitor typed: every field is kept as text so nothing typed is ever reformatted away. */
export type BookingDraft = {
  checkIn: string;
  checkOut: string;
  name: string;
  email: string;
  phone: string;
  purpose: string;
  attendees: string;
  message: string;
};

export const EMPTY_DRAFT: BookingDraft = {
  checkIn: '',
  checkOut: '',
  name: '',
  email: '',
  phone: '',
  purpose: '',
  attendees: '',
  message: '',
};

export type DraftField = keyof BookingDraft;

export type BookingProblem =
  | 'required'
  | 'nameTooLong'
  | 'emailInvalid'
  | 'phoneInvalid'
  | 'purposeTooLong'
  | 'attendeesInvalid'
  | 'attendeesOverCapacity'
  | 'messageTooShort'
  | 'messageTooLong'
  | 'datesRequired';

export const LIMITS = {
  nameMax: 100,
  emailMax: 254,
  phoneMax: 20,
  purposeMax: 500,
  messageMin: 10,
  messageMax: 2000,
} as const;

/**
 * A practical address syntax: a dot-atom local part (no leading, trailing or doubled dots) of at
 * most 64 characters, and a domain of letter-digit-hyphen labels with an alphabetic top level.
 */
const EMAIL =
  /^(?=.{1,64}@)[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

export function checkEmail(value: string): BookingProblem | undefined {
  const email = value.trim();
  if (!email) return 'required';
  if (email.length > LIMITS.emailMax || !EMAIL.test(email)) return 'emailInvalid';
  return undefined;
}

/**
 * A phone number anyone can be called back on: 8 to 15 digits, with an optional + and separators,
 * at most 20 characters (the server's limit).
 */
export function checkPhone(value: string, required: boolean): BookingProblem | undefined {
  const phone = value.trim();
  if (!phone) return required ? 'required' : undefined;
  if (phone.length > LIMITS.phoneMax || !/^\+?[0-9][0-9 ()-]*$/.test(phone)) return 'phoneInvalid';
  const digits = phone.replace(/\D/g, '').length;
  return digits >= 8 && digits <= 15 ? undefined : 'phoneInvalid';
}

export function checkName(value: string): BookingProblem | undefined {
  const name = value.trim();
  if (!name) return 'required';
  return name.length > LIMITS.nameMax ? 'nameTooLong' : undefined;
}

export function checkPurpose(value: string): BookingProblem | undefined {
  const purpose = value.trim();
  if (!purpose) return 'required';
  return purpose.length > LIMITS.purposeMax ? 'purposeTooLong' : undefined;
}

export function checkAttendees(value: string, capacity: number): BookingProblem | undefined {
  const text = value.trim();
  if (!text) return 'required';
  if (!/^\d+$/.test(text) || Number(text) < 1) return 'attendeesInvalid';
  return Number(text) > capacity ? 'attendeesOverCapacity' : undefined;
}

export function checkMessage(value: string): BookingProblem | undefined {
  const message = value.trim();
  if (!message) return 'required';
  if (message.length < LIMITS.messageMin) return 'messageTooShort';
  return message.length > LIMITS.messageMax ? 'messageTooLong' : undefined;
}

export type Problems = Partial<Record<DraftField, BookingProblem>>;

function withoutEmpty(problems: Problems): Problems {
  return Object.fromEntries(
    Object.entries(problems).filter(([, problem]) => problem !== undefined),
  ) as Problems;
}

function checkDates(draft: BookingDraft): BookingProblem | undefined {
  return draft.checkIn && draft.checkOut ? undefined : 'datesRequired';
}

/** Problems of the booking form, by field. */
export function validateBooking(draft: BookingDraft, capacity: number): Problems {
  return withoutEmpty({
    checkIn: checkDates(draft),
    name: checkName(draft.name),
    email: checkEmail(draft.email),
    phone: checkPhone(draft.phone, true),
    purpose: checkPurpose(draft.purpose),
    attendees: checkAttendees(draft.attendees, capacity),
  });
}

/** Problems of the inquiry form, by field (the phone is optional there). */
export function validateInquiry(draft: BookingDraft): Problems {
  return withoutEmpty({
    checkIn: checkDates(draft),
    name: checkName(draft.name),
    email: checkEmail(draft.email),
    phone: checkPhone(draft.phone, false),
    message: checkMessage(draft.message),
  });
}
