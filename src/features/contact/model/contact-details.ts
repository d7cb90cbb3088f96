/** The contact page's view of the contact details: how else to reach the complex, and the subjects. */

/** A subject the visitor can choose; `value` is what the ticket's `type` carries. */
export interface ContactSubject {
  value: string;
  label: string;
  labelZh?: string;
}

export interface ContactDetails {
  address?: string;
  phone?: string;
  email?: string;
  hours?: string;
  hoursZh?: string;
  subjects: ContactSubject[];
}
