/** The inquiry call and its mapper, loaded when the visitor asks (components/inquiry-form.tsx). */
import { callApi } from '../../../lib/api-client';
import { readFlag, readNumber } from '../../../lib/wire';
import { bookingInquiryCall } from '../../../shared/contracts/booking';
import type { InquiryAnswer, InquiryRequest } from '../model/inquiry';
import { wireRoomId } from './booking';

/** Asks whether a stay is free and what it costs; the inquiry is kept for the centre's staff. */
export async function createInquiry(request: InquiryRequest): Promise<InquiryAnswer> {
  const { data } = await callApi(bookingInquiryCall, {
    input: {
      ...request,
      roomId: wireRoomId(request.roomId),
      phone: request.phone || undefined,
    },
  });
  return {
    inquiryId: String(data.inquiryId),
    available: readFlag(data.available),
    nights: readNumber(data.nights) ?? 0,
    totalPrice: readNumber(data.totalPrice) ?? 0,
  };
}
