import { ApiError, serverWords } from '../../../lib/api-error';
import type { ContactMessages } from '../messages';
import type { ContactField } from '../model/contact-rules';
import { outcomeOfStatus } from '../model/contact-status';

/**
 * How a failed send is shown: the text in the visitor's language, the server's own words as a
 * detail when it gave any, and the field it concerns, if any.
 */
export interface ContactFailure {
  text: string;
  detail?: string;
  field?: ContactField;
}

/** Maps a rejected send to what the visitor reads (spec section 5 for business answers). */
export function failureOf(t: ContactMessages, error: unknown): ContactFailure {
  if (error instanceof ApiError) {
    if (error.kind === 'business') {
      switch (outcomeOfStatus(error.code)) {
        case 'alreadyRegistered':
          return { text: t.alreadyRegistered, field: 'userEmail' };
        case 'mobileExists':
          return { text: t.mobileExists, field: 'userPhoneNumber' };
        default:
          return refused(t, error);
      }
    }
    if (error.kind === 'network') return { text: t.failedNetwork };
  }
  return refused(t, error);
}

function refused(t: ContactMessages, error: unknown): ContactFailure {
  const detail = serverWords(error);
  return detail ? { text: t.refused, detail } : { text: t.refused };
}
