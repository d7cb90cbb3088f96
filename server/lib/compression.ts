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
 * Brotli's quality and gzip's level, for every body. At 6 the dining directory's 96 KB page is
 * 13.7 KB of brotli in 1.2 ms (at 3, 15.8 KB in 0.5 ms; 7 doubles the time for 0.4% fewer bytes,
 * 10 takes twenty times as long), and the 680 KB directory takes 5-8 ms. A kept body (a kept page,
 * a list's answer) is compressed once and sent many times; a page drawn for one request (a visitor
 * with another site's cookie, such as analytics', or the page cache off) is compressed for that
 * request, where drawing it cost tens of milliseconds: the 0.7 ms more keeps it within the first
 * round trip (about 14 KB), as the kept page is.
 */
const BROTLI_QUALITY = 6;
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
