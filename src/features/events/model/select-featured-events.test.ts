import { describe, expect, it } from 'vitest';
import { selectFeaturedEvents } from './select-featured-events';

const e = (id: string, isFeatured: boolean, sortOrder: number) => ({ id, isFeatured, sortOrder });

describe('selectFeaturedEvents', () => {
  it.each([
    { name: 'nothing featured', events: [e('a', false, 1)], expected: [] },
    { name: 'by SortOrder', events: [e('a', true, 2), e('b', true, 1)], expected: ['b', 'a'] },
    {
      name: 'at most four',
      events: [1, 2, 3, 4, 5, 6].map((n) => e(`e${n}`, true, 7 - n)),
      expected: ['e6', 'e5', 'e4', 'e3'],
    },
    {
      name: 'skips the not featured',
      events: [e('a', false, 0), e('b', true, 5)],
      expected: ['b'],
    },
    {
      name: 'ties keep the server order',
      events: [e('a', true, 1), e('b', true, 1)],
      expected: ['a', 'b'],
    },
  ])('$name', ({ events, expected }) => {
    expect(selectFeaturedEvents(events).map((x) => x.id)).toEqual(expected);
  });
});
