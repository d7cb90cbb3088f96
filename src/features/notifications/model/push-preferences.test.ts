import { describe, expect, it } from 'vitest';
import {
  getPushPreferences,
  setPushPreferences,
  subscribePushPreferences,
  withTopic,
  type PushPreferences,
} from './push-preferences';

describe('withTopic', () => {
  it('adds a topic once, in the topics’ own order', () => {
    expect(withTopic(['members-days'], 'flash-sales', true)).toEqual([
      'flash-sales',
      'members-days',
    ]);
    expect(withTopic(['flash-sales'], 'flash-sales', true)).toEqual(['flash-sales']);
  });

  it('removes a topic, leaving the others', () => {
    expect(withTopic(['flash-sales', 'events'], 'flash-sales', false)).toEqual(['events']);
    expect(withTopic(['events'], 'events', false)).toEqual([]);
  });
});

describe('the preferences every control reads', () => {
  const held: PushPreferences = {
    endpoint: 'https://push.example/abc',
    auth: 'AAAAAAAAAAAAAAAAAAAAAA',
    topics: ['events'],
    language: 'ch',
  };

  it('tells every listener when one control changes them, and forgets them on turning off', () => {
    const heard: (PushPreferences | undefined)[] = [];
    const stop = subscribePushPreferences(() => heard.push(getPushPreferences()));
    setPushPreferences(held);
    setPushPreferences(undefined);
    stop();
    setPushPreferences(held);
    expect(heard).toEqual([held, undefined]);
    expect(getPushPreferences()).toEqual(held);
  });
});
