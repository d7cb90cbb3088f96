/**
 * What the password calls' `Status` means (docs/api.md): 1 done; 2 the link is invalid, expired
 * or used; 3 the password is too weak. Anything else is shown with the server's message.
 */
export type PasswordOutcome = 'done' | 'linkInvalid' | 'weakPassword' | 'refused';

export function outcomeOfPasswordStatus(status: unknown): PasswordOutcome {
  switch (Number(status)) {
    case 1:
      return 'done';
    case 2:
      return 'linkInvalid';
    case 3:
      return 'weakPassword';
    default:
      return 'refused';
  }
}
