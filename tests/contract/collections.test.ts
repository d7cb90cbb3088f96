import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkedAnswer } from './ask';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { COMPANY_ID } from '../../src/shared/api-paths';
import {
  collectionDetailsResponseDto,
  collectionsResponseDto,
} from '../../src/features/collections/api/collection-dto';
import { toCollection } from '../../src/features/collections/api/collection';
import { directoriesCall } from '../../src/shared/contracts/directory';
import { findMerchantsByCode } from '../../src/features/directory/model/find-merchants';
import { toDirectory } from '../../src/features/directory/api/directory';
import type { Directory } from '../../src/features/directory/model/merchant';
import { BI, postJson, postParams } from './directory-calls';

let t: TestApp;
let directory: Directory;

beforeAll(async () => {
  t = await createTestApp();
  directory = toDirectory(await checkedAnswer(t.app, directoriesCall));
});
afterAll(() => t.close());

describe('POST {bi}/v1/collections and /v1/collection-details', () => {
  it('lists collections whose merchants are stores of the directory', async () => {
    const res = await postJson(t.app, `${BI}/v1/collections`);
    expect(res.status).toBe(200);
    const collections = collectionsResponseDto.parse(res.body).Result.map(toCollection);
    expect(collections.length).toBeGreaterThan(0);
    for (const collection of collections) {
      expect(findMerchantsByCode(directory, collection.merchantCodes).length).toBeGreaterThan(0);
      expect(collection.descriptionZh).toMatch(/\p{Script=Han}/u);
    }
  });

  it('answers a detail sent as form-encoded params, and 404 for an unknown id', async () => {
    const first = collectionsResponseDto.parse((await postJson(t.app, `${BI}/v1/collections`)).body)
      .Result[0]!;
    const res = await postParams(t.app, `${BI}/v1/collection-details`, {
      CompanyID: COMPANY_ID,
      CollectionID: String(first.CollectionID),
    });
    expect(res.status).toBe(200);
    expect(toCollection(collectionDetailsResponseDto.parse(res.body).Result)).toEqual(
      toCollection(first),
    );

    const missing = await postParams(t.app, `${BI}/v1/collection-details`, {
      CompanyID: COMPANY_ID,
      CollectionID: '99999',
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ Status: 0, Message: expect.stringContaining('99999') });
  });
});
