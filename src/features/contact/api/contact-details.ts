/** The contact details call and its mapper, loaded with the first fetch (queries.ts). */
import { callApi } from '../../../lib/api-client';
import { readText } from '../../../lib/wire';
import {
  contactDetailsCall,
  type ContactDetailsWire,
  type ContactTypeWire,
} from '../../../shared/contracts/contact';
import type { ContactDetails, ContactSubject } from '../model/contact-details';

const SUCCESS = new Set<unknown>([1, '1', true, 'true']);

/** This call nests its status: `{ data: { Status } }` (spec section 7). */
export function isContactDetailsSuccess(payload: Record<string, unknown>): boolean {
  const data = payload.data;
  return (
    typeof data === 'object' &&
    data !== null &&
    SUCCESS.has((data as Record<string, unknown>).Status)
  );
}

export function toContactSubject(wire: ContactTypeWire): ContactSubject | undefined {
  const value = readText(wire.Value);
  const label = readText(wire.Label);
  if (value === undefined || label === undefined) return undefined;
  return { value, label, labelZh: readText(wire.LabelZh) };
}

export function toContactDetails(wire: ContactDetailsWire): ContactDetails {
  return {
    address: readText(wire.Address),
    phone: readText(wire.Phone),
    email: readText(wire.Email),
    hours: readText(wire.Hours),
    hoursZh: readText(wire.HoursZh),
    subjects: (wire.ContactTypes ?? [])
      .map(toContactSubject)
      .filter((subject): subject is ContactSubject => subject !== undefined),
  };
}

/** How else to reach the complex, and the contact form's subjects. */
export async function getContactDetails(signal: AbortSignal): Promise<ContactDetails> {
  const answer = await callApi(contactDetailsCall, { signal, isSuccess: isContactDetailsSuccess });
  return toContactDetails(answer.data.Result);
}
