import { describe, expect, it } from 'vitest';
import type { SeedBlock } from '../types.ts';
import { generatePages } from './pages.ts';

const pages = generatePages();
const blocks = pages.flatMap((page) => page.blocks);
const MENU_SLUGS = [
  'parking',
  'tourist_privileges',
  'about_us',
  'about_suntec_plus',
  'attractions',
  'tourist_privileges_eng',
  'tourist_privileges_chinese',
  'fountain-of-wealth',
  'tour-bus',
  'eats',
  'privacy-policy',
  'terms-and-conditions',
  'merge-account',
  'suntec_website',
  'bts',
  'convention',
  'office',
  'community',
];

function htmlOf(block: SeedBlock): string[] {
  switch (block.type) {
    case 'richText':
      return [block.html, block.htmlZh];
    case 'columns':
      return block.columns.flatMap((c) => [c.html, c.htmlZh]);
    default:
      return [];
  }
}

function svgsOf(block: SeedBlock): string[] {
  switch (block.type) {
    case 'banner':
      return [block.imageSvg];
    case 'carousel':
      return block.slides.map((s) => s.imageSvg);
    case 'columns':
      return block.columns.flatMap((c) => (c.imageSvg ? [c.imageSvg] : []));
    default:
      return [];
  }
}

describe('CMS pages', () => {
  it('exist once for every path the menus name', () => {
    expect(pages.map((p) => p.slug).sort()).toEqual([...MENU_SLUGS].sort());
  });

  it.each([
    'banner',
    'carousel',
    'richText',
    'columns 12',
    'columns 6+6',
    'columns 4+8',
    'columns 8+4',
    'columns 4+4+4',
  ])('use the %s layout somewhere', (layout) => {
    const used = new Set(
      blocks.map((b) => (b.type === 'columns' ? `columns ${b.layout}` : b.type)),
    );
    expect(used).toContain(layout);
  });

  it('give column blocks as many columns as their layout names', () => {
    for (const block of blocks)
      if (block.type === 'columns')
        expect(block.columns).toHaveLength(block.layout.split('+').length);
  });

  it('use the attraction layout for the tourist privilege pages', () => {
    for (const slug of [
      'tourist_privileges',
      'tourist_privileges_eng',
      'tourist_privileges_chinese',
      'attractions',
    ]) {
      expect(pages.find((p) => p.slug === slug)?.layout).toBe('attraction');
    }
  });

  it('have English and Chinese titles, descriptions and text', () => {
    const chinese = /[\u4e00-\u9fff]/;
    for (const page of pages) {
      expect(page.title.length).toBeGreaterThan(0);
      expect(page.titleZh).toMatch(chinese);
      expect(page.descriptionZh).toMatch(chinese);
      expect(page.blocks.length).toBeGreaterThan(0);
    }
    for (const block of blocks)
      if (block.type === 'richText') expect(block.htmlZh).toMatch(chinese);
  });

  it('write HTML with simple tags only and links to site paths', () => {
    for (const html of blocks.flatMap(htmlOf)) {
      for (const [, tag] of html.matchAll(/<\/?([a-z0-9]+)/g))
        expect(['p', 'ul', 'li', 'strong', 'a', 'h2', 'h3']).toContain(tag);
      for (const [, href] of html.matchAll(/href="([^"]+)"/g)) expect(href).toMatch(/^\//);
    }
  });

  it('carry generated artwork under 3 KB with a title', () => {
    const svgs = blocks.flatMap(svgsOf);
    expect(svgs.length).toBeGreaterThan(20);
    for (const svg of svgs) {
      expect(Buffer.byteLength(svg)).toBeLessThan(3072);
      expect(svg).toMatch(/<title>[^<]+<\/title>/);
    }
  });
});
