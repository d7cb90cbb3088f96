/**
 * Whatever a client sends, to whichever route: never a 5xx, never a stack trace or a server path,
 * a refusal that says why, and a database untouched by every refused request (and by every read).
 * The routes are those the app registers (not a list kept by hand), so a new route is fuzzed, and
 * a new write must be given a valid payload below, or these tests fail.
 */
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { changesSoFar, snapshotDatabase } from '../tests/helpers/db-snapshot.ts';
import {
  EDGE_VALUES,
  edgeValue,
  encodeLoosely,
  excessiveDepth,
  expectCleanAnswer,
  forgedAddresses,
  HOSTILE_STRINGS,
  hostileBody,
  hostileString,
  hugeStay,
  nestedJsonText,
  nestingShape,
  pathSegment,
  queryString,
  wrongTypedValue,
  type RawBody,
} from '../tests/helpers/hostile-input.ts';
import { createTestApp, TEST_HEADERS, type RegisteredRoute } from '../tests/helpers/test-app.ts';
import { MAX_JSON_DEPTH } from './lib/request-body.ts';
import { addMembers, addRoom, CODES, MEMBER, ROOM } from '../tests/support/server/scenario.ts';
import { browserSubscription, subscribe } from '../tests/support/server/push-subscriptions.ts';

// Twenty hostile requests per property, each through the async store: on two busy cores one
// property took 17-21 s against the default 20 s, and a property cut off by its timeout goes on
// writing while the next one counts changed rows.
vi.setConfig({ testTimeout: 60_000 });

const t = await createTestApp();
await addRoom(t.store);
await addMembers(t.store, new Date('2026-11-20T04:00:00Z'));
/** A push subscription whose owner's proof the push writes below carry. */
const PUSHED = browserSubscription();
await subscribe(t.app, PUSHED.json, ['events']);
const PUSH_OWNER = { endpoint: PUSHED.json.endpoint, auth: PUSHED.json.keys.auth };
afterAll(() => t.close());

let unique = 0;
/** A request each write accepts (some only once: a code is single use, a night is booked once). */
const VALID_WRITES: Record<string, () => Record<string, unknown>> = {
  'POST /bi/:stage/v1/generate-token': () => ({ ApiKey: 'key', ApiSecret: 'secret' }),
  'POST /api/customerticket': () => {
    unique += 1;
    return {
      type: 'general',
      firstName: 'Ana',
      lastName: 'Tan',
      userPhoneNumber: `9${String(7_700_000 + unique)}`,
      userEmail: `fuzz${unique}@example.org`,
      message: 'Where is the nearest carpark lift?',
    };
  },
  'POST /api/booking/inquiry': () => ({
    roomId: ROOM.id,
    checkIn: '2026-12-08',
    checkOut: '2026-12-10',
    name: 'Ana Tan',
    email: 'ana@example.org',
    message: 'Is it free?',
  }),
  'POST /api/booking/': () => ({
    roomId: ROOM.id,
    checkIn: '2026-12-15',
    checkOut: '2026-12-17',
    name: 'Ana Tan',
    email: 'ana@example.org',
    phone: '+65 9123 4567',
    purpose: 'Team meeting',
    attendees: 4,
  }),
  'POST /endpoint/create/model/resetPwd': () => ({
    Password: 'Str0ng-enough',
    ActivationCode: CODES.reset,
  }),
  'POST /endpoint/create/model/setPwd': () => ({
    Password: 'Str0ng-enough',
    ActivationCode: CODES.set,
    id: MEMBER.id,
  }),
  'POST /api/push/subscribe': () => ({
    subscription: browserSubscription().json,
    topics: ['flash-sales', 'members-days'],
    language: 'ch',
  }),
  'POST /api/push/topics': () => ({ ...PUSH_OWNER, topics: ['flash-sales'], language: 'en' }),
  'POST /api/push/unsubscribe': () => PUSH_OWNER,
  'POST /endpoint/create/model/setCorporatePwd': () => ({
    Password: 'Str0ng-enough',
    ActivationCode: CODES.setCorporate,
    id: 900_003,
  }),
};

const routeName = (route: RegisteredRoute) => `${route.method} ${route.url}`;
/** Writes: every route that is neither a GET nor a POST read (config.cacheable). */
const isWrite = (route: RegisteredRoute) => route.method !== 'GET' && !route.cacheable;
const WRITES = t.routes.filter(isWrite);

/** A plausible value for each path parameter the routes use (anything else is fuzzed as well). */
const PLAUSIBLE_PARAMS: Record<string, string> = {
  stage: 'Prod',
  id: String(ROOM.id),
  kind: 'merchants',
  file: '1.svg',
};

function concreteUrl(route: RegisteredRoute): fc.Arbitrary<string> {
  const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
  return fc
    .tuple(
      fc.tuple(...names.map((name) => pathSegment(PLAUSIBLE_PARAMS[name] ?? 'x'))),
      fc.option(queryString(route.queryFields), { nil: undefined, freq: 3 }),
    )
    .map(([segments, query]) => {
      let index = 0;
      const path = route.url.replace(/:\w+/g, () => segments[index++] ?? '');
      return query === undefined ? path : `${path}?${query}`;
    });
}

interface Request extends InjectOptions {
  url: string;
}

function request(route: RegisteredRoute, url: string, body: RawBody = {}): Request {
  const headers: Record<string, string> = { ...TEST_HEADERS };
  if (body.contentType !== undefined) headers['content-type'] = body.contentType;
  return {
    method: route.method as 'GET' | 'POST',
    url,
    headers,
    ...(body.payload === undefined ? {} : { payload: body.payload }),
  };
}

/** A 2xx that still refuses: the password and contact calls answer their own Status with a 200. */
function refusedWithin200(route: RegisteredRoute, body: string): boolean {
  if (!/^\/(endpoint\/create|api\/customerticket)/.test(route.url)) return false;
  return (JSON.parse(body) as { Status?: unknown }).Status !== 1;
}

/**
 * Sends one request and checks the answer; a refused request (or any request to a read) must not
 * have changed a row. Returns whether the request was refused.
 */
async function sendAndCheck(route: RegisteredRoute, options: Request): Promise<boolean> {
  const before = changesSoFar(t.db);
  const response = await t.app.inject(options);
  const label = `${options.method} ${options.url.slice(0, 200)} ${String(options.headers?.['content-type'])} ${String(options.payload).slice(0, 200)}`;
  expectCleanAnswer(label, response);
  const refused =
    response.statusCode >= 400 ||
    (response.statusCode < 300 && refusedWithin200(route, response.body));
  if (refused || !isWrite(route)) expect(changesSoFar(t.db), `${label} changed rows`).toBe(before);
  return refused;
}

describe('the routes under test', () => {
  it('are every route the app registers', () => {
    expect(t.routes.length).toBeGreaterThan(30);
    expect(t.routes.map(routeName)).toEqual(
      expect.arrayContaining(['GET /api/room/:id', 'POST /api/booking/']),
    );
  });

  it('leave no write without a rate limit', () => {
    expect(WRITES.filter((route) => !route.rateLimited).map(routeName)).toEqual([]);
    expect(WRITES.map(routeName).sort()).toEqual(Object.keys(VALID_WRITES).sort());
  });
});

/** Where in a schema a string or number can be as long or as large as a client likes. */
function uncapped(schema: unknown, path: string): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const node = schema as Record<string, unknown>;
  const types = ([] as unknown[]).concat(node.type ?? []);
  const found: string[] = [];
  // A pattern anchored at both ends with no open-ended repetition (escapes and classes aside).
  const pattern =
    typeof node.pattern === 'string'
      ? node.pattern.replace(/\\./g, 'x').replace(/\[[^\]]*\]/g, 'x')
      : undefined;
  const boundedPattern =
    pattern !== undefined &&
    pattern.startsWith('^') &&
    pattern.endsWith('$') &&
    !/[+*]|\{\d+,\}/.test(pattern);
  if (types.includes('string') && node.maxLength === undefined && !node.enum && !boundedPattern)
    found.push(`${path}: a string without maxLength`);
  if (
    (types.includes('integer') || types.includes('number')) &&
    node.maximum === undefined &&
    !node.enum
  )
    found.push(`${path}: a number without maximum`);
  if (types.includes('array') && node.maxItems === undefined)
    found.push(`${path}: a list without maxItems`);
  const properties = (node.properties ?? {}) as Record<string, unknown>;
  for (const [name, child] of Object.entries(properties))
    found.push(...uncapped(child, `${path}.${name}`));
  if (node.items) found.push(...uncapped(node.items, `${path}[]`));
  return found;
}

describe('every request schema', () => {
  it('caps every string, number and list a client can send (checked before the handler runs)', () => {
    const found = t.routes.flatMap((route) =>
      Object.entries(route.schemas).flatMap(([part, schema]) =>
        uncapped(schema, `${routeName(route)} ${part}`),
      ),
    );
    expect(found).toEqual([]);
  });
});

describe.each(t.routes.map((route) => [routeName(route), route] as const))('%s', (_name, route) => {
  it('answers odd paths and query strings cleanly, and a read never writes', async () => {
    await fc.assert(
      fc.asyncProperty(concreteUrl(route), async (url) => {
        await sendAndCheck(
          route,
          request(
            route,
            url,
            route.method === 'GET' ? {} : { contentType: 'application/json', payload: '{}' },
          ),
        );
      }),
      { numRuns: 12 },
    );
  });
});

const FIELDED = t.routes.filter((route) => route.bodyFields.length + route.queryFields.length > 0);
describe.each(FIELDED.map((route) => [routeName(route), route] as const))('%s', (_name, route) => {
  it('answers every hostile string and edge value in every field cleanly', async () => {
    const path = route.url.replace(/:(\w+)/g, (_, name: string) => PLAUSIBLE_PARAMS[name] ?? 'x');
    const valid = VALID_WRITES[routeName(route)]?.() ?? {};
    for (const field of route.bodyFields) {
      for (const value of [...HOSTILE_STRINGS, ...EDGE_VALUES]) {
        const payload = JSON.stringify({ ...valid, [field]: value });
        await sendAndCheck(
          route,
          request(route, path, { contentType: 'application/json', payload }),
        );
      }
    }
    for (const field of route.queryFields) {
      for (const value of [...HOSTILE_STRINGS, ...EDGE_VALUES]) {
        const url = `${path}?${field}=${encodeLoosely(String(value))}`;
        await sendAndCheck(route, request(route, url));
      }
    }
  });
});

const POSTS = t.routes.filter((route) => route.method === 'POST');
describe.each(POSTS.map((route) => [routeName(route), route] as const))('%s', (_name, route) => {
  it('answers malformed, mistyped, oversized and hostile bodies of any content type cleanly', async () => {
    const url = route.url.replace(/:(\w+)/g, (_, name: string) => PLAUSIBLE_PARAMS[name] ?? 'x');
    await fc.assert(
      fc.asyncProperty(hostileBody(route.bodyFields), async (body) => {
        await sendAndCheck(route, request(route, url, body));
      }),
      { numRuns: 20 },
    );
  });
});

describe.each(WRITES.map((route) => [routeName(route), route] as const))('%s', (_name, route) => {
  const url = route.url;

  it('refuses a required field of the wrong type and writes nothing', async () => {
    const before = snapshotDatabase(t.db);
    const payload = fc
      .tuple(
        fc.dictionary(fc.constantFrom(...route.bodyFields), hostileString, { maxKeys: 4 }),
        fc.constantFrom(...route.requiredBodyFields),
        wrongTypedValue,
      )
      .map(([fields, broken, value]) => ({
        ...VALID_WRITES[routeName(route)]?.(),
        ...fields,
        [broken]: value,
      }));
    await fc.assert(
      fc.asyncProperty(payload, async (body) => {
        const refused = await sendAndCheck(
          route,
          request(route, url, { contentType: 'application/json', payload: JSON.stringify(body) }),
        );
        expect(refused).toBe(true);
      }),
      { numRuns: 20 },
    );
    expect(snapshotDatabase(t.db)).toEqual(before);
  });

  it('takes hostile text in a valid request as text, or refuses it without writing', async () => {
    const valid = VALID_WRITES[routeName(route)];
    expect(valid, 'a valid payload for this write').toBeDefined();
    const fields = Object.keys(valid?.() ?? {});
    const changes = fc.dictionary(fc.constantFrom(...fields), fc.oneof(hostileString, edgeValue), {
      minKeys: 1,
      maxKeys: 2,
    });
    await fc.assert(
      fc.asyncProperty(changes, async (changed) => {
        const body = { ...valid?.(), ...changed };
        await sendAndCheck(
          route,
          request(route, url, { contentType: 'application/json', payload: JSON.stringify(body) }),
        );
      }),
      { numRuns: 20 },
    );
  });
});

/** Where a too-deep value can sit in a request: every body shape the API accepts. */
const DEEP_SHAPES = {
  'a JSON field': (field: string, deep: string) => ({
    contentType: 'application/json',
    payload: `{"${field}":${deep}}`,
  }),
  'a JSON body that is itself a list': (_field: string, deep: string) => ({
    contentType: 'application/json',
    payload: `[${deep}]`,
  }),
  'a JSON params object': (field: string, deep: string) => ({
    contentType: 'application/json',
    payload: `{"params":{"${field}":${deep}}}`,
  }),
  'a JSON params string': (field: string, deep: string) => ({
    contentType: 'application/json',
    payload: JSON.stringify({ params: `{"${field}":${deep}}` }),
  }),
  'a form params string': (field: string, deep: string) => ({
    contentType: 'application/x-www-form-urlencoded',
    payload: `params=${encodeURIComponent(`{"${field}":${deep}}`)}`,
  }),
} as const;

describe.each(POSTS.map((route) => [routeName(route), route] as const))('%s', (_name, route) => {
  it.each(Object.entries(DEEP_SHAPES))(
    'refuses nesting past the depth cap in %s, naming where, and writes nothing',
    async (_shape, make) => {
      const url = route.url.replace(/:(\w+)/g, (_, name: string) => PLAUSIBLE_PARAMS[name] ?? 'x');
      await fc.assert(
        fc.asyncProperty(excessiveDepth, nestingShape, async (depth, shape) => {
          const body = make(route.bodyFields[0] ?? 'x', nestedJsonText(depth, shape));
          const before = changesSoFar(t.db);
          const response = await t.app.inject(request(route, url, body));
          const label = `${url} ${body.contentType} depth ${depth}`;
          expectCleanAnswer(label, response);
          expect(changesSoFar(t.db), label).toBe(before);
          const answer = response.json() as { Message?: string; message?: string };
          // A body too large for its depth is refused by size first; either way, a 4xx that says why.
          if (response.statusCode === 413) return;
          expect(response.statusCode, label).toBe(400);
          expect(answer.Message ?? answer.message, label).toMatch(
            new RegExp(
              `^(The request body|params) must not nest .* ${MAX_JSON_DEPTH} levels deep$`,
            ),
          );
        }),
        { numRuns: 6 },
      );
    },
  );

  it('takes nesting up to the cap as an ordinary payload (refused, if at all, for its fields)', async () => {
    const url = route.url.replace(/:(\w+)/g, (_, name: string) => PLAUSIBLE_PARAMS[name] ?? 'x');
    const deep = nestedJsonText(MAX_JSON_DEPTH - 1, 'mixed');
    const response = await t.app.inject(
      request(route, url, DEEP_SHAPES['a JSON field'](route.bodyFields[0] ?? 'x', deep)),
    );
    expectCleanAnswer(url, response);
    expect(response.body).not.toMatch(/levels deep/);
  });
});

describe.each([
  ['POST /api/booking/inquiry', VALID_WRITES['POST /api/booking/inquiry']],
  ['POST /api/booking/', VALID_WRITES['POST /api/booking/']],
] as const)('%s', (name, valid) => {
  it('refuses any stay past the absolute cap by checkOut, before a night is counted, writing nothing', async () => {
    const url = name.slice('POST '.length);
    const before = snapshotDatabase(t.db);
    await fc.assert(
      fc.asyncProperty(hugeStay, async (stay) => {
        const payload = JSON.stringify({ ...valid?.(), ...stay });
        const response = await t.app.inject({
          method: 'POST',
          url,
          headers: { ...TEST_HEADERS, 'content-type': 'application/json' },
          payload,
        });
        expectCleanAnswer(payload, response);
        expect(response.statusCode, payload).toBe(400);
        expect(response.json(), payload).toMatchObject({
          status: 1,
          message: 'checkOut must be at most 90 nights after checkIn',
          errors: [{ field: 'checkOut' }],
        });
      }),
      { numRuns: 25 },
    );
    expect(snapshotDatabase(t.db)).toEqual(before);
  });
});

describe('forged X-Forwarded-For entries', () => {
  /** Two writes from one client, its proxies adding the client and themselves; the second is 429. */
  async function secondIsLimited(
    trustProxy: number | string[],
    hops: string[],
    forged: string[][],
  ): Promise<number[]> {
    const limited = await createTestApp({ writeRateLimit: 1, trustProxy });
    try {
      const statuses: number[] = [];
      for (const prefix of forged) {
        // The last proxy is the socket's peer; each proxy appended the address it saw.
        const [nearest, ...further] = [...hops].reverse();
        const chain = [...prefix, '198.51.100.7', ...further.reverse()];
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/booking/inquiry',
          remoteAddress: nearest,
          headers: {
            ...TEST_HEADERS,
            'content-type': 'application/json',
            'x-forwarded-for': chain.join(', '),
          },
          payload: '{}',
        });
        statuses.push(response.statusCode);
      }
      return statuses;
    } finally {
      await limited.close();
    }
  }

  it.each([
    ['one hop, TRUST_PROXY=1', 1, ['10.0.0.2']],
    ['two hops, TRUST_PROXY=2', 2, ['10.0.0.2', '10.0.0.3']],
    ['two hops, TRUST_PROXY=10.0.0.0/8', ['10.0.0.0/8'], ['10.0.0.2', '10.0.0.3']],
  ] as const)('do not change who the client is behind %s', async (_name, trust, hops) => {
    await fc.assert(
      fc.asyncProperty(forgedAddresses, forgedAddresses, async (first, second) => {
        const statuses = await secondIsLimited(
          typeof trust === 'number' ? trust : [...trust],
          [...hops],
          [first, second],
        );
        expect(statuses).toEqual([400, 429]);
      }),
      { numRuns: 8 },
    );
  });

  it('still tell two real clients apart behind one hop', async () => {
    const limited = await createTestApp({ writeRateLimit: 1, trustProxy: 1 });
    try {
      const send = (client: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/booking/inquiry',
          remoteAddress: '10.0.0.2',
          headers: {
            ...TEST_HEADERS,
            'content-type': 'application/json',
            'x-forwarded-for': `6.6.6.6, ${client}`,
          },
          payload: '{}',
        });
      expect((await send('198.51.100.7')).statusCode).toBe(400);
      expect((await send('198.51.100.8')).statusCode).toBe(400);
      expect((await send('198.51.100.7')).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
