/**
 * What the link from the email carries: the activation code (as `code` or `ActivationCode`), the
 * member `id` and, for members (not corporate accounts), `EmailFrom`. Anything malformed is
 * dropped rather than sent, so a damaged link is explained instead of failing at the server.
 */
import { z } from 'zod';

const text = (max: number) =>
  z
    .union([z.string(), z.number()])
    .transform((value) => String(value).trim())
    .pipe(z.string().min(1).max(max))
    .optional()
    .catch(undefined);

/** The search params of /reset-password and /set-password, validated by their routes. */
export const passwordLinkSearch = z.object({
  code: text(200),
  ActivationCode: text(200),
  id: z
    .union([z.string(), z.number()])
    .transform((value) => String(value).trim())
    .pipe(z.string().regex(/^\d{1,9}$/))
    .optional()
    .catch(undefined),
  EmailFrom: text(254),
});
export type PasswordLinkSearch = z.infer<typeof passwordLinkSearch>;

export interface PasswordLink {
  code?: string;
  memberId?: string;
  emailFrom?: string;
}

/** The link's parts under the app's names; `code` wins over `ActivationCode` when both are given. */
export function toPasswordLink(search: PasswordLinkSearch): PasswordLink {
  return {
    code: search.code ?? search.ActivationCode,
    memberId: search.id,
    emailFrom: search.EmailFrom,
  };
}

/** Reset needs the code; setting a password also needs the member id. */
export function isCompleteLink(link: PasswordLink, mode: 'reset' | 'set'): boolean {
  return Boolean(link.code) && (mode === 'reset' || Boolean(link.memberId));
}
