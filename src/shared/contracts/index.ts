/**
 * Every call of the spec, by its contract: the gateway answers each (its cache policy is the
 * contract's), and the contract tests hold each to its declared schemas. A new call's contract is
 * added here. Not for the app or the worker, which import the few calls they make.
 *
 * Not here: generate-token (generate-token.ts), a call between servers that the gateway makes
 * for itself and never offers to a browser.
 */
import { bookingCall, bookingInquiryCall, bookingStatusCall } from './booking';
import type { Contract } from './call';
import { pageCall } from './cms';
import { contentCall } from './content';
import {
  collectionDetailsCall,
  collectionsCall,
  evoucherDetailsCall,
  evouchersCall,
  exploreDetailsCall,
  exploresCall,
} from './curations';
import { contactDetailsCall, customerTicketCall } from './contact';
import { dealsCall } from './deals';
import { directoriesCall, directoryDetailsCall } from './directory';
import { eventDetailsCall, eventsCall } from './events';
import { faqsCall } from './faq';
import { flashSaleDetailsCall, flashSalesCall } from './flash-sales';
import { gettingThereCall } from './getting-here';
import { promotionDetailsCall, promotionsCall } from './promotions';
import { rewardDetailsCall, rewardsCall } from './rewards';
import { globalSearchCall } from './search';
import { resetPasswordCall, setCorporatePasswordCall, setPasswordCall } from './passwords';
import { roomCall, roomsCall } from './rooms';

export const CALLS: readonly Contract[] = [
  flashSalesCall,
  flashSaleDetailsCall,
  eventsCall,
  eventDetailsCall,
  rewardsCall,
  rewardDetailsCall,
  promotionsCall,
  promotionDetailsCall,
  directoriesCall,
  directoryDetailsCall,
  dealsCall,
  gettingThereCall,
  contactDetailsCall,
  faqsCall,
  globalSearchCall,
  customerTicketCall,
  exploresCall,
  exploreDetailsCall,
  collectionsCall,
  collectionDetailsCall,
  evouchersCall,
  evoucherDetailsCall,
  contentCall,
  pageCall,
  roomsCall,
  roomCall,
  bookingStatusCall,
  bookingInquiryCall,
  bookingCall,
  resetPasswordCall,
  setPasswordCall,
  setCorporatePasswordCall,
];
