import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask, checkedAnswer } from './ask';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { globalSearchCall } from '../../src/shared/contracts/search';
import { toSearchResults } from '../../src/features/search/api/global-search';
import { totalHits, type SearchResults } from '../../src/features/search/model/search-results';
import { directoriesCall } from '../../src/shared/contracts/directory';
import { toDirectory } from '../../src/features/directory/api/directory';
import type { Directory } from '../../src/features/directory/model/merchant';

let t: TestApp;
let directory: Directory;

async function search(query: string): Promise<SearchResults> {
  return toSearchResults(
    await checkedAnswer(t.app, globalSearchCall, { input: { QuerySearch: query } }),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  directory = toDirectory(await checkedAnswer(t.app, directoriesCall));
});
afterAll(() => t.close());

describe('POST {bi}/v1/global-search', () => {
  it('finds a store by name, in the client schema, with its category for the link', async () => {
    const store = directory.merchants.find((m) => m.categoryId === 2)!;
    const results = await search(store.name);
    const hit = results.stores.find((s) => s.id === store.id);
    expect(hit).toMatchObject({ name: store.name, categoryId: 2, unitNumber: store.unitNumber });
  });

  it.each(['with', 'without'])('finds a store by unit number %s the leading #', async (variant) => {
    const store = directory.merchants.find((m) => m.unitNumber?.startsWith('#02-'))!;
    const unit = variant === 'with' ? store.unitNumber! : store.unitNumber!.slice(1);
    const results = await search(unit);
    expect(results.stores.map((s) => s.id)).toContain(store.id);
  });

  it('groups hits of every kind with totals', async () => {
    const results = await search('a');
    expect(results.totals.stores).toBeGreaterThanOrEqual(results.stores.length);
    expect(results.stores.length).toBeLessThanOrEqual(50);
    expect(totalHits(results)).toBeGreaterThan(0);
    for (const page of results.pages) expect(page.slug).not.toMatch(/^\//);
  });

  it('answers nothing found as an empty success', async () => {
    const results = await search('zzqqxxyy');
    expect(totalHits(results)).toBe(0);
  });

  it('refuses an empty query (the page never sends one)', async () => {
    const res = await ask(t.app, globalSearchCall, { input: { QuerySearch: '  ' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ Message: 'QuerySearch must not be empty' });
  });
});
