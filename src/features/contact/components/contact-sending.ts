/**
 * Sending the form and reading a queued message's answer, by the ticket call's rules
 * (api/customer-ticket.ts). That call's code (its contract's schemas, the API client) loads with
 * the first send, so the contact page carries none of it until a visitor sends.
 */
import { useEffect, useState } from 'react';
import type { DeliveredAnswer } from '../../../lib/offline-queue';
import type { ContactPayload, ReplayedContact } from '../api/customer-ticket';
import type { ContactSendResult } from '../model/contact-status';

const ticketCalls = () => import('../api/customer-ticket');

/** Sends now when online; queues when offline or when the network fails on the way. */
export async function sendContact(
  payload: ContactPayload,
  idempotencyKey: string,
): Promise<ContactSendResult> {
  return (await ticketCalls()).sendOrQueueContact(payload, idempotencyKey);
}

/**
 * What the server made of a queued message once the queue delivered `answer`; undefined until it
 * is delivered and read (a moment: its code was loaded to queue it).
 */
export function useReplayedContact(
  answer: DeliveredAnswer | undefined,
): ReplayedContact | undefined {
  const [read, setRead] = useState<{ answer: DeliveredAnswer; outcome: ReplayedContact }>();
  useEffect(() => {
    if (!answer) return;
    let current = true;
    void ticketCalls().then(({ readReplayedContact }) => {
      if (current) setRead({ answer, outcome: readReplayedContact(answer) });
    });
    return () => {
      current = false;
    };
  }, [answer]);
  return answer && read?.answer === answer ? read.outcome : undefined;
}
