/**
 * The new-password rules the visitor sees while typing, the same as the backend's (docs/api.md,
 * password statuses): at least 8 characters, a letter and a number (any script, as the server
 * counts them), at most 128 characters, and the confirmation must match.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export interface PasswordChecks {
  longEnough: boolean;
  hasLetter: boolean;
  hasNumber: boolean;
  notTooLong: boolean;
  matches: boolean;
}

export function checkPassword(password: string, confirmation: string): PasswordChecks {
  return {
    longEnough: password.length >= PASSWORD_MIN,
    hasLetter: /\p{L}/u.test(password),
    hasNumber: /\p{N}/u.test(password),
    notTooLong: password.length <= PASSWORD_MAX,
    matches: password.length > 0 && password === confirmation,
  };
}

/** True when the server will accept the password's strength (the confirmation aside). */
export function isStrongEnough(checks: PasswordChecks): boolean {
  return checks.longEnough && checks.hasLetter && checks.hasNumber && checks.notTooLong;
}

export function allPassed(checks: PasswordChecks): boolean {
  return isStrongEnough(checks) && checks.matches;
}
