import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const script = () => document.head.querySelector<HTMLScriptElement>('script#live-chat-provider');

// The loader remembers its script for the page's life, so each test takes a fresh module.
async function freshLoader() {
  return (await import('./chat')).loadChatScript;
}

describe('loadChatScript', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => script()?.remove());

  it('adds the script once and resolves when it loads', async () => {
    const load = await freshLoader();
    const first = load('https://chat.example/widget.js');
    const second = load('https://chat.example/widget.js');
    expect(second).toBe(first);
    expect(document.head.querySelectorAll('script#live-chat-provider')).toHaveLength(1);
    expect(script()?.async).toBe(true);
    script()?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
  });

  it('rejects when the script fails and lets a later press try again', async () => {
    const load = await freshLoader();
    const attempt = load('https://chat.example/broken.js');
    script()?.dispatchEvent(new Event('error'));
    await expect(attempt).rejects.toThrow('did not load');
    expect(script()).toBeNull();
    const retry = load('https://chat.example/broken.js');
    expect(retry).not.toBe(attempt);
    script()?.dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBeUndefined();
  });
});
