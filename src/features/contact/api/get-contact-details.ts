import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { readText } from '../../../lib/wire';
import { BI_PATHS } from '../../../shared/api-paths';
import {
  contactDetailsResponseDto,
  type ContactDetailsDto,
  type ContactTypeDto,
} from './contact-details-dto';
import { contactKeys } from './query-keys';

/** A subject the visitor can choose; `value` is what the ticket's `type` carries. */
export interface ContactSubject {
  value: string;
  label: string;
  labelZh?: string;
}

/** The contact page's view of the contact details: how else to reach the complex, and the subjects. */
export interface ContactDetails {
  address?: string;
  phone?: string;
  email?: string;
  hours?: string;
  hoursZh?: string;
  subjects: ContactSubject[];
}

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

export function toContactSubject(dto: ContactTypeDto): ContactSubject | undefined {
  const value = readText(dto.Value);
  const label = readText(dto.Label);
  if (value === undefined || label === undefined) return undefined;
  return { value, label, labelZh: readText(dto.LabelZh) };
}

export function toContactDetails(dto: ContactDetailsDto): ContactDetails {
  return {
    address: readText(dto.Address),
    phone: readText(dto.Phone),
    email: readText(dto.Email),
    hours: readText(dto.Hours),
    hoursZh: readText(dto.HoursZh),
    subjects: (dto.ContactTypes ?? [])
      .map(toContactSubject)
      .filter((subject): subject is ContactSubject => subject !== undefined),
  };
}

/** `POST {bi}/v1/get-contact-details`. */
export async function getContactDetails(signal?: AbortSignal): Promise<ContactDetails> {
  const payload = await apiRequest({
    backend: 'bi',
    path: BI_PATHS.contactDetails,
    method: 'POST',
    body: {},
    schema: contactDetailsResponseDto,
    isSuccess: isContactDetailsSuccess,
    signal,
  });
  return toContactDetails(payload.data.Result);
}

export const contactDetailsQueryOptions = () =>
  queryOptions({
    queryKey: contactKeys.details(),
    queryFn: ({ signal }) => getContactDetails(signal),
    staleTime: 1000 * 60 * 60,
  });
