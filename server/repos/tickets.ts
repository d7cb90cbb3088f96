/**
 * Contact tickets. A ticket sent with an idempotency key is stored with it (unique), so a replay —
 * the offline queue retrying, a double tap — finds the first ticket instead of creating another.
 */
import type { Db } from '../db/database.ts';
import { newReference } from '../lib/references.ts';

export interface NewTicket {
  type: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  message: string;
  idempotencyKey?: string;
}

export function findTicketByIdempotencyKey(db: Db, key: string): { reference: string } | undefined {
  return db.prepare('SELECT reference FROM tickets WHERE idempotency_key = ?').get(key) as
    { reference: string } | undefined;
}

/** Inserts the ticket, or returns the one already stored under the same idempotency key. */
export function createTicket(
  db: Db,
  ticket: NewTicket,
  now: Date,
): { reference: string; created: boolean } {
  return db
    .transaction(() => {
      if (ticket.idempotencyKey) {
        const existing = findTicketByIdempotencyKey(db, ticket.idempotencyKey);
        if (existing) return { reference: existing.reference, created: false };
      }
      const reference = newReference('CT');
      db.prepare(
        `INSERT INTO tickets (reference, idempotency_key, type, first_name, last_name, phone, email, message, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        reference,
        ticket.idempotencyKey ?? null,
        ticket.type,
        ticket.firstName,
        ticket.lastName,
        ticket.phone,
        ticket.email,
        ticket.message,
        now.toISOString(),
      );
      return { reference, created: true };
    })
    .immediate();
}
