import { describe, expect, it } from 'vitest';
import { MAX_FEATURED, selectFeatured } from './select-featured';

const item = (id: string, isFeatured: boolean, sortOrder: number) => ({
  id,
  isFeatured,
  sortOrder,
});

describe('selectFeatured', () => {
  it.each([
    { name: 'none featured', items: [item('a', false, 1), item('b', false, 2)], expected: [] },
    {
      name: 'sorted by SortOrder',
      items: [item('a', true, 3), item('b', true, 1), item('c', true, 2)],
      expected: ['b', 'c', 'a'],
    },
    {
      name: 'at most four',
      items: [
        item('a', true, 5),
        item('b', true, 4),
        item('c', true, 3),
        item('d', true, 2),
        item('e', true, 1),
        item('f', true, 6),
      ],
      expected: ['e', 'd', 'c', 'b'],
    },
    {
      name: 'skips the not featured',
      items: [item('a', false, 0), item('b', true, 9)],
      expected: ['b'],
    },
    {
      name: 'ties keep the server order',
      items: [item('a', true, 1), item('b', true, 1), item('c', true, 0)],
      expected: ['c', 'a', 'b'],
    },
  ])('$name', ({ items, expected }) => {
    expect(selectFeatured(items).map((i) => i.id)).toEqual(expected);
  });

  it('drops items that are no longer current', () => {
    const items = [item('a', true, 1), item('b', true, 2)];
    expect(selectFeatured(items, (i) => i.id !== 'a').map((i) => i.id)).toEqual(['b']);
  });

  it('caps at the spec limit', () => {
    expect(MAX_FEATURED).toBe(4);
  });
});
