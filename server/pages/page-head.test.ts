import { describe, expect, it } from 'vitest';
import type { StructuredData } from '../../src/shared/server-render.ts';
import {
  absoluteUrl,
  jsonLdElement,
  pageHeadTags,
  pathInLanguage,
  SITE_SHARE_IMAGE,
} from './page-head.ts';

const ORIGIN = 'https://www.example.sg';

/** Structured data as the app writes it, with any properties. */
const item = (data: { '@type': string } & Record<string, unknown>): StructuredData => data;

describe('pathInLanguage', () => {
  it.each([
    ['/events/2', 'en', '/events/2'],
    ['/events/2', 'ch', '/events/2?lang=zh'],
    ['/events/2?lang=zh', 'en', '/events/2'],
    ['/events/2?lang=zh', 'ch', '/events/2?lang=zh'],
    ['/events/?utm_source=chat&filter=ongoing', 'ch', '/events?filter=ongoing&lang=zh'],
    ['/search?q=kopi%20bar&lang=zh', 'en', '/search?q=kopi%20bar'],
    ['/', 'ch', '/?lang=zh'],
  ] as const)('%s in %s is %s', (url, language, path) => {
    expect(pathInLanguage(url, language)).toBe(path);
  });
});

describe('absoluteUrl', () => {
  it.each([
    ['/media/events/1.svg', `${ORIGIN}/media/events/1.svg`],
    ['https://images.example.sg/a.jpg', 'https://images.example.sg/a.jpg'],
    ['//elsewhere.example/a.jpg', undefined],
    ['javascript:alert(1)', undefined],
    ['images/a.jpg', undefined],
  ])('%s is %s', (link, absolute) => {
    expect(absoluteUrl(link, ORIGIN)).toBe(absolute);
  });
});

describe('jsonLdElement', () => {
  it('makes site paths absolute where links go, and nothing else', () => {
    const element = jsonLdElement(
      item({
        '@type': 'Event',
        name: '/not-a-link',
        url: '/events/2',
        image: ['/media/a.png', 'https://cdn.example.sg/b.jpg'],
        location: { '@type': 'ShoppingCenter', url: '/', name: 'Suntec City' },
      }),
      ORIGIN,
    );
    const json = JSON.parse(element.replace(/^<script[^>]*>|<\/script>$/g, '')) as unknown;
    expect(json).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: '/not-a-link',
      url: `${ORIGIN}/events/2`,
      image: [`${ORIGIN}/media/a.png`, 'https://cdn.example.sg/b.jpg'],
      location: { '@type': 'ShoppingCenter', url: `${ORIGIN}/`, name: 'Suntec City' },
    });
  });

  it('cannot be closed by the text it carries', () => {
    const element = jsonLdElement(
      item({ '@type': 'Store', name: '</script><script>alert(1)</script><!--' }),
      ORIGIN,
    );
    expect(element.match(/<\/script>/g)).toHaveLength(1);
    expect(element).not.toContain('<!--');
    expect(element.startsWith('<script type="application/ld+json">')).toBe(true);
  });
});

describe('pageHeadTags', () => {
  const page = {
    title: 'Lantern Walk | Suntec City',
    heading: 'Lantern Walk',
    description: 'Lanterns "after" dark & more',
    image: 'https://images.example.sg/lanterns.jpg',
  };

  it('names the page, its languages and its preview, with absolute URLs', () => {
    const tags = pageHeadTags('/events/2?utm_source=x', page, { origin: ORIGIN, language: 'en' });
    expect(tags).toContain(`<link rel="canonical" href="${ORIGIN}/events/2">`);
    expect(tags).toContain(`<link rel="alternate" hreflang="en" href="${ORIGIN}/events/2">`);
    expect(tags).toContain(
      `<link rel="alternate" hreflang="zh-Hans" href="${ORIGIN}/events/2?lang=zh">`,
    );
    expect(tags).toContain(`<link rel="alternate" hreflang="x-default" href="${ORIGIN}/events/2">`);
    expect(tags).toContain('<meta property="og:type" content="website">');
    expect(tags).toContain('<meta property="og:site_name" content="Suntec City">');
    expect(tags).toContain('<meta property="og:title" content="Lantern Walk">');
    expect(tags).toContain(
      '<meta property="og:description" content="Lanterns &quot;after&quot; dark &amp; more">',
    );
    expect(tags).toContain(`<meta property="og:url" content="${ORIGIN}/events/2">`);
    expect(tags).toContain(
      '<meta property="og:image" content="https://images.example.sg/lanterns.jpg">',
    );
    expect(tags).toContain('<meta property="og:locale" content="en_SG">');
    expect(tags).toContain('<meta property="og:locale:alternate" content="zh_SG">');
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(tags).not.toContain('application/ld+json');
  });

  it('is the Chinese page in Chinese: its own URL, site name and locale', () => {
    const tags = pageHeadTags('/events/2?lang=zh', page, { origin: ORIGIN, language: 'ch' });
    expect(tags).toContain(`<link rel="canonical" href="${ORIGIN}/events/2?lang=zh">`);
    expect(tags).toContain(`<meta property="og:url" content="${ORIGIN}/events/2?lang=zh">`);
    expect(tags).toContain('<meta property="og:site_name" content="新达城">');
    expect(tags).toContain('<meta property="og:locale" content="zh_SG">');
    expect(tags).toContain('<meta property="og:locale:alternate" content="en_SG">');
    expect(tags).toContain(`<link rel="alternate" hreflang="x-default" href="${ORIGIN}/events/2">`);
  });

  it('names the path the page gives as its own, for an alias of it', () => {
    const tags = pageHeadTags(
      '/promotion/5?lang=zh',
      { ...page, path: '/promotions/5' },
      { origin: ORIGIN, language: 'ch' },
    );
    expect(tags).toContain(`<link rel="canonical" href="${ORIGIN}/promotions/5?lang=zh">`);
    expect(tags).toContain(`<link rel="alternate" hreflang="en" href="${ORIGIN}/promotions/5">`);
  });

  it.each([
    ['no image', undefined],
    ['generated SVG artwork', '/media/events/E1.svg'],
    ['a link of no use', 'javascript:alert(1)'],
  ])("shows the site's artwork for %s", (_name, image) => {
    const tags = pageHeadTags('/faq', { ...page, image }, { origin: ORIGIN, language: 'en' });
    expect(tags).toContain(`<meta property="og:image" content="${ORIGIN}${SITE_SHARE_IMAGE}">`);
  });

  it('takes the site name for a page without a title of its own, and carries its data', () => {
    const tags = pageHeadTags(
      '/',
      { title: 'Suntec City', structuredData: item({ '@type': 'ShoppingCenter', url: '/' }) },
      { origin: ORIGIN, language: 'en' },
    );
    expect(tags).toContain('<meta property="og:title" content="Suntec City">');
    expect(tags).not.toContain('og:description');
    expect(tags).toContain(
      `<script type="application/ld+json">{"@context":"https://schema.org","@type":"ShoppingCenter","url":"${ORIGIN}/"}</script>`,
    );
  });
});
