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
