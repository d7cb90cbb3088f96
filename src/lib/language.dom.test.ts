import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** lib/language as a page loads it: its state is read when first asked for. */
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

  it('is written once read, for a choice made before it existed', async () => {
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

describe('a page address naming its language (?lang=zh)', () => {
  afterEach(() => history.replaceState(null, '', '/'));

  it.each([
    ['?lang=zh', 'ch'],
    ['?q=x&lang=zh', 'ch'],
    ['?lang=en', 'en'],
  ] as const)(
    '%s is the choice, stored and in the cookie, over an earlier one',
    async (search, language) => {
      localStorage.setItem('lang', language === 'ch' ? 'en' : 'ch');
      history.replaceState(null, '', `/events/2${search}`);
      const { getLanguage } = await loadLanguage();
      expect(getLanguage()).toBe(language);
      expect(localStorage.getItem('lang')).toBe(language);
      expect(document.cookie).toContain(`lang=${language}`);
    },
  );

  it('is left to the stored choice when it names no language', async () => {
    localStorage.setItem('lang', 'ch');
    history.replaceState(null, '', '/events/2?lang=fr');
    const { getLanguage } = await loadLanguage();
    expect(getLanguage()).toBe('ch');
  });

  it('follows the visitor switching, keeping the rest of the address', async () => {
    history.replaceState({ key: 'kept' }, '', '/events?filter=ongoing&lang=zh#top');
    const { setLanguage } = await loadLanguage();
    setLanguage('en');
    expect(location.pathname + location.search + location.hash).toBe(
      '/events?filter=ongoing&lang=en#top',
    );
    expect(history.state).toEqual({ key: 'kept' });
  });

  it('is not added where the address had none', async () => {
    history.replaceState(null, '', '/events');
    const { setLanguage } = await loadLanguage();
    setLanguage('ch');
    expect(location.search).toBe('');
  });
});

describe('switching to Chinese', () => {
  it('keeps the choice at once, and applies it once the Chinese has come', async () => {
    vi.resetModules();
    const { getLanguage } = await import('./language');
    const i18n = await import('../i18n');
    let arrive: (table: never) => void = () => undefined;
    i18n.loadChineseFrom(() => new Promise((resolve) => (arrive = resolve)));
    expect(getLanguage()).toBe('en');

    const switched = i18n.switchLanguage('ch');
    // A page opened now, before the Chinese has come, opens in Chinese.
    expect(localStorage.getItem('lang')).toBe('ch');
    expect(document.cookie).toContain('lang=ch');
    expect(getLanguage()).toBe('en');

    arrive({} as never);
    await switched;
    expect(getLanguage()).toBe('ch');
    expect(document.documentElement.lang).toBe('zh-Hans');
  });
});
