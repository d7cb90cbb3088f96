/**
 * Arbitraries (fast-check) for what a careless or hostile client sends, and the checks every
 * answer to them must pass: never a 5xx, never a stack trace or a server file path, and a refusal
 * that says what is wrong.
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** Strings that have broken other servers: SQL, script, template and path tricks, odd Unicode. */
export const HOSTILE_STRINGS = [
  "' OR '1'='1",
  "'; DROP TABLE bookings; --",
  '1; DELETE FROM members',
  "%' AND 1=1 AND '%'='",
  '" UNION SELECT password_hash FROM members --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '__proto__',
  'constructor',
  'prototype',
  '${7*7}{{7*7}}',
  '(',
  '[a-',
  '\\',
  '*+?',
  '%_%',
  '\\%',
  '../../../../etc/passwd',
  'a\u0000b',
  '\u0000',
  '\uD800',
  'x\uDC00y',
  '\u202Eevil\u202C',
  '\u200F\u200E\u061C',
  '\uFEFFbom',
  '\r\nSet-Cookie: pwned=1',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '99999999999999999999999999',
  ' ',
  '',
  'ＡＢＣ１２３',
  '👩‍👩‍👧‍👦',
] as const;

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...HOSTILE_STRINGS), fc.string({ maxLength: 10 }))
      .map(([a, b]) => a + b),
  },
  // Longer than any field allows, yet inside the 64 KB body limit.
  { weight: 1, arbitrary: fc.integer({ min: 300, max: 20_000 }).map((n) => 'A'.repeat(n)) },
);

/** Dates and ids that pass a pattern but not the calendar or the database. */
export const EDGE_VALUES: readonly (string | number)[] = [
  '2026-02-30',
  '2026-13-01',
  '0000-00-00',
  '9999-12-31',
  '2020-01-01',
  '2026-11-19',
  '2026-11-20',
  0,
  -1,
  '007',
  999_999_999,
  '999999999',
  1.5,
];
export const edgeValue: fc.Arbitrary<string | number> = fc.constantFrom(...EDGE_VALUES);

/** Any value in a field: wrong types, nesting, hostile strings, edge dates and numbers. */
export const anyFieldValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  edgeValue,
  fc.jsonValue({ maxDepth: 2 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(true, false, null, [], {}, -0, 2 ** 53 + 1, [1, 2], { $gt: '' }),
);

/** A value no schema field accepts (every field is a string, a number or an id). */
export const wrongTypedValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, [], {}, [hostileString], { $ne: null }),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { minLength: 1, maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 1 }), { minKeys: 1 }),
);

/** Keys of a hostile object: the route's own fields, prototype keys and anything else. */
export function fieldKey(fields: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fields.length ? fc.constantFrom(...fields) : fc.constant('id') },
    { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'prototype', 'params') },
    { weight: 1, arbitrary: hostileString },
  );
}

/** `encodeURIComponent`, except that lone surrogates go out as invalid UTF-8 instead of throwing. */
export function encodeLoosely(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return `${encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, '\uFFFD'))}%ED%A0%80`;
  }
}

/** Path segments: plausible ones, hostile ones (encoded), and broken encodings. */
export function pathSegment(plausible: string): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(plausible) },
    { weight: 3, arbitrary: hostileString.map(encodeLoosely) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '%',
        '%E0%A4%A',
        '%ZZ',
        '%00',
        '..%2F..%2Fetc%2Fpasswd',
        '%2e%2e',
        '%C0%AE%C0%AE',
        ';a=b',
        '1.0',
        '-1',
        '0x10',
        '9'.repeat(40),
        'x'.repeat(2000),
      ),
    },
  );
}

/** Query strings: the route's fields and others, repeated keys, prototype keys, raw garbage. */
export function queryString(fields: readonly string[]): fc.Arbitrary<string> {
  const pair = fc
    .tuple(
      fc.oneof(
        fieldKey(fields),
        fc.constantFrom('constructor[prototype][polluted]', '__proto__[polluted]', 'a[]'),
      ),
      fc.oneof(hostileString, fc.integer().map(String), fc.constant('2026-12-01')),
    )
    .map(([key, value]) => `${encodeLoosely(key)}=${encodeLoosely(value)}`);
  return fc.oneof(
    { weight: 4, arbitrary: fc.array(pair, { maxLength: 6 }).map((pairs) => pairs.join('&')) },
    {
      weight: 1,
      arbitrary: fc.string({
        unit: fc.constantFrom(...'abc=&%[]._-~!$()*+,;:@/?09'.split('')),
        maxLength: 30,
      }),
    },
  );
}

export interface RawBody {
  contentType?: string;
  payload?: string | Buffer;
}

const json = (value: unknown): RawBody => ({
  contentType: 'application/json',
  payload: JSON.stringify(value),
});

/** Request bodies of every kind a POST route can be sent, most of them wrong. */
export function hostileBody(fields: readonly string[]): fc.Arbitrary<RawBody> {
  const object = fc.dictionary(fieldKey(fields), anyFieldValue, { maxKeys: 8 });
  return fc.oneof(
    // Wrong types, missing and extra fields, hostile strings.
    { weight: 6, arbitrary: object.map(json) },
    { weight: 1, arbitrary: fc.jsonValue().map(json) },
    { weight: 1, arbitrary: object.map((params) => json({ params })) },
    // The same as a form with a params field (as the real site sends detail calls), or a broken form.
    {
      weight: 2,
      arbitrary: fc
        .oneof(
          object.map((params) => `params=${encodeLoosely(JSON.stringify(params))}`),
          hostileString.map((params) => `params=${encodeLoosely(params)}`),
          fc.constant('params=1&params=2'),
          fc.constant('params[__proto__][polluted]=1'),
          queryString(fields),
        )
        .map((payload) => ({ contentType: 'application/x-www-form-urlencoded', payload })),
    },
    // Malformed JSON: cut short, or not JSON at all.
    {
      weight: 2,
      arbitrary: fc
        .oneof(
          object.chain((value) => {
            const text = JSON.stringify(value);
            return fc
              .integer({ min: 1, max: Math.max(1, text.length - 1) })
              .map((end) => text.slice(0, end));
          }),
          fc.constantFrom(
            '{',
            '{"a":}',
            "{'a':1}",
            '{"a":1,}',
            'NaN',
            '[',
            '{"a":"\\x"}',
            '\u0000',
          ),
        )
        .filter((text) => {
          try {
            JSON.parse(text);
            return text.trim() === '';
          } catch {
            return true;
          }
        })
        .map((payload) => ({ contentType: 'application/json', payload })),
    },
    // Prototype pollution through the parser.
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          '{"__proto__":{"polluted":true}}',
          '{"constructor":{"prototype":{"polluted":true}}}',
          '{"params":{"__proto__":{"polluted":true}}}',
          '{"params":"{\\"__proto__\\":{\\"polluted\\":true}}"}',
        )
        .map((payload) => ({ contentType: 'application/json', payload })),
    },
    // Oversized: past the 64 KB body limit.
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: 65 * 1024, max: 200 * 1024 })
        .map((size) => json({ [fields[0] ?? 'x']: 'x'.repeat(size) })),
    },
    // Bytes that are not UTF-8, and bodies of the wrong (or no) content type.
    {
      weight: 1,
      arbitrary: fc.constant({
        contentType: 'application/json',
        payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0x22, 0x7d]),
      }),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            'text/plain',
            'application/xml',
            'text/html',
            'multipart/form-data; boundary=----x',
            'application/octet-stream',
            'application/json; charset=utf-16',
            'application/x-www-form-urlencoded; charset=latin1',
            'APPLICATION/JSON',
            'application/json, text/plain',
            'application/jsonp',
            ';',
          ),
          fc.oneof(
            object.map((value) => JSON.stringify(value)),
            hostileString,
          ),
        )
        .map(([contentType, payload]) => ({ contentType, payload })),
    },
    { weight: 1, arbitrary: fc.constant({}) },
    { weight: 1, arbitrary: hostileString.map((payload) => ({ payload })) },
  );
}

/** A trace line (`at fn (file:1:2)`), or the look of a file on the server. */
const STACK_TRACE = /\n\s+at\s|\bat\s[^\s]+\s\([^)]*:\d+:\d+\)/;
const SERVER_PATH = /\/(work|home|root|usr|srv|opt|var)\/[\w.-]|node_modules|\.(ts|js|mjs|cjs):\d+/;

/** What every answer, to anything, must be. */
export function expectCleanAnswer(label: string, response: LightMyRequestResponse): void {
  expect(response.statusCode, label).toBeLessThan(500);
  expect(response.body, label).not.toMatch(STACK_TRACE);
  expect(response.body, label).not.toMatch(SERVER_PATH);
  if (response.statusCode >= 400) {
    expect(String(response.headers['content-type']), label).toMatch(/^application\/json/);
    const body = response.json() as { Message?: unknown; message?: unknown };
    const message = body.Message ?? body.message;
    expect(typeof message, `${label}: a refusal says why`).toBe('string');
    expect((message as string).length, label).toBeGreaterThan(5);
  }
  // Nothing reached Object.prototype on the way.
  expect(({} as { polluted?: unknown }).polluted, label).toBeUndefined();
}

/** JSON text nesting objects and lists `depth` levels deep around a value. */
export function nestedJsonText(depth: number, shape: 'object' | 'list' | 'mixed'): string {
  let open = '';
  let close = '';
  for (let level = 0; level < depth; level += 1) {
    const list = shape === 'list' || (shape === 'mixed' && level % 2 === 1);
    open += list ? '[' : '{"a":';
    close = (list ? ']' : '}') + close;
  }
  return `${open}1${close}`;
}

/** Nesting past the cap (MAX_JSON_DEPTH = 8), up to what fits well inside the 64 KB body limit. */
export const excessiveDepth: fc.Arbitrary<number> = fc.oneof(
  fc.integer({ min: 9, max: 40 }),
  fc.integer({ min: 41, max: 9000 }),
);
export const nestingShape = fc.constantFrom('object', 'list', 'mixed' as const);

/** A stay far longer than any room allows: 91 nights up to a check-out in the year 9999. */
export const hugeStay: fc.Arbitrary<{ checkIn: string; checkOut: string }> = fc
  .tuple(fc.integer({ min: 18, max: 400 }), fc.option(fc.integer({ min: 91, max: 5000 })))
  .map(([startOffset, nights]) => {
    const day = (offset: number) =>
      new Date(Date.UTC(2026, 10, 20) + offset * 86_400_000).toISOString().slice(0, 10);
    // No nights given: the year 9999, the stay that once blocked the server for 2.9 s.
    return {
      checkIn: day(startOffset),
      checkOut: nights === null ? '9999-12-31' : day(startOffset + nights),
    };
  });

/** A marker that must never come back in an answer: the raw request is not echoed. */
export const ECHO_MARKER = '<script>alert("echo")</script>';

/**
 * Request heads Node's parser or Fastify's router refuses: broken request lines and methods, bad
 * percent-encoding, header names and values with forbidden bytes, oversized heads, contradictory
 * framing. Each carries ECHO_MARKER somewhere an echo would show it.
 */
export const malformedHead: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    `GET /api/room/%E0%A4%A${encodeURIComponent(ECHO_MARKER)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    `GET /bi/Prod/v1/%${ECHO_MARKER} HTTP/1.1\r\nHost: x\r\n\r\n`,
    `GET /events/%FF%FE HTTP/1.1\r\nHost: x\r\nX-Echo: ${ECHO_MARKER}\r\n\r\n`,
    `GET /api/room/ HTTP/1.1\r\nHost: x\r\nBad Header: ${ECHO_MARKER}\r\n\r\n`,
    `GET /api/room/ HTTP/1.1\r\nHost: x\r\nX-Nul: a\u0000b${ECHO_MARKER}\r\n\r\n`,
    `GET /api/room/ HTTP/1.1\r\nHost: x\r\n${ECHO_MARKER}\r\n\r\n`,
    `${ECHO_MARKER} / HTTP/1.1\r\nHost: x\r\n\r\n`,
    `GET /api/room/ HTTP/9.9\r\nHost: x\r\n\r\n`,
    `GET ${ECHO_MARKER}\r\n\r\n`,
    `POST /api/booking/ HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 7\r\n\r\n`,
    `POST /api/booking/ HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Length: 5\r\n\r\n`,
    `POST /api/booking/ HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n`,
    `POST /api/booking/ HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nZZ${ECHO_MARKER}\r\n`,
    `GET /api/room/ HTTP/1.1\r\nimplementation-id: complex-web\r\n\r\n`,
    `CONNECT ${ECHO_MARKER}:443 HTTP/1.1\r\nHost: x\r\n\r\n`,
  ),
  // One header (or many) past Node's 16 KB limit of a request head.
  fc
    .integer({ min: 17_000, max: 60_000 })
    .map(
      (size) =>
        `GET /api/room/ HTTP/1.1\r\nHost: x\r\nX-Big: ${ECHO_MARKER}${'a'.repeat(size)}\r\n\r\n`,
    ),
  fc
    .integer({ min: 600, max: 2000 })
    .map(
      (count) =>
        `GET /api/room/ HTTP/1.1\r\nHost: x\r\n${Array.from({ length: count }, (_, i) => `X-H${i}: ${'b'.repeat(20)}`).join('\r\n')}\r\n\r\n`,
    ),
  // Methods nobody routes, on real paths.
  fc
    .tuple(
      fc.constantFrom('PROPFIND', 'TRACE', 'PATCH', 'DELETE', 'PUT', 'OPTIONS', 'SEARCH', 'BREW'),
      fc.constantFrom(
        '/api/room/',
        '/bi/Prod/v1/events',
        `/api/${encodeURIComponent(ECHO_MARKER)}`,
      ),
    )
    .map(
      ([method, path]) =>
        `${method} ${path} HTTP/1.1\r\nHost: x\r\nimplementation-id: complex-web\r\n\r\n`,
    ),
);

/** Addresses a client writes into X-Forwarded-For to pass for someone else. */
export const forgedAddresses: fc.Arbitrary<string[]> = fc.array(
  fc.oneof(
    fc.ipV4(),
    fc.ipV6(),
    fc.constantFrom('127.0.0.1', 'unknown', '', ' ', 'not-an-ip', '10.0.0.1', '::1'),
  ),
  { minLength: 1, maxLength: 5 },
);
