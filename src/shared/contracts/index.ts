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
import { dealsCall } from './deals';
import { directoriesCall, directoryDetailsCall } from './directory';
import { eventDetailsCall, eventsCall } from './events';
import { flashSaleDetailsCall, flashSalesCall } from './flash-sales';
import { resetPasswordCall, setCorporatePasswordCall, setPasswordCall } from './passwords';
import { promotionDetailsCall, promotionsCall } from './promotions';
import { rewardDetailsCall, rewardsCall } from './rewards';
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
  roomsCall,
  roomCall,
  bookingStatusCall,
  bookingInquiryCall,
  bookingCall,
  resetPasswordCall,
  setPasswordCall,
  setCorporatePasswordCall,
];
