/**
 * How bodies are compressed on the way out (compression.ts), in a Fastify app with the same
 * `onSend` hook as the server's: a kept page at the kept pages' quality, the same bytes to every
 * visitor, also to those asking while it is compressed; a page drawn for one visitor and a kept
 * answer at the quality of every answer. Sizes are compared with Node's own brotli at each quality, on text like a page's.
 */
import { brotliCompressSync, brotliDecompressSync, constants as zlib } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressPayload, sentOnce } from './compression.ts';

/** Some 40 KB of markup that compresses as a page does: repeated structure, varied words. */
function pageLike(seed: number): Buffer {
  const words = ['noodle', 'fountain', 'tower', 'level', 'café', '点心', 'open', 'closes', 'unit'];
  const items = Array.from({ length: 300 }, (_, index) => {
    const word = (offset: number) => words[(index * 7 + offset * 3 + seed) % words.length];
    return `<li class="abc"><a href="/store/${index * 13 + seed}">${word(1)} ${word(2)} ${index}</a><p class="abf">#0${index % 7}-${100 + ((index * 37) % 900)} · ${word(3)}</p></li>`;
  });
  return Buffer.from(`<!doctype html><html><body><ul>${items.join('')}</ul></body></html>`);
}

const brotliAt = (body: Buffer, quality: number) =>
  brotliCompressSync(body, {
    params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
  });

const keptPage = pageLike(1);
const drawnOnce = pageLike(2);
const keptAnswer = Buffer.from(JSON.stringify({ Result: pageLike(3).toString() }));

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  app.addHook('onSend', compressPayload);
  app.get('/kept-page', (_request, reply) => reply.type('text/html; charset=utf-8').send(keptPage));
  app.get('/page-for-one', (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(sentOnce(Buffer.from(drawnOnce))),
  );
  app.get('/kept-answer', (_request, reply) => reply.type('application/json').send(keptAnswer));
  await app.ready();
});
afterAll(() => app.close());

const ask = (url: string, encoding = 'gzip, deflate, br, zstd') =>
  app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });

describe('compression on the way out', () => {
  it('sends a kept page at brotli 10, the same bytes to every visitor, also those asking at once', async () => {
    const answers = await Promise.all([ask('/kept-page'), ask('/kept-page'), ask('/kept-page')]);
    const later = await ask('/kept-page');
    for (const answer of [...answers, later]) {
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.rawPayload.equals(answers[0]!.rawPayload)).toBe(true);
    }
    expect(brotliDecompressSync(answers[0]!.rawPayload).equals(keptPage)).toBe(true);
    expect(answers[0]!.rawPayload.length).toBe(brotliAt(keptPage, 10).length);
    expect(answers[0]!.rawPayload.length).toBeLessThan(brotliAt(keptPage, 7).length);
  });

  it('sends a page drawn for one visitor, and a kept answer, at brotli 7', async () => {
    const once = await ask('/page-for-one');
    expect(brotliDecompressSync(once.rawPayload).equals(drawnOnce)).toBe(true);
    expect(once.rawPayload.length).toBe(brotliAt(drawnOnce, 7).length);
    const answer = await ask('/kept-answer');
    expect(brotliDecompressSync(answer.rawPayload).equals(keptAnswer)).toBe(true);
    expect(answer.rawPayload.length).toBe(brotliAt(keptAnswer, 7).length);
  });

  it('sends a kept page gzipped to a browser without brotli', async () => {
    const gzip = await ask('/kept-page', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.length).toBeLessThan(keptPage.length / 3);
  });
});
