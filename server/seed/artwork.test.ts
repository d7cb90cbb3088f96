import { describe, expect, it } from 'vitest';
import { bannerSvg, initialsOf, monogramSvg } from './artwork.ts';

const byteLength = (text: string): number => Buffer.byteLength(text, 'utf8');

describe('bannerSvg', () => {
  it.each(['rings', 'arcs', 'fountain'] as const)(
    'draws a %s banner under 3 KB with size, viewBox and title',
    (motif) => {
      for (let i = 0; i < 40; i += 1) {
        const svg = bannerSvg({ title: `Banner ${i} & <more>`, key: `k${i}`, motif });
        expect(byteLength(svg)).toBeLessThan(3072);
        expect(svg).toMatch(
          /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1200" height="480" viewBox="0 0 1200 480"/,
        );
        expect(svg).toContain('<title>Banner');
        expect(svg).toContain('&amp; &lt;more&gt;');
      }
    },
  );

  it('is deterministic per key and varies between keys', () => {
    expect(bannerSvg({ title: 'a', key: 'same' })).toBe(bannerSvg({ title: 'a', key: 'same' }));
    const variants = new Set(
      Array.from({ length: 10 }, (_, i) => bannerSvg({ title: 'a', key: `key-${i}` })),
    );
    expect(variants.size).toBe(10);
  });

  it('uses only the design tokens for its colours', () => {
    const colours = new Set<string>();
    for (let i = 0; i < 50; i += 1)
      for (const match of bannerSvg({ title: 't', key: `c${i}` }).matchAll(/#[0-9A-Fa-f]{6}/g))
        colours.add(match[0].toUpperCase());
    expect(
      [...colours].every((c) =>
        ['#14213D', '#0B5F6E', '#C8963E', '#B3261E', '#F7F4EF', '#FFFFFF'].includes(c),
      ),
    ).toBe(true);
  });
});

describe('monogramSvg', () => {
  it.each([
    ['Lotus Leaf Dim Sum', 'LL'],
    ['Meridian Optical', 'MO'],
    ['Print & Copy', 'PC'],
    ['Café', 'C'],
  ])('takes the initials of %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });

  it('stays under 1 KB with size, viewBox and title', () => {
    const svg = monogramSvg({
      name: 'Exhibitor Logistics Desk & Storage Services',
      colour: '#0B5F6E',
      turn: 0.5,
    });
    expect(byteLength(svg)).toBeLessThan(1024);
    expect(svg).toContain('width="120" height="120" viewBox="0 0 120 120"');
    expect(svg).toContain('<title>Exhibitor Logistics Desk &amp; Storage Services</title>');
  });
});
