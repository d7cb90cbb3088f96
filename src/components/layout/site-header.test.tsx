import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getLanguage, setLanguage } from '../../lib/language';
import { SiteHeader } from './site-header';
import { renderWithRouter } from '../../../tests/support/layout/test-router';

afterEach(() => act(() => setLanguage('en')));

describe('SiteHeader search', () => {
  it('slides the search bar in from the icon and navigates to /search?q=', async () => {
    const user = userEvent.setup();
    const { router } = renderWithRouter(() => <SiteHeader layout="default" />, '/promotions');
    const toggle = await screen.findByRole('button', { name: 'Search' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.type(screen.getByRole('searchbox'), 'kaya toast{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(new URLSearchParams(router.state.location.searchStr).get('q')).toBe('kaya toast');
  });

  it('is open on /search with the query, and its close button goes back', async () => {
    const user = userEvent.setup();
    const { router } = renderWithRouter(() => <SiteHeader layout="default" />, '/events');
    await screen.findByRole('button', { name: 'Search' });
    await act(() => router.navigate({ href: '/search?q=dim%20sum' }));
    const input = (await screen.findByRole('searchbox')) as HTMLInputElement;
    expect(input.value).toBe('dim sum');
    await user.click(screen.getByRole('button', { name: 'Close search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/events'));
    expect(screen.queryByRole('search')).toBeNull();
  });

  it('closes without navigating elsewhere than /search', async () => {
    const user = userEvent.setup();
    const { router } = renderWithRouter(() => <SiteHeader layout="default" />, '/faq');
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    await user.click(screen.getByRole('button', { name: 'Close search' }));
    expect(screen.queryByRole('search')).toBeNull();
    expect(router.state.location.pathname).toBe('/faq');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Search' }));
  });
});

describe('language switch', () => {
  it('is a group of two pressed-state buttons that switch without a reload', async () => {
    const user = userEvent.setup();
    renderWithRouter(() => <SiteHeader layout="default" />);
    const group = await screen.findByRole('group', { name: 'Language' });
    const english = screen.getByRole('button', { name: 'EN' });
    const chinese = screen.getByRole('button', { name: '中文' });
    expect(group.contains(english)).toBe(true);
    expect(english.getAttribute('aria-pressed')).toBe('true');
    expect(chinese.getAttribute('aria-pressed')).toBe('false');
    await user.click(chinese);
    expect(getLanguage()).toBe('ch');
    expect(localStorage.getItem('lang')).toBe('ch');
    expect(document.documentElement.lang).toBe('zh-Hans');
    expect(screen.getByRole('group', { name: '语言' })).toBeTruthy();
    expect(chinese.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: '购物' })).toBeTruthy();
  });
});
