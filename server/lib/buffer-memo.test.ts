import { describe, expect, it, vi } from 'vitest';
import { memoizedByBuffer } from './buffer-memo.ts';

describe('memoizedByBuffer', () => {
  it('computes once per Buffer and answers later calls from the memo', () => {
    const compute = vi.fn((body: Buffer) => body.length);
    const lengthOf = memoizedByBuffer(compute);
    const body = Buffer.from('{"Status":1}');
    expect(lengthOf(body)).toBe(12);
    expect(lengthOf(body)).toBe(12);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('keys by the Buffer itself: a new Buffer with the same bytes is computed again', () => {
    const compute = vi.fn((body: Buffer) => body.toString('base64'));
    const encode = memoizedByBuffer(compute);
    encode(Buffer.from('same'));
    encode(Buffer.from('same'));
    expect(compute).toHaveBeenCalledTimes(2);
  });
});
