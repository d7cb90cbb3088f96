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

export async function findTicketByIdempotencyKey(
  db: Db,
  key: string,
): Promise<{ reference: string } | undefined> {
  return db
    .selectFrom('tickets')
    .select('reference')
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/**
 * Inserts the ticket, or returns the one already stored under the same idempotency key. The
 * insert skips a key already present (ON CONFLICT DO NOTHING): two instances given one key at the
 * same instant store one ticket and both answer with its reference.
 */
export async function createTicket(
  db: Db,
  ticket: NewTicket,
  now: Date,
): Promise<{ reference: string; created: boolean }> {
  const inserted = await db
    .insertInto('tickets')
    .values({
      reference: newReference('CT'),
      idempotency_key: ticket.idempotencyKey ?? null,
      type: ticket.type,
      first_name: ticket.firstName,
      last_name: ticket.lastName,
      phone: ticket.phone,
      email: ticket.email,
      message: ticket.message,
      created_at: now.toISOString(),
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning('reference')
    .executeTakeFirst();
  if (inserted) return { reference: inserted.reference, created: true };
  const existing = ticket.idempotencyKey
    ? await findTicketByIdempotencyKey(db, ticket.idempotencyKey)
    : undefined;
  if (!existing) throw new Error('A ticket was neither stored nor found under its key');
  return { reference: existing.reference, created: false };
}
