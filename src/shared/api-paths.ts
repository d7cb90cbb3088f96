/**
 * Every backend path the site calls, relative to its backend's base URL. One owner for these facts:
 * the app's API layer, the service worker's cache rules and the embedded server all import them.
 */

export { COMPANY_ID } from './contracts/call';

/** BI API paths, relative to `{bi}` (which already carries `/bi/{stage}`). */
export const BI_PATHS = {
  flashSales: '/v1/flashsales',
  flashSaleDetails: '/v1/flashsale-details',
  events: '/v1/events',
  eventDetails: '/v1/event-details',
  rewards: '/v1/rewards',
  rewardDetails: '/v1/reward-details',
  directories: '/v1/directories',
  directoryDetails: '/v1/directory-details',
  gettingThere: '/v1/getting-there',
  contactDetails: '/v1/get-contact-details',
  promotions: '/v1/promotions',
  promotionDetails: '/v1/promotion-details',
  globalSearch: '/v1/global-search',
  explores: '/v1/explores',
  exploreDetails: '/v1/explore-details',
  collections: '/v1/collections',
  collectionDetails: '/v1/collection-details',
  evouchers: '/v1/evouchers',
  evoucherDetails: '/v1/evoucher-details',
  faqs: '/v1/faqs',
} as const;

/** Internal API paths, relative to `{api}`. */
export const API_PATHS = {
  customerTicket: '/api/customerticket',
  content: '/api/content/',
  pageBuilder: '/api/pageBuilder/detail/',
  booking: '/api/booking/',
  bookingInquiry: '/api/booking/inquiry',
  bookingStatus: '/api/booking/status',
  rooms: '/api/room/',
  mapData: '/api/map',
} as const;

/** Paths relative to `{endpoint}`. */
export const ENDPOINT_PATHS = {
  deals: '/list/model/deal',
  resetPassword: '/create/model/resetPwd',
  setPassword: '/create/model/setPwd',
  setCorporatePassword: '/create/model/setCorporatePwd',
} as const;

// The site's own origin, its mounts and headers: a module of their own, which the first page
// needs without these tables of paths.
export * from './api-origin';
