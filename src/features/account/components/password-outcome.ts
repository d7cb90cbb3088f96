import { format } from '../../../i18n';
import { ApiError } from '../../../lib/api-error';
import type { AccountMessages } from '../messages';
import { outcomeOfPasswordStatus } from '../model/password-status';

/** A refused or failed save: the used-up link ends the form; the others keep it. */
export type PasswordFailure =
  | { kind: 'linkInvalid' }
  | { kind: 'weakPassword'; text: string }
  | { kind: 'other'; text: string };

export function failureOfPassword(t: AccountMessages, error: unknown): PasswordFailure {
  if (error instanceof ApiError) {
    if (error.kind === 'business') {
      switch (outcomeOfPasswordStatus(error.code)) {
        case 'linkInvalid':
          return { kind: 'linkInvalid' };
        case 'weakPassword':
          return { kind: 'weakPassword', text: t.weakPassword };
        default:
          return { kind: 'other', text: format(t.refused, { message: error.message }) };
      }
    }
    if (error.kind === 'network') return { kind: 'other', text: t.failedNetwork };
    return { kind: 'other', text: format(t.refused, { message: error.message }) };
  }
  return {
    kind: 'other',
    text: format(t.refused, { message: error instanceof Error ? error.message : String(error) }),
  };
}
