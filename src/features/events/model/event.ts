/** An event as the app uses it. `cost` is display text ("Free", "$15.00"). */
export interface MallEvent {
  id: string;
  type?: string;
  category?: string;
  title: string;
  titleZh?: string;
  cost?: string;
  imageUrl?: string;
  startDate?: string;
  endDate?: string;
  location?: string;
  shortDescription?: string;
  description?: string;
  detailHtml?: string;
  termsHtml?: string;
  merchantName?: string;
  isFeatured: boolean;
  sortOrder: number;
}

/** What an event's card draws: the event without its descriptions and terms. */
export type EventCardFields = Omit<
  MallEvent,
  'shortDescription' | 'description' | 'detailHtml' | 'termsHtml'
>;

/**
 * An event cut to its card (the home page's featured ones): a page the server drew carries its
 * answers, and the descriptions were most of the home page's featured events.
 */
export function toEventCardFields({
  shortDescription: _short,
  description: _description,
  detailHtml: _detail,
  termsHtml: _terms,
  ...card
}: MallEvent): EventCardFields {
  return card;
}
