/** The API routes, for tests that must cover every one of them. */

/** Every POST route of docs/api.md. */
export const POST_ROUTES = [
  '/bi/Prod/v1/flashsales',
  '/bi/Prod/v1/flashsale-details',
  '/bi/Prod/v1/events',
  '/bi/Prod/v1/event-details',
  '/bi/Prod/v1/rewards',
  '/bi/Prod/v1/reward-details',
  '/bi/Prod/v1/directories',
  '/bi/Prod/v1/directory-details',
  '/bi/Prod/v1/getting-there',
  '/bi/Prod/v1/get-contact-details',
  '/bi/Prod/v1/promotions',
  '/bi/Prod/v1/promotion-details',
  '/bi/Prod/v1/global-search',
  '/bi/Prod/v1/explore-details',
  '/bi/Prod/v1/collection-details',
  '/bi/Prod/v1/evoucher-details',
  '/bi/Prod/v1/generate-token',
  '/endpoint/list/model/deal',
  '/endpoint/create/model/resetPwd',
  '/endpoint/create/model/setPwd',
  '/endpoint/create/model/setCorporatePwd',
  '/api/customerticket',
  '/api/booking/',
  '/api/booking/inquiry',
];

/** Every GET route of the APIs (inputs in the query string). */
export const GET_ROUTES = [
  '/api/content/',
  '/api/pageBuilder/detail/',
  '/api/booking/status',
  '/api/room/',
];
