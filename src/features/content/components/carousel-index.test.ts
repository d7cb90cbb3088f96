import { describe, expect, it } from 'vitest';
import { stepSlide } from './carousel-index';

describe('stepSlide', () => {
  it.each([
    [0, 5, 1, 1],
    [4, 5, 1, 0],
    [0, 5, -1, 4],
    [2, 5, -1, 1],
    [0, 1, 1, 0],
    [0, 0, 1, 0],
    [3, 5, 7, 0],
  ])('from %i of %i by %i -> %i', (current, total, delta, expected) => {
    expect(stepSlide(current, total, delta)).toBe(expected);
  });
});
