import { describe, expect, it } from 'vitest';
import { drawnFromAnswersOnly, loadForHydration } from './drawn-from-answers';

describe('drawnFromAnswersOnly', () => {
  it('holds while the loaders run for hydration, and after a failed load no more', async () => {
    expect(drawnFromAnswersOnly()).toBe(false);
    let during: boolean | undefined;
    await loadForHydration(async () => {
      await Promise.resolve();
      during = drawnFromAnswersOnly();
    });
    expect(during).toBe(true);
    expect(drawnFromAnswersOnly()).toBe(false);
    await expect(loadForHydration(() => Promise.reject(new Error('load failed')))).rejects.toThrow(
      'load failed',
    );
    expect(drawnFromAnswersOnly()).toBe(false);
  });
});
