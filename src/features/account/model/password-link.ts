/**
 * What the link from the email carries: the activation code (as `code` or `ActivationCode`), the
 * member `id` and, for members (not corporate accounts), `EmailFrom`. Anything malformed is
 * dropped rather than sent, so a damaged link is explained instead of failing at the server.
 */
import { searchParser, trimmedText, type SearchOf } from '../../../lib/search-params';

const readers = {
  code: trimmedText(200),
  ActivationCode: trimmedText(200),
  /** The member id: digits only. */
  id: (value: unknown) => {
    const id = trimmedText(9)(value);
    return id !== undefined && /^\d+$/.test(id) ? id : undefined;
  },
  EmailFrom: trimmedText(254),
};

/** The search params of /reset-password and /set-password, validated by their routes. */
export const passwordLinkSearch = searchParser(readers);
export type PasswordLinkSearch = SearchOf<typeof readers>;

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
