import { describe, expect, it } from 'vitest';
import { onDeviceClock } from './dehydrated-age';

const SERVER_NOW = 1_764_050_400_000;
const page = () => ({
  query: {
    initial: [
      {
        state: { dataUpdatedAt: SERVER_NOW - 60_000, errorUpdatedAt: 0 },
        dehydratedAt: SERVER_NOW,
      },
    ],
  },
});

describe('onDeviceClock', () => {
  it.each([
    ['twelve hours ahead', 12 * 3_600_000],
    ['ten minutes behind', -600_000],
    ['right', 0],
  ])('keeps an answer a minute old on a device whose clock is %s', (_, skew) => {
    const moved = onDeviceClock(page(), SERVER_NOW, SERVER_NOW + skew);
    const [query] = moved.query.initial;
    expect(SERVER_NOW + skew - (query?.state.dataUpdatedAt ?? 0)).toBe(60_000);
    expect(query?.dehydratedAt).toBe(SERVER_NOW + skew);
    // "Never" stays never.
    expect(query?.state.errorUpdatedAt).toBe(0);
  });

  it.each([[Number.NaN], [0]])(
    'leaves the times alone without a drawing time (%s)',
    (serverNow) => {
      const moved = onDeviceClock(page(), serverNow, SERVER_NOW + 1000);
      expect(moved.query.initial[0]?.state.dataUpdatedAt).toBe(SERVER_NOW - 60_000);
    },
  );
});
