import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { contactMessages } from '../messages';
import { failureOf } from '../components/contact-outcome';
import { readReplayedContact } from './customer-ticket';

const answer = (status: number, body: unknown) => ({
  idempotencyKey: 'k1',
  status,
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

describe('readReplayedContact', () => {
  it('reads a delivered Status 1 as sent, with the ticket reference', () => {
    expect(
      readReplayedContact(answer(200, { Status: 1, Message: 'OK', Result: { TicketID: 'T-42' } })),
    ).toEqual({ kind: 'sent', ticketId: 'T-42' });
  });

  it.each([
    [3, 'You are already registered, please log in', 'userEmail'],
    [5, 'You are already registered, please log in', 'userEmail'],
    [4, 'Mobile Number already exists', 'userPhoneNumber'],
  ] as const)(
    'reads a replayed Status %d as the refusal shown online: %j beside %s',
    (status, text, field) => {
      const replayed = readReplayedContact(answer(200, { Status: status, Message: 'server text' }));
      expect(replayed.kind).toBe('refused');
      if (replayed.kind !== 'refused') return;
      expect(replayed.error).toMatchObject({ kind: 'business', code: status });
      expect(failureOf(contactMessages.en, replayed.error)).toEqual({ text, field });
    },
  );

  it.each([
    [400, { Status: 0, Message: 'Message is too short' }, 'http', 'Message is too short'],
    [422, 'not json', 'http', 'Request failed with status 422'],
    [200, 'not json', 'schema', 'The server sent a response that is not JSON'],
    [
      200,
      { Status: 1, Result: { TicketID: { nested: true } } },
      'schema',
      'The server sent data in an unexpected shape',
    ],
  ] as const)('reads HTTP %d %j as a %s refusal', (status, body, kind, message) => {
    const replayed = readReplayedContact(answer(status, body));
    expect(replayed).toEqual({ kind: 'refused', error: expect.any(ApiError) });
    if (replayed.kind === 'refused') expect(replayed.error).toMatchObject({ kind, message });
  });
});
