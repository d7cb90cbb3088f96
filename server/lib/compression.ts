/**
 * Compresses API answers and artwork on the way out (`br`, else `gzip`), since the directory alone
 * is over half a megabyte of JSON. Static site files are not touched here: they are sent
 * precompressed by @fastify/static. A body a route keeps and sends as the same Buffer is compressed
 * once per encoding (buffer-memo.ts); other large answers are reused by ETag for a while. The ETag
 * gets an encoding suffix (`"abc-br"`), as a different byte stream must not share a strong
 * validator; read-caching.ts ignores the suffix on comparison.
 */
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
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
 * Brotli's quality and gzip's level, for every body. At 7 the dining directory's 97 KB page in
 * Chinese is 13.7 KB of brotli in 1.5 ms; at 6 it was 14.3 KB in 1.3 ms, past the first round
 * trip (about 14 KB); 8 saves 15 bytes more, 10 a tenth more in twenty times the time. The 680 KB
 * directory takes 7-9 ms (38.2 KB; 39.1 KB at 6). A kept body (a kept page, a list's answer) is
 * compressed once and sent many times; a page drawn for one request (a visitor with another
 * site's cookie, such as analytics', or the page cache off) is compressed for that request, where
 * drawing it cost tens of milliseconds: the fraction of a millisecond more keeps it within the
 * first round trip, as the kept page is. (Measured 2026-11-29 on the seeded pages: the other
 * bench pages lose 0-420 bytes at 7.)
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

/** Compressed forms of a body a route keeps and resends (buffer-memo.ts), made on first demand. */
const encodingsOfKeptBody = memoizedByBuffer(() => new Map<Encoding, Buffer>());

function compressKeptBody(body: Buffer, encoding: Encoding): Buffer {
  const encodings = encodingsOfKeptBody(body);
  const known = encodings.get(encoding);
  if (known) return known;
  const compressed = encode(body, encoding);
  encodings.set(encoding, compressed);
  return compressed;
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
  if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
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
      : compressKeptBody(payload, encoding);
  if (typeof etag === 'string') reply.header('etag', etag.replace(/"$/, `-${encoding}"`));
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  return compressed;
}
