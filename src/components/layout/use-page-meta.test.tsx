import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { act } from 'react';
import { setLanguage } from '../../lib/language';
import { DEFAULT_DESCRIPTION, documentTitle, usePageMeta } from './use-page-meta';

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
