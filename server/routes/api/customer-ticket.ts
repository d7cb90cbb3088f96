/**
 * `POST {api}/api/customerticket` (docs/api.md): the contact form. Statuses: 1 ticket created;
 * 5 the email and mobile number belong to one registered member; 3 the email belongs to a member;
 * 4 the mobile number belongs to another member. A filled honeypot (`website`) is answered like a
 * success and stored nowhere; a repeated `idempotency-key` returns the first answer.
 */
import type { FastifyPluginAsync } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER } from '../../../src/shared/api-origin.ts';
import { customerTicketCall } from '../../../src/shared/contracts/contact.ts';
import { normalizeSingaporeMobile, ticketFieldErrors } from '../../lib/contact-rules.ts';
import type { RoutePluginOptions } from '../../lib/context.ts';
import { badRequest, invalidFields } from '../../lib/http-error.ts';
import { writeLimit } from '../../lib/rate-limit.ts';
import { newReference } from '../../lib/references.ts';
import { serveCall } from '../../lib/serve-call.ts';
import { listContactTypes } from '../../repos/information.ts';
import { findMemberByEmail, findMembersByPhone } from '../../repos/members.ts';
import { createTicket, findTicketByIdempotencyKey } from '../../repos/tickets.ts';

export const TICKET_CREATED_MESSAGE =
  'Thank you for contacting us. We will get back to you within 3 working days.';
export const ALREADY_REGISTERED_MESSAGE = 'You are already registered, please log in';
export const MOBILE_EXISTS_MESSAGE = 'Mobile Number already exists';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,200}$/;

const created = (reference: string) => ({
  Status: 1,
  Message: TICKET_CREATED_MESSAGE,
  Result: { TicketID: reference },
});

export const customerTicketRoutes: FastifyPluginAsync<RoutePluginOptions> = async (
  app,
  { ctx },
) => {
  serveCall(
    app,
    customerTicketCall,
    { config: writeLimit(ctx.config.writeRateLimit) },
    async (request) => {
      const body = request.body;
      const rawKey = request.headers[IDEMPOTENCY_KEY_HEADER];
      const idempotencyKey = Array.isArray(rawKey) ? rawKey[0] : rawKey;
      if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
        throw badRequest('The idempotency-key header must be 8 to 200 letters, digits or -_.:');
      }
      // A bot filled the hidden field: look successful, keep nothing.
      if (body.website !== undefined && body.website.trim() !== '')
        return created(newReference('CT'));

      const errors = ticketFieldErrors(
        body,
        (await listContactTypes(ctx.db)).map((t) => t.value),
      );
      if (errors.length) throw invalidFields(errors);

      if (idempotencyKey) {
        const replay = await findTicketByIdempotencyKey(ctx.db, idempotencyKey);
        if (replay) return created(replay.reference);
      }
      const email = body.userEmail.trim();
      const phone = normalizeSingaporeMobile(body.userPhoneNumber);
      const emailOwner = await findMemberByEmail(ctx.db, email);
      if (emailOwner)
        return { Status: emailOwner.phone === phone ? 5 : 3, Message: ALREADY_REGISTERED_MESSAGE };
      if ((await findMembersByPhone(ctx.db, phone)).length > 0)
        return { Status: 4, Message: MOBILE_EXISTS_MESSAGE };

      const ticket = await createTicket(
        ctx.db,
        {
          type: body.type,
          firstName: body.firstName.trim(),
          lastName: body.lastName.trim(),
          phone,
          email,
          message: body.message.trim(),
          idempotencyKey,
        },
        ctx.now(),
      );
      return created(ticket.reference);
    },
  );
};
