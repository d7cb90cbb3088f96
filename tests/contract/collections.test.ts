import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask, checkedAnswer, checkedItem } from './ask';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { collectionDetailsCall, collectionsCall } from '../../src/shared/contracts/curations';
import { toCollection } from '../../src/features/collections/api/collections';
import type { Collection } from '../../src/features/collections/model/collection';
import { directoriesCall } from '../../src/shared/contracts/directory';
import { findMerchantsByCode } from '../../src/features/directory/model/find-merchants';
import { toDirectory } from '../../src/features/directory/api/directory';
import type { Directory } from '../../src/features/directory/model/merchant';

let t: TestApp;
let directory: Directory;
let collections: Collection[];

beforeAll(async () => {
  t = await createTestApp();
  directory = toDirectory(await checkedAnswer(t.app, directoriesCall));
  collections = (await checkedAnswer(t.app, collectionsCall)).Result.map(toCollection);
});
afterAll(() => t.close());

describe('POST {bi}/v1/collections and /v1/collection-details', () => {
  it('lists collections whose merchants are stores of the directory', () => {
    expect(collections.length).toBeGreaterThan(0);
    for (const collection of collections) {
      expect(findMerchantsByCode(directory, collection.merchantCodes).length).toBeGreaterThan(0);
      expect(collection.descriptionZh).toMatch(/\p{Script=Han}/u);
    }
  });

  it('answers a detail sent as form-encoded params, the same as in the list', async () => {
    const first = collections[0]!;
    const input = { CompanyID: '1', CollectionID: first.id } as const;
    const detail = await checkedItem(t.app, collectionDetailsCall, first.id, { input });
    expect(toCollection(detail)).toEqual(first);
  });

  it('answers 404 for an unknown id, naming it', async () => {
    const input = { CompanyID: '1', CollectionID: '99999' } as const;
    const missing = await ask(t.app, collectionDetailsCall, { input });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ Status: 0, Message: expect.stringContaining('99999') });
  });
});
