import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LiveChat } from './live-chat';
import { renderWithRouter } from '../../../tests/support/layout/test-router';

describe('LiveChat without a provider', () => {
  it('opens a dialog of contact options and closes it with Escape, focus back on the button', async () => {
    const user = userEvent.setup();
    renderWithRouter(() => <LiveChat scriptUrl="" />);
    const button = await screen.findByRole('button', { name: 'Live chat' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'How can we help?' });
    expect(dialog).toBeTruthy();
    expect(screen.getByRole('link', { name: /Call us/ }).getAttribute('href')).toMatch(/^tel:\+65/);
    expect(screen.getByRole('link', { name: /Email us/ }).getAttribute('href')).toMatch(/^mailto:/);
    expect(screen.getByRole('link', { name: 'Send us a message' }).getAttribute('href')).toBe(
      '/contact',
    );
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});

describe('LiveChat with a provider', () => {
  it('loads the provider script only when pressed', async () => {
    const user = userEvent.setup();
    const url = 'https://chat.example/widget.js';
    renderWithRouter(() => <LiveChat scriptUrl={url} />);
    const button = await screen.findByRole('button', { name: 'Live chat' });
    expect(document.querySelector(`script[src="${url}"]`)).toBeNull();
    await user.click(button);
    const script = document.querySelector<HTMLScriptElement>(`script[src="${url}"]`);
    expect(script).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Connecting to live chat…' })).toBeTruthy();
    script?.dispatchEvent(new Event('load'));
    await waitFor(() => expect(screen.queryByRole('button', { name: /live chat/i })).toBeNull());
    script?.remove();
  });

  it('falls back to the contact options when the script fails', async () => {
    vi.resetModules();
    const { LiveChat: FreshLiveChat } = await import('./live-chat');
    const user = userEvent.setup();
    const url = 'https://chat.example/broken.js';
    renderWithRouter(() => <FreshLiveChat scriptUrl={url} />);
    await user.click(await screen.findByRole('button', { name: 'Live chat' }));
    document.querySelector(`script[src="${url}"]`)?.dispatchEvent(new Event('error'));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(
      screen.getByText('Live chat is not available right now. You can reach us here:'),
    ).toBeTruthy();
  });
});
