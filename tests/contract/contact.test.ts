/**
 * The contact page against the real backend: the contact details parse with the page's schema,
 * every Status of spec section 5 parses and maps to its message, the idempotency key and the
 * honeypot behave as the page expects, and the page's field rules agree with the server's: a form
 * the page accepts is never refused with a 400, and a form it refuses is refused by the server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isContactDetailsSuccess,
  toContactDetails,
} from '../../src/features/contact/api/contact-details';
import {
  normalizeMobile,
  validateContact,
  type ContactDraft,
} from '../../src/features/contact/model/contact-rules';
import { outcomeOfStatus } from '../../src/features/contact/model/contact-status';
import { IDEMPOTENCY_KEY_HEADER } from '../../src/shared/api-origin';
import { contactDetailsCall, customerTicketCall } from '../../src/shared/contracts/contact';
import { TEST_HEADERS, createTestApp, type TestApp } from '../helpers/test-app';
import { ask, checkedAnswer, urlOf } from './ask';

let t: TestApp;
let subjects: string[];
let unique = 0;

/** The answer to a ticket, checked with the contract's answer schema. */
const ticketAnswer = (body: unknown) => customerTicketCall.answer.parse(body);

/** A mobile number and email no seeded member has (members use other prefixes and domains). */
function freshIdentity() {
  unique += 1;
  return {
    userPhoneNumber: `9${String(8_800_000 + unique).padStart(7, '0')}`,
    userEmail: `visitor${unique}@contract.example.org`,
  };
}

function draft(overrides: Partial<ContactDraft> = {}): ContactDraft {
  return {
    type: subjects[0]!,
    firstName: 'Ana',
    lastName: 'Tan',
    ...freshIdentity(),
    message: 'Where is the nearest carpark lift?',
    website: '',
    ...overrides,
  };
}

/** Sends a draft the way the page does (trimmed, mobile without separators). */
async function send(form: ContactDraft, key?: string) {
  const payload = {
    type: form.type,
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    userPhoneNumber: normalizeMobile(form.userPhoneNumber),
    userEmail: form.userEmail.trim(),
    message: form.message.trim(),
    website: form.website,
  };
  const res = await t.app.inject({
    method: customerTicketCall.method,
    url: urlOf(customerTicketCall),
    headers: {
      ...TEST_HEADERS,
      'content-type': 'application/json',
      ...(key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {}),
    },
    payload: JSON.stringify(payload),
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}

beforeAll(async () => {
  t = await createTestApp();
  const details = toContactDetails((await checkedAnswer(t.app, contactDetailsCall)).data.Result);
  subjects = details.subjects.map((subject) => subject.value);
});
afterAll(() => t.close());

describe('POST {bi}/v1/get-contact-details', () => {
  it('gives the subjects in English and Chinese', async () => {
    // Its status is inside `data`, where only the page's own rule looks.
    const { body } = await ask(t.app, contactDetailsCall);
    expect(isContactDetailsSuccess(body as Record<string, unknown>)).toBe(true);
    const details = toContactDetails((await checkedAnswer(t.app, contactDetailsCall)).data.Result);
    expect(details.subjects.length).toBeGreaterThan(1);
    for (const subject of details.subjects) {
      expect(subject.label).toMatch(/\S/);
      expect(subject.labelZh).toMatch(/\S/);
    }
    expect(details.address).toContain('Temasek');
  });
});

describe('POST /api/customerticket statuses (spec section 5)', () => {
  it.each([
    ['a new visitor', {}, 1, 'received'],
    [
      'a member’s email and mobile',
      { userEmail: 'registered@example.com', userPhoneNumber: '+65 9123 4567' },
      5,
      'alreadyRegistered',
    ],
    ['a member’s email', { userEmail: 'registered@example.com' }, 3, 'alreadyRegistered'],
    ['a member’s mobile', { userPhoneNumber: '9123 4567' }, 4, 'mobileExists'],
  ] as const)('%s: Status %d', async (_name, overrides, status, outcome) => {
    const res = await send(draft(overrides));
    expect(res.status).toBe(200);
    const answer = ticketAnswer(res.body);
    expect(Number(answer.Status)).toBe(status);
    expect(outcomeOfStatus(answer.Status)).toBe(outcome);
    if (status === 1) expect(String(answer.Result?.TicketID)).toMatch(/\S/);
  });

  it('answers a repeated idempotency key with the first ticket', async () => {
    const form = draft();
    const key = crypto.randomUUID();
    const first = ticketAnswer((await send(form, key)).body);
    const again = ticketAnswer((await send(form, key)).body);
    expect(again.Result?.TicketID).toBe(first.Result?.TicketID);
    const other = ticketAnswer((await send(form, crypto.randomUUID())).body);
    expect(other.Result?.TicketID).not.toBe(first.Result?.TicketID);
  });

  it('answers a filled honeypot like a success', async () => {
    const res = await send(draft({ website: 'https://spam.example' }));
    expect(Number(ticketAnswer(res.body).Status)).toBe(1);
  });
});

describe('the page’s field rules agree with the server’s', () => {
  const cases: [string, Partial<ContactDraft>][] = [
    ['mobile with +65 and spaces', { userPhoneNumber: '+65 8123 9876' }],
    ['mobile with a hyphen', { userPhoneNumber: '9123-9876' }],
    ['a landline', { userPhoneNumber: '61234567' }],
    ['seven digits', { userPhoneNumber: '9123456' }],
    ['nine digits', { userPhoneNumber: '912345678' }],
    ['country code without +', { userPhoneNumber: '6591234567' }],
    ['hyphenated first name', { firstName: 'Mary-Ann' }],
    ['apostrophe', { lastName: "O'Neil" }],
    ['Chinese name', { firstName: '美玲', lastName: '陈' }],
    ['name with a digit', { firstName: 'R2D2' }],
    ['name of 50 letters', { lastName: 'x'.repeat(50) }],
    ['name of 51 letters', { lastName: 'x'.repeat(51) }],
    ['empty first name', { firstName: '  ' }],
    ['message of 10 characters', { message: 'x'.repeat(10) }],
    ['message of 9 characters', { message: 'x'.repeat(9) }],
    ['message of 2000 characters', { message: 'x'.repeat(2000) }],
    ['message of 2001 characters', { message: 'x'.repeat(2001) }],
    ['unknown subject', { type: 'not-a-subject' }],
    ['email without a domain dot', { userEmail: 'ana@example' }],
    [
      'email of 254 characters',
      { userEmail: `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(59)}.com` },
    ],
    [
      'email of 255 characters',
      { userEmail: `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.com` },
    ],
  ];

  it.each(cases)('%s', async (_name, overrides) => {
    const form = draft(overrides);
    const clientAccepts = Object.keys(validateContact(form, subjects)).length === 0;
    const res = await send(form);
    expect(res.status === 400 ? 'refused' : 'accepted').toBe(
      clientAccepts ? 'accepted' : 'refused',
    );
    if (res.status === 400) expect(res.body.Errors ?? res.body.errors).toBeTruthy();
  });
});
