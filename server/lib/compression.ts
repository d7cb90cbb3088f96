/**
 * Compresses API answers and artwork on the way out (`br`, else `gzip`), since the directory alone
 * is over half a megabyte of JSON. Static site files are not touched here: they are sent
 * precompressed by @fastify/static. A body a route keeps and sends as the same Buffer is compressed
 * once per encoding (buffer-memo.ts); other large answers are reused by ETag for a while. The ETag
 * gets an encoding suffix (`"abc-br"`), as a different byte stream must not share a strong
 * validator; read-caching.ts ignores the suffix on comparison.
 */
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { memoizedByBuffer } from './buffer-memo.ts';

/** Smaller answers gain nothing worth the CPU. */
const MIN_BYTES = 1024;
const COMPRESSIBLE = /^(application\/json|image\/svg\+xml|text\/)/;

type Encoding = 'br' | 'gzip';

function negotiate(acceptEncoding: string): Encoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set((name ?? '').trim(), q ? Number(q.slice(2)) : 1);
  }
  if ((accepted.get('br') ?? 0) > 0) return 'br';
  if ((accepted.get('gzip') ?? 0) > 0 || (accepted.get('*') ?? 0) > 0) return 'gzip';
  return undefined;
}

/** Compressed bodies of recent large answers by ETag and encoding: the same read repeats a lot. */
const recent = new Map<string, Buffer>();
const RECENT_LIMIT = 32;

/**
 * Brotli's quality and gzip's level, for answers and for pages drawn for one visitor (kept pages:
 * KEPT_PAGE_BROTLI_QUALITY below). At 7 rather than 6 the dining directory's 97 KB page is 0.4-4%
 * smaller, the gain varying with the minute's content, for about 0.2 ms more; the 680 KB
 * directory answer takes 7-9 ms (38.2 KB; 39.1 KB at 6). A kept answer is compressed once and
 * sent many times; a page drawn for one request (a visitor with another site's cookie, such as
 * analytics', or the page cache off) is compressed for that request, where drawing it cost tens
 * of milliseconds: the fraction of a millisecond more keeps it within the first round trip.
 */
const BROTLI_QUALITY = 7;
const GZIP_LEVEL = 6;

function encode(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: GZIP_LEVEL });
}

/** Bodies sent once (sentOnce): compressed for their one answer, and not remembered. */
const bodiesSentOnce = new WeakSet<Buffer>();

/**
 * Marks a body as sent once and never again (a page drawn for one request), so its compressed
 * forms are not kept; returns it.
 */
export function sentOnce(body: Buffer): Buffer {
  bodiesSentOnce.add(body);
  return body;
}

/**
 * Brotli's quality for a kept page (an HTML body the page cache keeps for its minute), compressed
 * off the event loop, once a minute per page and language, however many visitors ask. Every page
 * should fit the first round trip (about 14 KB), and quality 10 is the step that counts: the
 * dining directory in Chinese is 12.7 KB at 10 against 14.2 KB at 7, a store page 8.1 KB against
 * 8.7, the home page 11.3 against 12.3, for 15-45 ms of a worker thread instead of 2-9 ms
 * (measured 2026-11-29; 8 and 9 gain under 50 bytes over 7). What it costs: the first visitor
 * of a page's minute waits for it (the dining directory's first answer of the minute 39-58 ms
 * instead of about 10 here), and a page drawn only once (a crawler's) costs the server several
 * times the CPU its drawing did. Answers and pages drawn for one visitor stay at BROTLI_QUALITY,
 * compressed as they are sent.
 */
const KEPT_PAGE_BROTLI_QUALITY = 10;
const brotliInBackground = promisify(brotliCompress);

function encodeKeptPage(body: Buffer): Promise<Buffer> {
  return brotliInBackground(body, {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: KEPT_PAGE_BROTLI_QUALITY,
      [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/**
 * Compressed forms of a body a route keeps and resends (buffer-memo.ts), made on first demand;
 * requests that come while a kept page is being compressed wait for the same compression.
 */
const encodingsOfKeptBody = memoizedByBuffer(() => new Map<Encoding, Buffer | Promise<Buffer>>());

function compressKeptBody(
  body: Buffer,
  encoding: Encoding,
  page: boolean,
): Buffer | Promise<Buffer> {
  const encodings = encodingsOfKeptBody(body);
  const known = encodings.get(encoding);
  if (known) return known;
  const made =
    page && encoding === 'br'
      ? encodeKeptPage(body)
          // Not expected (the input is a Buffer); a rejection kept here would fail every visitor.
          .catch(() => encode(body, encoding))
          .then((compressed) => {
            encodings.set(encoding, compressed);
            return compressed;
          })
      : encode(body, encoding);
  encodings.set(encoding, made);
  return made;
}

function compress(body: Buffer, encoding: Encoding, etag: string | undefined): Buffer {
  const key = etag && `${etag}:${encoding}`;
  const hit = key ? recent.get(key) : undefined;
  if (hit) return hit;
  const compressed = encode(body, encoding);
  if (key) {
    if (recent.size >= RECENT_LIMIT) recent.delete(recent.keys().next().value as string);
    recent.set(key, compressed);
  }
  return compressed;
}

/** Adds a request header to the response's Vary, keeping those already named (a page's Cookie). */
export function addVary(reply: FastifyReply, header: string): void {
  const named = String(reply.getHeader('vary') ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (named.some((name) => name === '*' || name.toLowerCase() === header.toLowerCase())) return;
  reply.header('vary', [...named, header].join(', '));
}

export async function compressPayload(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if (reply.hasHeader('content-encoding') || reply.statusCode === 304 || reply.statusCode === 204) {
    return payload;
  }
  const contentType = String(reply.getHeader('content-type') ?? '');
  if (!COMPRESSIBLE.test(contentType)) return payload;
  // Buffer.byteLength, not a copy: a string under the threshold is sent as it is.
  if ((Buffer.isBuffer(payload) ? payload.length : Buffer.byteLength(payload)) < MIN_BYTES) {
    return payload;
  }
  addVary(reply, 'accept-encoding');
  const encoding = negotiate(String(request.headers['accept-encoding'] ?? ''));
  if (!encoding) return payload;
  const etag = reply.getHeader('etag');
  const compressed = !Buffer.isBuffer(payload)
    ? compress(Buffer.from(payload), encoding, typeof etag === 'string' ? etag : undefined)
    : bodiesSentOnce.has(payload)
      ? encode(payload, encoding)
      : await compressKeptBody(payload, encoding, contentType.startsWith('text/html'));
  if (typeof etag === 'string') reply.header('etag', etag.replace(/"$/, `-${encoding}"`));
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  return compressed;
}
