/**
 * Revalidation for reads: a strong ETag computed from the serialized answer, `Cache-Control:
 * no-cache` (the client may store it but must ask first), and 304 without a body when the client's
 * `If-None-Match` already names this ETag. Routes opt in with `config: { cacheable: true }`.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { memoizedByBuffer } from './buffer-memo.ts';

function hashTag(payload: string | Buffer): string {
  return `"${createHash('sha1').update(payload).digest('base64url')}"`;
}

/** Hashing half a megabyte costs more than the rest of a cached answer: kept bodies are hashed once. */
const etagOfKeptBody = memoizedByBuffer(hashTag);

export function etagOf(payload: string | Buffer): string {
  return Buffer.isBuffer(payload) ? etagOfKeptBody(payload) : hashTag(payload);
}

/** Whether an If-None-Match header names `etag` (or `*`). */
export function ifNoneMatchHas(ifNoneMatch: string, etag: string): boolean {
  return (
    ifNoneMatch
      .split(',')
      // compression.ts suffixes the tag of a compressed answer; the content is the same.
      .map((tag) =>
        tag
          .trim()
          .replace(/^W\//, '')
          .replace(/-(br|gzip)"$/, '"'),
      )
      .some((tag) => tag === '*' || tag === etag)
  );
}

export async function applyReadCaching(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (!request.routeOptions.config.cacheable || reply.statusCode !== 200) return payload;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  const etag = etagOf(payload);
  reply.header('etag', etag);
  reply.header('cache-control', 'no-cache');
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatchHas(ifNoneMatch, etag)) {
    reply.code(304);
    reply.removeHeader('content-type');
    reply.removeHeader('content-length');
    return '';
  }
  return payload;
}
