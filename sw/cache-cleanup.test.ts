/// <reference lib="webworker" />
import { describe, expect, it } from 'vitest';
import { CACHE_NAMES } from '../src/shared/cache-names';
import { outdatedCacheNames } from './cache-cleanup';

describe('outdated caches', () => {
  it('keeps the current caches and other owners, and drops older data schemas and retired names', () => {
    const existing = [
      CACHE_NAMES.data,
      CACHE_NAMES.content,
      CACHE_NAMES.images,
      'complex-data-v0',
      'complex-retired-v1',
      'workbox-precache-v2-https://site.example/',
      'someone-else',
    ];
    expect(outdatedCacheNames(existing)).toEqual(['complex-data-v0', 'complex-retired-v1']);
  });
});
