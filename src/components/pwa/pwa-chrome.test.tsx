import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../lib/api-client';
import { createQueryClient } from '../../lib/query-client';
import { z } from '../../shared/contracts/zod';
import {
  captureInstallPrompt,
  forgetEngagement,
  INSTALL_DISMISSED_KEY,
  IOS_HINT_DISMISSED_KEY,
  noteEngagement,
} from '../../lib/pwa-install';
import { setLanguage } from '../../lib/language';
import { PwaChrome } from './pwa-chrome';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

const events = {
  queryKey: ['events'],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest({ backend: 'bi' as const, path: '/v1/events', schema: z.unknown(), signal }),
};

/** Fetches the events, the network answering with these headers (the real API client reads them). */
function fetchEvents(client: QueryClient, headers: Record<string, string>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ status: 1, Result: [] }, { headers })),
  );
  return client.fetchQuery({ ...events, staleTime: 0 });
}

/** A page showing the events (an observer of their query). */
function EventsPage() {
  useQuery({ ...events, enabled: false });
  return null;
}

function renderChrome(client: QueryClient = createQueryClient(), page = false) {
  return render(
    <QueryClientProvider client={client}>
      {page && <EventsPage />}
      <PwaChrome />
    </QueryClientProvider>,
  );
}

function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  window.dispatchEvent(new Event('offline'));
}

describe('PwaChrome', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    setLanguage('en');
    forgetEngagement();
  });

  it('says how old the data on screen is when the connection drops, in a polite live region', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-20T04:10:00Z'));
    const client = createQueryClient();
    // The gateway's answer, kept 10 minutes: it is as old as that, not new.
    await fetchEvents(client, { age: '600' });
    renderChrome(client, true);
    const status = screen.getByRole('status');
    expect(status).toHaveProperty('textContent', '');
    expect(status.getAttribute('aria-live')).toBe('polite');
    act(goOffline);
    expect(screen.getByRole('status').textContent).toBe(
      'Offline · showing data updated 10 min ago',
    );
    act(() => setLanguage('ch'));
    expect(screen.getByRole('status').textContent).toBe('离线 · 正在显示10分钟前更新的数据');
  });

  it('says how old the information is while the server answers with kept copies, then clears', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-20T04:30:00Z'));
    const client = createQueryClient();
    renderChrome(client, true);
    await act(() => fetchEvents(client, { age: '1500', 'x-complex-stale': '1' }));
    expect(screen.getByRole('status').textContent).toBe(
      'The complex’s systems are not answering · showing information from 25 min ago',
    );
    act(() => setLanguage('ch'));
    expect(screen.getByRole('status').textContent).toBe(
      '商场系统暂时无响应 · 显示的信息更新于25分钟前',
    );
    await act(() => fetchEvents(client, { age: '0' })); // the backends answer again
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('offers installation when the browser does, once the visitor engaged, and remembers "Not now"', async () => {
    captureInstallPrompt();
    noteEngagement();
    renderChrome();
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
    const prompt = vi.fn(async () => undefined);
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
    });
    act(() => void window.dispatchEvent(event));
    expect(event.defaultPrevented).toBe(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
    expect(localStorage.getItem(INSTALL_DISMISSED_KEY)).not.toBeNull();
  });

  it('waits for the visitor to engage (a second page, or a while) before offering installation', () => {
    captureInstallPrompt();
    renderChrome();
    act(
      () =>
        void window.dispatchEvent(
          Object.assign(new Event('beforeinstallprompt'), {
            prompt: vi.fn(async () => undefined),
            userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
          }),
        ),
    );
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
    act(noteEngagement);
    expect(screen.getByRole('button', { name: 'Install' })).toBeTruthy();
  });

  it('shows the browser dialog from the install button', async () => {
    captureInstallPrompt();
    noteEngagement();
    renderChrome();
    const prompt = vi.fn(async () => undefined);
    act(
      () =>
        void window.dispatchEvent(
          Object.assign(new Event('beforeinstallprompt'), {
            prompt,
            userChoice: Promise.resolve({ outcome: 'accepted' as const }),
          }),
        ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Install' }));
    expect(prompt).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
  });

  it('hints at Add to Home Screen on iOS Safari until dismissed', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI);
    const { unmount } = renderChrome();
    expect(await screen.findByRole('heading', { name: 'Add to Home Screen' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('heading', { name: 'Add to Home Screen' })).toBeNull();
    expect(localStorage.getItem(IOS_HINT_DISMISSED_KEY)).not.toBeNull();
    unmount();
    renderChrome();
    expect(screen.queryByRole('heading', { name: 'Add to Home Screen' })).toBeNull();
  });

  it('gives no iOS hint elsewhere', () => {
    renderChrome();
    expect(screen.queryByRole('heading', { name: 'Add to Home Screen' })).toBeNull();
  });
});
