/**
 * Column types of the tables the repositories write through Kysely's builder (reads of wider rows
 * use `sql<Row>` with the row interface next to their mapper). Both stores give the same values:
 * flags are 0/1 integers, instants ISO strings, calendar dates `YYYY-MM-DD` strings
 * (server/db/postgres.ts reads PostgreSQL's dates, bigints and doubles back as these).
 */
import type { Generated } from 'kysely';

export interface Tables {
  seed_info: { id: number; seed: number; seeded_at: string };
  bookings: {
    id: Generated<number>;
    reference: string;
    room_id: number;
    check_in: string;
    check_out: string;
    nights: number;
    total_price: number;
    name: string;
    email: string;
    phone: string;
    purpose: string;
    attendees: number;
    created_at: string;
  };
  booking_nights: { booking_id: number; room_id: number; night: string };
  inquiries: {
    id: Generated<number>;
    room_id: number;
    check_in: string;
    check_out: string;
    name: string;
    email: string;
    phone: string | null;
    message: string;
    available: number;
    nights: number;
    total_price: number;
    created_at: string;
  };
  tickets: {
    id: Generated<number>;
    reference: string;
    idempotency_key: string | null;
    type: string;
    first_name: string;
    last_name: string;
    phone: string;
    email: string;
    message: string;
    created_at: string;
  };
  members: {
    id: number;
    email: string;
    phone: string;
    corporate: number;
    password_hash: string | null;
    password_updated_at: string | null;
  };
  activation_codes: {
    code: string;
    member_id: number;
    purpose: string;
    expires_at: string;
    used_at: string | null;
  };
  /** Write requests per route and client in its current window, shared by every instance. */
  rate_limits: { key: string; window_start: number; count: number };
}
