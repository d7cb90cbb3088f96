import { describe, expect, it } from 'vitest';
import { SAVE_DATA_OFF, SAVE_DATA_ON, SAVE_DATA_PREFERENCE } from '../src/shared/save-data';
import { splitShell, visitorSavesData } from './save-data';

/** Cache Storage holding the page's word (or nothing, or refusing as a private window may). */
function storageWith(word: string | undefined | Error): CacheStorage {
  const cache = {
    match: (key: string) =>
      Promise.resolve(
        key === SAVE_DATA_PREFERENCE.path && typeof word === 'string'
          ? new Response(word)
          : undefined,
      ),
  };
  return {
    open: (name: string) => {
      if (word instanceof Error) return Promise.reject(word);
      expect(name).toBe(SAVE_DATA_PREFERENCE.cache);
      return Promise.resolve(cache);
    },
  } as unknown as CacheStorage;
}

describe('the shell for a visitor who saves data', () => {
  it('splits the precache manifest into the carpark journey and the rest, in manifest order', () => {
    const manifest = [
      { url: 'index.html', revision: 'a' },
      { url: 'assets/booking-x.js', revision: null },
      { url: 'assets/index-y.js', revision: null },
      'icons/icon-512.png',
    ];
    expect(splitShell(manifest, ['assets/index-y.js', 'index.html'])).toEqual({
      carpark: [
        { url: 'index.html', revision: 'a' },
        { url: 'assets/index-y.js', revision: null },
      ],
      rest: [{ url: 'assets/booking-x.js', revision: null }, 'icons/icon-512.png'],
    });
  });

  it.each([
    ['the worker itself sees the hint', { connection: { saveData: true } }, undefined, true],
    ['the page said so', {}, SAVE_DATA_ON, true],
    ['the page said not', { connection: { saveData: false } }, SAVE_DATA_OFF, false],
    ['nobody said anything', {}, undefined, false],
    ['storage is refused', {}, new Error('SecurityError'), false],
  ])('decides when %s', async (_case, navigator, word, expected) => {
    await expect(visitorSavesData(navigator, storageWith(word))).resolves.toBe(expected);
  });
});
