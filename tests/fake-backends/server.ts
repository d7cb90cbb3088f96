/**
 * A fake of the complex's three backends (`{bi}` with its stage, `{api}`, `{endpoint}`), for the
 * gateway's tests and the browser journeys in upstream mode: answers shaped as the live API's
 * (data.ts), a token bought with a key and secret, and behaviour a test can change over
 * `/__fake/*`: slow answers, errors, answers that are not JSON, an outage, and which shape each
 * detail call answers in (the item itself, a list holding it, a keyed set holding it, or no such
 * call at all).
 */
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import { randomBytes } from 'node:crypto';
import { fakeData, type FakeData } from './data.ts';
import { registerFakeDataMall, type DataMallState } from './datamall.ts';

export const FAKE_STAGE = 'Live';
export const FAKE_MOUNTS = { bi: `/bi/${FAKE_STAGE}`, api: '/content', endpoint: '/ep' } as const;
export const FAKE_IMPLEMENTATION_ID = 'fake-impl';
export const FAKE_API_KEY = 'fake-key';
export const FAKE_API_SECRET = 'fake-secret';
/** The activation code the fake's password calls accept (any number of times). */
export const FAKE_ACTIVATION_CODE = 'FAKE-CODE-1';

export type DetailShape = 'item' | 'list' | 'keyed' | 'missing';
export type Failure = 'http500' | 'drop' | 'not-json' | 'http401';

export interface Behaviour {
  delayMs: number;
  failure?: Failure | undefined;
  /** Answers say they are this old (`Age`), as from a cache in front of the backend. */
  ageSeconds?: number | undefined;
}

type Json = Record<string, unknown>;

interface State {
  data: FakeData;
  /** Behaviour for paths ending with the key ('' = every path). */
  behaviour: Map<string, Behaviour>;
  detailShapes: Record<'event' | 'promotion' | 'reward' | 'flashSale', DetailShape>;
  calls: Map<string, number>;
  /** The payload each path was last sent (what a gateway passes on). */
  lastPayloads: Map<string, Json>;
  tokens: Set<string>;
  tickets: Map<string, Json>;
}

/** Every detail shape the site must read, spread over the detail calls by default. */
export const DEFAULT_DETAIL_SHAPES: State['detailShapes'] = {
  event: 'list',
  promotion: 'keyed',
  reward: 'missing',
  flashSale: 'item',
};

function payloadOf(request: FastifyRequest): Json {
  const body = request.body;
  if (typeof body !== 'object' || body === null) return {};
  const record = body as Json;
  if (typeof record.params === 'string') {
    try {
      return JSON.parse(record.params) as Json;
    } catch {
      return {};
    }
  }
  return record;
}

export interface FakeBackends {
  app: FastifyInstance;
  state: State;
  /** The carpark feed served beside the backends (datamall.ts). */
  datamall: DataMallState;
}

export async function createFakeBackends(options: {
  now?: number;
  imageOrigin: string;
}): Promise<FakeBackends> {
  const state: State = {
    data: fakeData(options.now ?? Date.now(), options.imageOrigin),
    behaviour: new Map(),
    detailShapes: { ...DEFAULT_DETAIL_SHAPES },
    calls: new Map(),
    lastPayloads: new Map(),
    tokens: new Set(),
    tickets: new Map(),
  };
  const app = Fastify({ logger: false });
  await app.register(formbody);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    try {
      done(null, text.trim() ? JSON.parse(text) : {});
    } catch (error) {
      done(error as Error, undefined);
    }
  });

  /** Counts the call, applies the configured behaviour, checks the site's credentials. */
  async function gate(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const path = request.url.split('?')[0] ?? '';
    state.calls.set(path, (state.calls.get(path) ?? 0) + 1);
    state.lastPayloads.set(path, payloadOf(request));
    const behaviour = [...state.behaviour].find(([suffix]) => path.endsWith(suffix))?.[1];
    if (behaviour?.delayMs) await new Promise((resolve) => setTimeout(resolve, behaviour.delayMs));
    if (behaviour?.ageSeconds !== undefined) void reply.header('age', String(behaviour.ageSeconds));
    switch (behaviour?.failure) {
      case 'drop':
        request.raw.socket.destroy();
        return false;
      case 'http500':
        void reply
          .code(500)
          .type('text/html')
          .send('<pre>Error: db timeout at /srv/bi/app.js:12</pre>');
        return false;
      case 'not-json':
        void reply.code(200).type('text/html').send('<html>Maintenance</html>');
        return false;
      case 'http401':
        void reply.code(401).send({ Status: 0, Message: 'Invalid token' });
        return false;
    }
    if (request.headers['implementation-id'] !== FAKE_IMPLEMENTATION_ID) {
      void reply.code(400).send({ Status: 0, Message: 'Unknown implementation' });
      return false;
    }
    const auth = request.headers.authorization ?? '';
    if (!state.tokens.has(auth.replace(/^Bearer /, ''))) {
      void reply.code(401).send({ Status: 0, Message: 'Unauthorised' });
      return false;
    }
    return true;
  }

  // Control of the fake's behaviour, for tests.
  app.post('/__fake/behaviour', async (request) => {
    const body = request.body as {
      path?: string;
      delayMs?: number;
      failure?: Failure | null;
      ageSeconds?: number;
    };
    state.behaviour.set(body.path ?? '', {
      delayMs: body.delayMs ?? 0,
      failure: body.failure ?? undefined,
      ageSeconds: body.ageSeconds,
    });
    return { ok: true };
  });
  app.post('/__fake/detail-shapes', async (request) => {
    Object.assign(state.detailShapes, request.body as Partial<State['detailShapes']>);
    return { ok: true };
  });
  app.post('/__fake/reset', async () => {
    state.behaviour.clear();
    state.calls.clear();
    state.lastPayloads.clear();
    state.detailShapes = { ...DEFAULT_DETAIL_SHAPES };
    return { ok: true };
  });
  app.get('/__fake/calls', async () => Object.fromEntries(state.calls));

  // The backends' image host: artwork for every image the data names, 404 for the broken ones.
  app.get('/images/:name', async (request, reply) => {
    const { name } = request.params as { name: string };
    if (!name.endsWith('.svg')) return reply.code(404).send('Not found');
    const hue = [...name].reduce((sum, c) => sum + c.charCodeAt(0), 0) % 360;
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(
        `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450"><rect width="800" height="450" fill="hsl(${hue} 45% 55%)"/><circle cx="400" cy="225" r="120" fill="hsl(${(hue + 180) % 360} 45% 85%)"/></svg>`,
      );
  });

  const bi = FAKE_MOUNTS.bi;
  app.post(`${bi}/v1/generate-token`, async (request, reply) => {
    const body = payloadOf(request);
    if (body.ApiKey !== FAKE_API_KEY || body.ApiSecret !== FAKE_API_SECRET)
      return reply.code(401).send({ Status: 0, Message: 'Wrong key' });
    const token = randomBytes(16).toString('hex');
    state.tokens.add(token);
    return { Status: 1, Result: { AccessToken: token, ExpiresIn: 3600 } };
  });

  const read = (path: string, answer: (payload: Json, request: FastifyRequest) => unknown) =>
    app.post(path, async (request, reply) => {
      if (!(await gate(request, reply))) return reply;
      return answer(payloadOf(request), request);
    });

  const { data } = state;
  read(`${bi}/v1/directories`, () => data.directories);
  read(`${bi}/v1/directory-details`, (payload) => {
    const merchant = data.merchants.find((m) => m.MerchantCode === payload.MerchantCode);
    return merchant
      ? { Status: 1, Result: { merchant } }
      : { Status: 0, Message: 'Merchant not found' };
  });
  read(`${bi}/v1/events`, () => ({
    status: 1,
    Result: data.events,
    RecordCount: data.events.length,
  }));
  read(`${bi}/v1/promotions`, () => ({ status: 1, Result: data.promotions }));
  read(`${bi}/v1/rewards`, () => ({
    status: true,
    Result: { rewards: data.rewards },
    RecordCount: { rewards: data.rewards.length },
  }));
  read(`${bi}/v1/flashsales`, () => ({
    Status: 1,
    Result: { data: { flashsales: data.flashSales } },
    RecordCount: data.flashSales.length,
  }));
  read(`${bi}/v1/getting-there`, () => data.gettingThere);
  read(`${bi}/v1/get-contact-details`, () => data.contactDetails);
  read(`${bi}/v1/faqs`, () => data.faqs);
  read(`${bi}/v1/global-search`, (payload) => {
    const q = String(payload.QuerySearch ?? '').toLowerCase();
    const hit = (text: unknown) => q !== '' && String(text).toLowerCase().includes(q);
    const stores = data.merchants.filter((m) => hit(m.StoreName));
    const promotions = data.promotions.filter((p) => hit(p.Title));
    const events = data.events.filter((e) => hit(e.Title));
    return {
      Status: 1,
      Result: { Stores: stores, Promotions: promotions, Events: events, Pages: [] },
      RecordCount: {
        Stores: stores.length,
        Promotions: promotions.length,
        Events: events.length,
        Pages: 0,
      },
    };
  });

  /** A detail answer in the shape chosen for its call. */
  const detail = (
    kind: keyof State['detailShapes'],
    path: string,
    list: Json[],
    idField: string,
    payloadField: string,
    status: Json,
  ) =>
    app.post(path, async (request, reply) => {
      if (state.detailShapes[kind] === 'missing') {
        // As a backend without this call answers: a framework's 404 page, not JSON.
        return reply.code(404).type('text/html').send(`<pre>Cannot POST ${request.url}</pre>`);
      }
      if (!(await gate(request, reply))) return reply;
      const id = String(payloadOf(request)[payloadField] ?? '');
      const item = list.find((candidate) => String(candidate[idField]) === id);
      switch (state.detailShapes[kind]) {
        case 'item':
          return item
            ? { ...status, Result: item }
            : { ...status, Result: null, Message: 'Not found' };
        case 'list':
          // A result set around the item (here the whole list), as some list-backed calls do.
          return { ...status, Result: list, RecordCount: list.length };
        case 'keyed':
          return {
            ...status,
            Result: { [`${kind}s`]: Object.fromEntries(list.map((i) => [String(i[idField]), i])) },
          };
      }
    });
  detail('event', `${bi}/v1/event-details`, data.events, 'EventID', 'EventID', { status: 1 });
  detail('promotion', `${bi}/v1/promotion-details`, data.promotions, 'HappeningID', 'HappeningID', {
    status: 1,
  });
  detail('reward', `${bi}/v1/reward-details`, data.rewards, 'id', 'RewardId', { status: true });
  detail(
    'flashSale',
    `${bi}/v1/flashsale-details`,
    data.flashSales,
    'FlashSalesID',
    'FlashSalesID',
    { Status: 1 },
  );

  const api = FAKE_MOUNTS.api;
  app.get(`${api}/api/content/`, async (request, reply) => {
    if (!(await gate(request, reply))) return reply;
    const type = (request.query as { type?: string }).type ?? 'home-banner';
    return { status: 0, data: data.content.filter((item) => item.type === type) };
  });
  app.post(`${api}/api/customerticket`, async (request, reply) => {
    if (!(await gate(request, reply))) return reply;
    const body = payloadOf(request);
    const key = String(request.headers['idempotency-key'] ?? randomBytes(8).toString('hex'));
    for (const field of ['type', 'firstName', 'lastName', 'userEmail', 'message'])
      if (typeof body[field] !== 'string' || body[field] === '')
        return reply.code(400).send({ Status: 0, Message: `${field} is required` });
    if (!state.tickets.has(key))
      state.tickets.set(key, { TicketID: 8000 + state.tickets.size, ...body });
    return {
      Status: 1,
      Message: 'Thank you',
      Result: { TicketID: state.tickets.get(key)!.TicketID },
    };
  });

  const rooms = [1, 2].map((id) => ({
    id,
    name: id === 1 ? 'Summit Room' : 'Harbour Suite',
    description: 'A meeting room above the Convention Centre.',
    capacity: id * 12,
    sizeSqm: id * 40,
    imageUrls: [`${options.imageOrigin}/images/room-${id}.svg`],
    amenities: ['Projector', 'Whiteboard'],
    priceDefault: id * 120,
    priceByDate: [],
    minNights: 1,
    disabledDaysOfWeek: [],
  }));
  app.get(`${api}/api/room/`, async (request, reply) => {
    if (!(await gate(request, reply))) return reply;
    return { status: 0, data: rooms };
  });
  app.get(`${api}/api/room/:id`, async (request, reply) => {
    if (!(await gate(request, reply))) return reply;
    const room = rooms.find((r) => String(r.id) === (request.params as { id: string }).id);
    return room
      ? { status: 0, data: room }
      : reply.code(404).send({ status: 1, message: 'No such room' });
  });
  app.get(`${api}/api/booking/status`, async (request, reply) => {
    if (!(await gate(request, reply))) return reply;
    const query = request.query as { roomId?: string; startDate?: string; endDate?: string };
    return {
      status: 0,
      data: {
        roomId: query.roomId,
        startDate: query.startDate,
        endDate: query.endDate,
        bookedDates: [],
      },
    };
  });

  /** Nights of a stay, and its price at the room's default (the fake has no dated prices). */
  const stayOf = (payload: Json) => {
    const room = rooms.find((r) => String(r.id) === String(payload.roomId));
    const nights = Math.round(
      (Date.parse(String(payload.checkOut)) - Date.parse(String(payload.checkIn))) / 86_400_000,
    );
    return room && nights > 0
      ? { room, nights, totalPrice: nights * room.priceDefault }
      : undefined;
  };
  // Amounts as text with cents and ids as text, as a backend written in another language may send.
  app.post(`${api}/api/booking/inquiry`, async (request, reply) => {
    if (!(await gate(request, reply))) return reply;
    const stay = stayOf(payloadOf(request));
    if (!stay) return reply.code(404).send({ status: 1, message: 'No such room' });
    const inquiryId = String(7000 + (state.calls.get(`${api}/api/booking/inquiry`) ?? 0));
    return {
      status: 0,
      data: {
        inquiryId,
        available: 1,
        nights: stay.nights,
        totalPrice: stay.totalPrice.toFixed(2),
      },
    };
  });
  app.post(`${api}/api/booking/`, async (request, reply) => {
    if (!(await gate(request, reply))) return reply;
    const payload = payloadOf(request);
    const stay = stayOf(payload);
    if (!stay) return reply.code(404).send({ status: 1, message: 'No such room' });
    return reply.code(201).send({
      status: 0,
      data: {
        reference: `FK-${randomBytes(4).toString('hex').toUpperCase()}`,
        roomId: String(stay.room.id),
        checkIn: payload.checkIn,
        checkOut: payload.checkOut,
        nights: String(stay.nights),
        totalPrice: stay.totalPrice.toFixed(2),
        name: payload.name,
        email: payload.email,
        createdAt: new Date(options.now ?? Date.now()).toISOString(),
      },
    });
  });

  const endpoint = FAKE_MOUNTS.endpoint;
  app.post(`${endpoint}/list/model/deal`, async (request, reply) => {
    if (!(await gate(request, reply))) return reply;
    return { Status: 1, Result: [], RecordCount: 0 };
  });
  // The password calls: Status as a string, 1 for the fake's one code, 2 for any other, 3 for a
  // password shorter than eight characters (checked first, as the embedded store does).
  for (const call of ['resetPwd', 'setPwd', 'setCorporatePwd'])
    app.post(`${endpoint}/create/model/${call}`, async (request, reply) => {
      if (!(await gate(request, reply))) return reply;
      const payload = payloadOf(request);
      if (String(payload.Password ?? '').length < 8)
        return { Status: '3', Message: 'The password is too weak' };
      if (payload.ActivationCode !== FAKE_ACTIVATION_CODE)
        return { Status: '2', Message: 'Invalid link' };
      return { Status: '1', Message: 'Password set' };
    });

  return { app, state, datamall: registerFakeDataMall(app) };
}

/** The gateway's environment for a fake listening at `origin`. */
export function upstreamEnv(origin: string): Record<string, string> {
  return {
    DATA_SOURCE: 'upstream',
    UPSTREAM_BI_BASE: `${origin}${FAKE_MOUNTS.bi}`,
    UPSTREAM_API_BASE: `${origin}${FAKE_MOUNTS.api}`,
    UPSTREAM_ENDPOINT_BASE: `${origin}${FAKE_MOUNTS.endpoint}`,
    UPSTREAM_IMPLEMENTATION_ID: FAKE_IMPLEMENTATION_ID,
    UPSTREAM_API_KEY: FAKE_API_KEY,
    UPSTREAM_API_SECRET: FAKE_API_SECRET,
    CSP_IMG_SRC: origin,
  };
}
