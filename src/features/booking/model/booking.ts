/** What the booking form sends (docs/api.md, `POST /api/booking/`). */
export interface BookingRequest {
  roomId: string;
  checkIn: string;
  checkOut: string;
  name: string;
  email: string;
  phone: string;
  purpose: string;
  attendees: number;
}

/** A confirmed booking as the app uses it. */
export interface Booking {
  reference: string;
  roomId: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  totalPrice: number;
  name: string;
  email: string;
  /** ISO instant. */
  createdAt: string;
}
