/**
 * Sending the contact form. `submitContact` is one HTTP attempt; `sendOrQueueContact` queues the
 * same request (same body, same idempotency key) in the offline queue when there is no connection,
 * so the backend creates the ticket exactly once however many times it is replayed.
 */
import { ApiError, callApi, isSuccessPayload, payloadMessage } from '../../../lib/api-client';
import { backendBase, config } from '../../../lib/config';
import { enqueueRequest, type DeliveredAnswer } from '../../../lib/offline-queue';
import { isOnline } from '../../../lib/online-status';
import { readText } from '../../../lib/wire';
import { IDEMPOTENCY_KEY_HEADER, IMPLEMENTATION_ID_HEADER } from '../../../shared/api-origin';
import type { InputOf } from '../../../shared/contracts/call';
import { customerTicketCall } from '../../../shared/contracts/contact';
import type { ContactSendResult } from '../model/contact-status';

/**
 * The ticket as the wire wants it (docs/api.md, `POST /api/customerticket`). `website` is the
 * honeypot: empty for people; bots fill it and are answered like a success.
 */
export type ContactPayload = InputOf<typeof customerTicketCall>;

/**
 * One attempt to create the ticket. Resolves on Status 1; rejects with `ApiError` of kind
 * 'business' and `code` = Status for 3, 4 and 5 (spec section 5), 'http' for 400/429, 'network'.
 */
export async function submitContact(
  payload: ContactPayload,
  idempotencyKey: string,
): Promise<{ ticketId?: string }> {
  const answer = await callApi(customerTicketCall, {
    input: payload,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
  return { ticketId: readText(answer.Result?.TicketID) };
}

/** What the server made of a queued ticket once the queue delivered it. */
export type ReplayedContact =
  { kind: 'sent'; ticketId?: string } | { kind: 'refused'; error: ApiError };

/**
 * Reads the server's answer to a queued ticket by the rules `submitContact` applies online, so a
 * replayed message refused with Status 3, 4 or 5 (or a 4xx) is shown as the same `ApiError`.
 */
export function readReplayedContact(answer: DeliveredAnswer): ReplayedContact {
  let payload: unknown;
  try {
    payload = JSON.parse(answer.body);
  } catch {
    payload = undefined;
  }
  const refused = (error: ApiError): ReplayedContact => ({ kind: 'refused', error });
  if (answer.status < 200 || answer.status >= 300) {
    const message = payloadMessage(payload) ?? `Request failed with status ${answer.status}`;
    return refused(new ApiError(message, 'http', answer.status));
  }
  if (typeof payload !== 'object' || payload === null) {
    return refused(
      new ApiError('The server sent a response that is not JSON', 'schema', answer.status),
    );
  }
  const record = payload as Record<string, unknown>;
  if (!isSuccessPayload('api', record)) {
    return refused(
      new ApiError(
        payloadMessage(record) ?? 'The request was not successful',
        'business',
        answer.status,
        (record.Status ?? record.status) as number | string | boolean | undefined,
      ),
    );
  }
  const parsed = customerTicketCall.answer.safeParse(payload);
  if (!parsed.success) {
    return refused(
      new ApiError('The server sent data in an unexpected shape', 'schema', answer.status),
    );
  }
  return { kind: 'sent', ticketId: readText(parsed.data.Result?.TicketID) };
}

/** Puts the ticket in the offline queue, to be sent when the connection returns. */
export async function queueContact(payload: ContactPayload, idempotencyKey: string): Promise<void> {
  await enqueueRequest({
    url: `${backendBase(customerTicketCall.backend)}${customerTicketCall.path}`,
    method: customerTicketCall.method,
    headers: {
      [IMPLEMENTATION_ID_HEADER]: config.implementationId,
      'Content-Type': 'application/json',
      Accept: 'application/json',
    },
    body: JSON.stringify(payload),
    idempotencyKey,
  });
}

/** Sends now when online; queues when offline or when the network fails on the way. */
export async function sendOrQueueContact(
  payload: ContactPayload,
  idempotencyKey: string,
): Promise<ContactSendResult> {
  if (!isOnline()) {
    await queueContact(payload, idempotencyKey);
    return { kind: 'queued' };
  }
  try {
    return { kind: 'sent', ...(await submitContact(payload, idempotencyKey)) };
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'network') {
      await queueContact(payload, idempotencyKey);
      return { kind: 'queued' };
    }
    throw error;
  }
}
