import { defineFirstLoadMessages } from '../../../i18n';

/**
 * What the home page's featured events and every event card say, and the site's names of the event
 * categories (keyed by the English name in lower case: model/event-category). Their own module:
 * the first load (home page) carries these, not the whole feature's messages; a first-load set,
 * so the Chinese (event-card-messages.zh.ts) reaches only a visitor who reads Chinese.
 */
export const eventCardMessages = defineFirstLoadMessages('eventCard', {
  ongoing: 'Ongoing',
  upcoming: 'Upcoming',
  loading: 'Loading events',
  featuredTitle: "What's on",
  viewAll: 'View all events',
});

export const eventCategoryMessages = defineFirstLoadMessages('eventCategories', {
  general: 'General',
  workshop: 'Workshop',
  festive: 'Festive',
  family: 'Family',
  exhibition: 'Exhibition',
  convention: 'Convention',
});
