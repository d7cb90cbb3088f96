/** `POST /api/customerticket`: statuses 1/3/4/5, field rules, honeypot, idempotency. */
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_NOW, type TestApp } from '../../../tests/helpers/test-app.ts';
import { postJson, rowCount, rowsOf, tableCounts } from '../../../tests/support/server/requests.ts';
import { addMembers, MEMBER, OTHER_MEMBER } from '../../../tests/support/server/scenario.ts';

let t: TestApp;
let subject: string;
beforeEach(async () => {
  t = await createTestApp();
  await addMembers(t.store, TEST_NOW);
  subject = (
    await rowsOf<{ value: string }>(
      t.store,
      sql`SELECT value FROM contact_types ORDER BY position LIMIT 1`,
    )
  )[0]!.value;
});
afterEach(() => t.close());

const URL = '/api/customerticket';
const ticket = (overrides: Record<string, unknown> = {}) => ({
  type: subject,
  firstName: 'Mei Ling',
  lastName: "O'Connor-Tan",
  userPhoneNumber: '+65 9876 5432',
  userEmail: 'visitor@example.com',
  message: 'Is the carpark open on public holidays?',
  website: '',
  ...overrides,
});
const ticketCount = () => rowCount(t.store, 'tickets');

describe('statuses', () => {
  it('1: creates a ticket and answers its id', async () => {
    const response = await postJson(t.app, URL, ticket());
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      Status: 1,
      Message: expect.any(String),
      Result: { TicketID: expect.stringMatching(/^CT-[0-9A-Z]{8}$/) },
    });
    const reference = (response.body.Result as { TicketID: string }).TicketID;
    const [stored] = await rowsOf(
      t.store,
      sql`SELECT * FROM tickets WHERE reference = ${reference}`,
    );
    expect(stored).toMatchObject({
      type: subject,
      first_name: 'Mei Ling',
      phone: '98765432',
      email: 'visitor@example.com',
      created_at: TEST_NOW.toISOString(),
    });
  });

  it.each([
    [
      '5: email and mobile of one member',
      { userEmail: MEMBER.email, userPhoneNumber: MEMBER.phone },
      5,
      'You are already registered, please log in',
    ],
    [
      '5: email in another case, mobile with +65',
      { userEmail: MEMBER.email.toUpperCase(), userPhoneNumber: `+65${MEMBER.phone}` },
      5,
      'You are already registered, please log in',
    ],
    [
      '3: email of a member, a new mobile',
      { userEmail: MEMBER.email, userPhoneNumber: '98887777' },
      3,
      'You are already registered, please log in',
    ],
    [
      '3: email of a member, the mobile of another',
      { userEmail: MEMBER.email, userPhoneNumber: OTHER_MEMBER.phone },
      3,
      'You are already registered, please log in',
    ],
    [
      '4: a new email, the mobile of a member',
      { userEmail: 'new@example.com', userPhoneNumber: OTHER_MEMBER.phone },
      4,
      'Mobile Number already exists',
    ],
  ])('%s', async (_label, overrides, status, message) => {
    const before = await tableCounts(t.store);
    const response = await postJson(t.app, URL, ticket(overrides));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ Status: status, Message: message });
    expect(await tableCounts(t.store)).toEqual(before);
  });
});

describe('idempotency', () => {
  it('answers a repeated key with the first answer and creates one ticket', async () => {
    const headers = { 'idempotency-key': 'offline-queue-0001' };
    const first = await postJson(t.app, URL, ticket(), headers);
    const second = await postJson(t.app, URL, ticket(), headers);
    expect(second.body).toEqual(first.body);
    expect(await ticketCount()).toBe(1);
    const other = await postJson(t.app, URL, ticket(), { 'idempotency-key': 'offline-queue-0002' });
    expect(other.body.Result).not.toEqual(first.body.Result);
    expect(await ticketCount()).toBe(2);
  });

  it('dedupes simultaneous replays', async () => {
    const headers = { 'idempotency-key': 'double-tap-000001' };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => postJson(t.app, URL, ticket(), headers)),
    );
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(await ticketCount()).toBe(1);
  });

  it('refuses a malformed key', async () => {
    const response = await postJson(t.app, URL, ticket(), { 'idempotency-key': 'short' });
    expect(response.status).toBe(400);
    expect(response.body.Message).toBe(
      'The idempotency-key header must be 8 to 200 letters, digits or -_.:',
    );
    expect(await ticketCount()).toBe(0);
  });
});

describe('honeypot', () => {
  it('answers a filled website field like a success and stores nothing', async () => {
    const response = await postJson(t.app, URL, ticket({ website: 'http://spam.example' }));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      Status: 1,
      Result: { TicketID: expect.stringMatching(/^CT-/) },
    });
    expect(await ticketCount()).toBe(0);
  });
});

describe('field rules', () => {
  it.each([
    ['type', { type: 'not-a-subject' }, /^type must be one of /],
    ['firstName', { firstName: '' }, 'firstName must be 1 to 50 letters'],
    ['firstName', { firstName: 'R2-D2' }, 'firstName must be 1 to 50 letters'],
    ['lastName', { lastName: 'x'.repeat(51) }, 'lastName must be 1 to 50 letters'],
    [
      'userPhoneNumber',
      { userPhoneNumber: '61234567' },
      'userPhoneNumber must be a Singapore mobile number: 8 digits starting with 8 or 9',
    ],
    [
      'userPhoneNumber',
      { userPhoneNumber: '9123456' },
      'userPhoneNumber must be a Singapore mobile number: 8 digits starting with 8 or 9',
    ],
    ['userEmail', { userEmail: 'not-an-email' }, 'userEmail must be an email address'],
    ['userEmail', { userEmail: `${'a'.repeat(250)}@x.co` }, 'userEmail must be an email address'],
    ['message', { message: 'too short' }, 'message must be 10 to 2000 characters'],
    ['message', { message: 'x'.repeat(2001) }, 'message must be 10 to 2000 characters'],
  ])(
    'refuses a bad %s with a 400 naming it, storing nothing',
    async (field, overrides, message) => {
      const response = await postJson(t.app, URL, ticket(overrides));
      expect(response.status).toBe(400);
      expect(response.body.Status).toBe(0);
      expect(response.body.Message).toEqual(
        typeof message === 'string' ? message : expect.stringMatching(message),
      );
      expect(response.body.Errors).toEqual([{ Field: field, Message: response.body.Message }]);
      expect(await ticketCount()).toBe(0);
    },
  );

  it('lists every problem of the form', async () => {
    const response = await postJson(
      t.app,
      URL,
      ticket({ firstName: '', userEmail: 'x', message: 'short' }),
    );
    expect((response.body.Errors as { Field: string }[]).map((e) => e.Field)).toEqual([
      'firstName',
      'userEmail',
      'message',
    ]);
  });

  it.each([
    ['a missing field', { message: undefined }, 'message is required'],
    ['a number for a string', { firstName: 42 }, 'firstName must be a string'],
  ])('refuses %s', async (_label, overrides, message) => {
    const body = ticket(overrides);
    const response = await postJson(t.app, URL, JSON.parse(JSON.stringify(body)));
    expect(response.status).toBe(400);
    expect(response.body.Message).toBe(message);
  });

  it('accepts names in other scripts', async () => {
    expect(
      (await postJson(t.app, URL, ticket({ firstName: '美玲', lastName: 'Nguyễn' }))).body.Status,
    ).toBe(1);
  });

  it('refuses broken JSON and a missing header', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { 'implementation-id': 'complex-web', 'content-type': 'application/json' },
      payload: '{"type":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ Status: 0, Message: 'The request body is not valid JSON' });
    const headerless = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(ticket()),
    });
    expect(headerless.statusCode).toBe(400);
    expect(await ticketCount()).toBe(0);
  });
});
