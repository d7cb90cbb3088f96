import { describe, expect, it } from 'vitest';
import { initialReveal, nextReveal, type ChatReveal, type ScrollView } from './chat-reveal';

const page = (y: number): ScrollView => ({ y, viewportHeight: 800, pageHeight: 5000 });

function afterScrolls(...positions: number[]): ChatReveal {
  const [first = 0, ...rest] = positions;
  return rest.reduce((state, y) => nextReveal(state, page(y)), initialReveal(page(first)));
}

describe('when the floating chat button shows on a small screen', () => {
  it.each([
    ['at the top of a long page', [0], false],
    ['while reading down', [0, 300, 900, 1500], false],
    ['after scrolling back up a little (a jitter)', [0, 900, 870], false],
    ['after scrolling back up on purpose', [0, 900, 840], true],
    ['after scrolling up in small steps that add up', [0, 900, 880, 860, 850], true],
    ['when reading down again after that', [0, 900, 840, 860], false],
    ['at the end of the page', [0, 2000, 4200], true],
    ['just short of the end', [0, 2000, 4198], false],
    ['still at rest after the way up', [0, 900, 800, 800], true],
  ] as const)('%s: %s', (_name, positions, shown) => {
    expect(afterScrolls(...positions).shown).toBe(shown);
  });

  it('shows at once on a page that ends on screen', () => {
    expect(initialReveal({ y: 0, viewportHeight: 800, pageHeight: 700 }).shown).toBe(true);
  });
});
