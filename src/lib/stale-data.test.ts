import { describe, expect, it } from 'vitest';
import { getStaleSince, recordAnswerAge } from './stale-data';

const headers = (values: Record<string, string>) => new Headers(values);

describe('recordAnswerAge', () => {
  it('keeps the oldest stale answer per call, and forgets a call once it answers fresh', () => {
    const now = 1_000_000_000;
    recordAnswerAge('events', headers({ age: '600', 'x-complex-stale': '1' }), now);
    recordAnswerAge('promotions', headers({ age: '60', 'x-complex-stale': '1' }), now);
    expect(getStaleSince()).toBe(now - 600_000);
    recordAnswerAge('events', headers({ age: '0' }), now);
    expect(getStaleSince()).toBe(now - 60_000);
    recordAnswerAge('promotions', headers({ age: '30' }), now);
    expect(getStaleSince()).toBeUndefined();
  });

  it('ignores an age without the stale mark (a kept answer within its fresh period)', () => {
    recordAnswerAge('directory', headers({ age: '240' }), 0);
    expect(getStaleSince()).toBeUndefined();
  });
});
