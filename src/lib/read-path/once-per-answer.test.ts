import { describe, expect, it, vi } from 'vitest';
import { oncePerAnswer } from './once-per-answer';

describe('oncePerAnswer', () => {
  it('makes once per answer object, and again for another answer of the same content', () => {
    const make = vi.fn((answer: { Result: number[] }) => answer.Result.map((n) => n * 2));
    const mapped = oncePerAnswer(make);
    const answer = { Result: [1, 2] };
    const first = mapped(answer);
    expect(mapped(answer)).toBe(first);
    expect(first).toEqual([2, 4]);
    expect(make).toHaveBeenCalledTimes(1);
    expect(mapped({ Result: [1, 2] })).not.toBe(first);
    expect(make).toHaveBeenCalledTimes(2);
  });

  it('makes again after a failure', () => {
    let calls = 0;
    const mapped = oncePerAnswer(() => {
      calls += 1;
      if (calls === 1) throw new Error('unexpected shape');
      return 'made';
    });
    const answer = {};
    expect(() => mapped(answer)).toThrow('unexpected shape');
    expect(mapped(answer)).toBe('made');
  });
});
