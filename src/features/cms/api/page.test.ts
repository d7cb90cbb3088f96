import { describe, expect, it } from 'vitest';
import { parse, safeParse } from 'zod/v4/core';
import { pageWire } from '../../../shared/contracts/cms';
import { columnSpans, toCmsPage } from './page';

describe('columnSpans', () => {
  it.each([
    ['12', 1, [12]],
    ['6+6', 2, [6, 6]],
    ['4+8', 2, [4, 8]],
    ['8+4', 2, [8, 4]],
    ['4+4+4', 3, [4, 4, 4]],
    ['5+5', 2, [6, 6]],
    ['6+6', 3, [4, 4, 4]],
    ['nonsense', 2, [6, 6]],
  ])('%s with %i columns is %j', (layout, count, expected) => {
    expect(columnSpans(layout, count)).toEqual(expected);
  });
});

describe('toCmsPage', () => {
  const wire = {
    slug: 'about_us',
    title: 'About Us',
    titleZh: '关于我们',
    description: 'About the complex.',
    layout: 'attraction',
    blocks: [
      {
        type: 'banner',
        title: 'Hello',
        titleZh: '你好',
        subtitle: 'Sub',
        imageUrl: '/media/a.svg',
      },
      { type: 'video', url: 'https://example.test/v.mp4' },
      {
        type: 'columns',
        layout: '4+8',
        columns: [
          { html: '<p>A</p>', htmlZh: '<p>甲</p>' },
          { html: '<p>B</p>', imageUrl: '/img/NA' },
        ],
      },
      { type: 'columns', layout: '6+6', columns: 'not a list' },
      { type: 'carousel', slides: [{ title: 'One', imageUrl: '/1.svg', linkUrl: '/events' }] },
      { type: 'carousel', slides: [] },
      { type: 'richText', html: '<p>Text</p>', htmlZh: '' },
      { type: 'richText', html: '', htmlZh: null },
      { notEvenAType: true },
      null,
    ],
  };

  it('parses leniently and drops what it cannot render', () => {
    const parsed = safeParse(pageWire, wire);
    expect(parsed.success).toBe(true);
    const page = toCmsPage(parsed.data!);
    expect(page.layout).toBe('attraction');
    expect(page.title).toEqual({ en: 'About Us', zh: '关于我们' });
    expect(page.blocks.map((b) => b.kind)).toEqual(['banner', 'columns', 'carousel', 'richText']);
    const columns = page.blocks[1];
    expect(columns).toEqual({
      kind: 'columns',
      spans: [4, 8],
      columns: [
        { html: { en: '<p>A</p>', zh: '<p>甲</p>' }, imageUrl: undefined, imageAlt: '' },
        { html: { en: '<p>B</p>', zh: undefined }, imageUrl: undefined, imageAlt: '' },
      ],
    });
  });

  it('defaults an unknown layout to the default one', () => {
    const page = toCmsPage(parse(pageWire, { slug: 'x', title: 'X', layout: 'fancy', blocks: [] }));
    expect(page.layout).toBe('default');
  });
});
