import { format } from '../../../i18n';
import { ApiError } from '../../../lib/api-error';
import type { ContactMessages } from '../messages';
import type { ContactField } from '../model/contact-rules';
import { outcomeOfStatus } from '../model/contact-status';

/** How a failed send is shown: the text, and the field it concerns, if any. */
export interface ContactFailure {
  text: string;
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
          return { text: format(t.refused, { message: error.message }) };
      }
    }
    if (error.kind === 'network') return { text: t.failedNetwork };
    return { text: format(t.refused, { message: error.message }) };
  }
  return {
    text: format(t.refused, { message: error instanceof Error ? error.message : String(error) }),
  };
}
