import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** lib/language as a page loads it: its state is read when the module loads. */
async function loadLanguage() {
  vi.resetModules();
  return import('./language');
}

function clearCookies(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

beforeEach(() => {
  localStorage.clear();
  clearCookies();
  document.documentElement.lang = 'en';
});
afterEach(() => {
  localStorage.clear();
  clearCookies();
});

describe('the language cookie the server draws pages in', () => {
  it('is written when the visitor chooses a language', async () => {
    const { setLanguage } = await loadLanguage();
    setLanguage('ch');
    expect(document.cookie).toContain('lang=ch');
    setLanguage('en');
    expect(document.cookie).toContain('lang=en');
    expect(document.cookie).not.toContain('lang=ch');
  });

  it('is written on load for a choice made before it existed', async () => {
    localStorage.setItem('lang', 'ch');
    const { getLanguage } = await loadLanguage();
    expect(getLanguage()).toBe('ch');
    expect(document.cookie).toContain('lang=ch');
  });
});

describe("the visitor's choice", () => {
  it('is read from the cookie when storage has none', async () => {
    document.cookie = 'lang=ch; Path=/';
    const { getLanguage } = await loadLanguage();
    expect(getLanguage()).toBe('ch');
  });

  it('is read from storage first, and the cookie follows it', async () => {
    document.cookie = 'lang=ch; Path=/';
    localStorage.setItem('lang', 'en');
    const { getLanguage } = await loadLanguage();
    expect(getLanguage()).toBe('en');
    expect(document.cookie).toContain('lang=en');
  });

  it('is English with neither', async () => {
    const { getLanguage } = await loadLanguage();
    expect(getLanguage()).toBe('en');
  });
});

describe('the language a page hydrates in', () => {
  it("is the drawn page's, whatever the visitor chose since", async () => {
    document.documentElement.lang = 'zh-Hans';
    localStorage.setItem('lang', 'en');
    const { getLanguage, getServerLanguage } = await loadLanguage();
    expect(getServerLanguage()).toBe('ch');
    expect(getLanguage()).toBe('en');
    // The app's own choice is on the page at once.
    expect(document.documentElement.lang).toBe('en');
  });

  it("is the render's own on the server", async () => {
    const { getServerLanguage, languageFromServerRender } = await loadLanguage();
    expect(getServerLanguage()).toBe('en');
    languageFromServerRender(() => 'ch');
    expect(getServerLanguage()).toBe('ch');
  });
});
