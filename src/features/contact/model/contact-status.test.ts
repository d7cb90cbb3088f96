import { describe, expect, it } from 'vitest';
import { outcomeOfStatus } from './contact-status';

describe('outcomeOfStatus', () => {
  it.each([
    [1, 'received'],
    ['1', 'received'],
    [3, 'alreadyRegistered'],
    [5, 'alreadyRegistered'],
    ['5', 'alreadyRegistered'],
    [4, 'mobileExists'],
    [0, 'refused'],
    [2, 'refused'],
    [undefined, 'refused'],
  ])('Status %j -> %s', (status, outcome) => {
    expect(outcomeOfStatus(status)).toBe(outcome);
  });
});
