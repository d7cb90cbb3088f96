import { describe, expect, it } from 'vitest';
import { outcomeOfPasswordStatus } from './password-status';

describe('outcomeOfPasswordStatus', () => {
  it.each([
    [1, 'done'],
    ['1', 'done'],
    [2, 'linkInvalid'],
    ['2', 'linkInvalid'],
    [3, 'weakPassword'],
    [0, 'refused'],
    [4, 'refused'],
    [undefined, 'refused'],
  ])('Status %j -> %s', (status, outcome) => {
    expect(outcomeOfPasswordStatus(status)).toBe(outcome);
  });
});
