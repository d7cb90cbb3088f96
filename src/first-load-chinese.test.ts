import { describe, expect, it } from 'vitest';
import { firstLoadMessageSets } from './i18n';
import { FIRST_LOAD_CHINESE } from './first-load-chinese';
// Every module that declares a first-load set, so that the sets are known here.
import './i18n/frame';
import './components/pwa/offline-banner';
import './features/content/messages';
import './features/home/messages';
import './features/events/components/event-card-messages';
import './features/promotions/components/promotion-card-messages';
import './lib/data-age';

describe('the first page’s Chinese', () => {
  it('answers every first-load message set, with exactly its keys', () => {
    const sets = firstLoadMessageSets();
    expect([...sets.keys()].sort()).toEqual(Object.keys(FIRST_LOAD_CHINESE).sort());
    for (const [id, en] of sets) {
      const ch = FIRST_LOAD_CHINESE[id] ?? {};
      expect(Object.keys(ch).sort(), id).toEqual(Object.keys(en).sort());
      for (const text of Object.values(ch)) expect(text.trim(), id).not.toBe('');
    }
  });
});
