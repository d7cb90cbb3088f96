/** What the reset page sends: the new password and the emailed link's code. */
export interface ResetPasswordRequest {
  password: string;
  activationCode: string;
}

/** What the set-password page sends: also the account the link was made for. */
export interface SetPasswordRequest extends ResetPasswordRequest {
  memberId: string;
  /** Present in members' links; corporate accounts' links have none. */
  emailFrom?: string;
}
