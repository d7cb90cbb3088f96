/**
 * What the contact call's `Status` means for the visitor (spec section 5): 1 the ticket was
 * created; 3 or 5 the email belongs to a registered member; 4 the mobile number belongs to another
 * member. Any other refusal is shown with the server's own message.
 */
export type ContactOutcome = 'received' | 'alreadyRegistered' | 'mobileExists' | 'refused';

export function outcomeOfStatus(status: unknown): ContactOutcome {
  switch (Number(status)) {
    case 1:
      return 'received';
    case 3:
    case 5:
      return 'alreadyRegistered';
    case 4:
      return 'mobileExists';
    default:
      return 'refused';
  }
}

/** What sending the form came to: sent (with the ticket's reference), or queued while offline. */
export type ContactSendResult = { kind: 'sent'; ticketId?: string } | { kind: 'queued' };
