import { ApiError, serverWords } from '../../../lib/api-error';
import type { AccountMessages } from '../messages';
import { outcomeOfPasswordStatus } from '../model/password-status';

/**
 * A refused or failed save: the used-up link ends the form; the others keep it. `detail`: the
 * server's own words, when it gave any, shown after the text in the visitor's language.
 */
export type PasswordFailure =
  | { kind: 'linkInvalid' }
  | { kind: 'weakPassword'; text: string }
  | { kind: 'other'; text: string; detail?: string };

export function failureOfPassword(t: AccountMessages, error: unknown): PasswordFailure {
  if (error instanceof ApiError) {
    if (error.kind === 'business') {
      switch (outcomeOfPasswordStatus(error.code)) {
        case 'linkInvalid':
          return { kind: 'linkInvalid' };
        case 'weakPassword':
          return { kind: 'weakPassword', text: t.weakPassword };
        default:
          return refused(t, error);
      }
    }
    if (error.kind === 'network') return { kind: 'other', text: t.failedNetwork };
  }
  return refused(t, error);
}

function refused(t: AccountMessages, error: unknown): PasswordFailure {
  const detail = serverWords(error);
  return detail ? { kind: 'other', text: t.refused, detail } : { kind: 'other', text: t.refused };
}
