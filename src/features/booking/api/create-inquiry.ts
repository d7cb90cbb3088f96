import { apiRequest } from '../../../lib/api-client';
import { readFlag, readNumber } from '../../../lib/wire';
import { API_PATHS } from '../../../shared/api-paths';
import { inquiryResponseDto } from './booking-dto';

/** What the inquiry form sends (docs/api.md, `POST /api/booking/inquiry`). */
export interface InquiryRequest {
  roomId: string;
  checkIn: string;
  checkOut: string;
  name: string;
  email: string;
  phone?: string;
  message: string;
}

/** The server's answer to an inquiry: whether the range is free and what it costs. */
export interface InquiryAnswer {
  inquiryId: string;
  available: boolean;
  nights: number;
  totalPrice: number;
}

export async function createInquiry(request: InquiryRequest): Promise<InquiryAnswer> {
  const roomId = Number(request.roomId);
  const payload = await apiRequest({
    backend: 'api',
    path: API_PATHS.bookingInquiry,
    method: 'POST',
    body: {
      ...request,
      roomId: Number.isFinite(roomId) ? roomId : request.roomId,
      phone: request.phone || undefined,
    },
    schema: inquiryResponseDto,
  });
  return {
    inquiryId: String(payload.data.inquiryId),
    available: readFlag(payload.data.available),
    nights: readNumber(payload.data.nights) ?? 0,
    totalPrice: readNumber(payload.data.totalPrice) ?? 0,
  };
}
