import { describe, expect, it } from 'vitest';
import { render, renderHook } from '@testing-library/react';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { setLanguage } from '../../lib/language';
import { collectPageMeta, DEFAULT_DESCRIPTION, documentTitle, usePageMeta } from './use-page-meta';

describe('documentTitle', () => {
  it.each([
    [undefined, 'Suntec City'],
    ['', 'Suntec City'],
    ['  ', 'Suntec City'],
    ['Suntec City', 'Suntec City'],
    ['Promotions', 'Promotions | Suntec City'],
    [' Events ', 'Events | Suntec City'],
  ])('%j gives %j', (title, expected) => {
    expect(documentTitle(title)).toBe(expected);
  });
});

describe('usePageMeta', () => {
  const description = () =>
    document.head.querySelector('meta[name="description"]')?.getAttribute('content');

  it('sets the title and the meta description and follows changes', () => {
    const { rerender } = renderHook(
      (meta: { title?: string; description?: string }) => usePageMeta(meta),
      {
        initialProps: { title: 'Promotions', description: 'Deals this week.' },
      },
    );
    expect(document.title).toBe('Promotions | Suntec City');
    expect(description()).toBe('Deals this week.');

    act(() => setLanguage('ch'));
    rerender({ title: '优惠', description: '本周优惠。' });
    expect(document.title).toBe('优惠 | 新达城');
    expect(description()).toBe('本周优惠。');
    act(() => setLanguage('en'));
  });

  it('falls back to the default description', () => {
    renderHook(() => usePageMeta({ title: 'FAQ' }));
    expect(description()).toBe(DEFAULT_DESCRIPTION);
  });
});

describe('collectPageMeta', () => {
  function Page({ title, description }: { title?: string; description?: string }) {
    usePageMeta({ title, description });
    return <h1>{title}</h1>;
  }

  it('returns a server render with the title and description its page asked for', () => {
    const { rendered, meta } = collectPageMeta(() =>
      renderToString(<Page title="Dining" description=" Places to eat. " />),
    );
    expect(rendered).toBe('<h1>Dining</h1>');
    expect(meta).toEqual({
      title: 'Dining | Suntec City',
      description: 'Places to eat.',
      heading: 'Dining',
    });
  });

  it('returns the image and structured data its page gave, built during the render only', () => {
    let built = 0;
    function Event() {
      usePageMeta({
        title: 'Lantern Walk',
        image: '/media/events/1.png',
        structuredData: () => {
          built += 1;
          return { '@type': 'Event' };
        },
      });
      return <h1>Lantern Walk</h1>;
    }
    const { meta } = collectPageMeta(() => renderToString(<Event />));
    expect(meta).toMatchObject({
      heading: 'Lantern Walk',
      image: '/media/events/1.png',
      structuredData: { '@type': 'Event' },
    });
    expect(built).toBe(1);
    // The browser's render collects nothing, so builds nothing.
    renderToString(<Event />);
    render(<Event />);
    expect(built).toBe(1);
  });

  it("gives the site's default description to a page that has none", () => {
    const { meta } = collectPageMeta(() => renderToString(<Page title="Dining" />));
    expect(meta?.description).toBe(DEFAULT_DESCRIPTION);
  });

  it('gives nothing for a render whose page asked for nothing, and keeps nothing after', () => {
    expect(collectPageMeta(() => renderToString(<p>Frame only</p>)).meta).toBeUndefined();
    const { meta } = collectPageMeta(() => renderToString(<Page title="Events" />));
    expect(meta?.title).toBe('Events | Suntec City');
    // A render outside a collection (the browser's) notes nothing anywhere.
    renderToString(<Page title="Elsewhere" />);
    expect(collectPageMeta(() => renderToString(<p />)).meta).toBeUndefined();
  });

  it('stops collecting when the render throws', () => {
    expect(() =>
      collectPageMeta(() => {
        throw new Error('render failed');
      }),
    ).toThrow('render failed');
    expect(collectPageMeta(() => renderToString(<p />)).meta).toBeUndefined();
  });
});
