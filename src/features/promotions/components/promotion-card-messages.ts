import { defineFirstLoadMessages } from '../../../i18n';

/**
 * What the home page's featured promotions and every promotion card say. Their own module: the
 * first load (home page) carries these, not the whole feature's messages; a first-load set, so the
 * Chinese (promotion-card-messages.zh.ts) reaches only a visitor who reads Chinese.
 */
export const promotionCardMessages = defineFirstLoadMessages('promotionCard', {
  ongoing: 'Ongoing',
  upcoming: 'Upcoming',
  membersDay: "Members' day",
  membersDayOn: "Members' day: {date}",
  loading: 'Loading promotions',
  featuredTitle: 'Featured promotions',
  viewAll: 'View all promotions',
});
