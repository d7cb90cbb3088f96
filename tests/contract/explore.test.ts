import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask, checkedAnswer, checkedItem } from './ask';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { exploreDetailsCall, exploresCall } from '../../src/shared/contracts/curations';
import { toExplore } from '../../src/features/explore/api/explores';
import type { Explore } from '../../src/features/explore/model/explore';
import { directoriesCall } from '../../src/shared/contracts/directory';
import { findMerchantsByCode } from '../../src/features/directory/model/find-merchants';
import { toDirectory } from '../../src/features/directory/api/directory';
import type { Directory } from '../../src/features/directory/model/merchant';

let t: TestApp;
let directory: Directory;
let explores: Explore[];

beforeAll(async () => {
  t = await createTestApp();
  directory = toDirectory(await checkedAnswer(t.app, directoriesCall));
  explores = (await checkedAnswer(t.app, exploresCall)).Result.map(toExplore);
});
afterAll(() => t.close());

describe('POST {bi}/v1/explores and /v1/explore-details', () => {
  it('lists guides whose merchants are stores of the directory', () => {
    expect(explores.length).toBeGreaterThan(0);
    for (const explore of explores) {
      expect(explore.title).toMatch(/\S/);
      // Chinese readers get the whole guide in Chinese, not only its title.
      for (const zh of [
        explore.titleZh,
        explore.categoryZh,
        explore.summaryZh,
        explore.contentHtmlZh,
      ])
        expect(zh).toMatch(/\p{Script=Han}/u);
      expect(findMerchantsByCode(directory, explore.merchantCodes).length).toBeGreaterThan(0);
    }
  });

  it('answers a detail sent as form-encoded params, the same as in the list', async () => {
    const first = explores[0]!;
    const input = { CompanyID: '1', ExploreID: first.id } as const;
    const detail = await checkedItem(t.app, exploreDetailsCall, first.id, { input });
    expect(toExplore(detail)).toEqual(first);
  });

  it('answers 404 for an unknown id, naming it', async () => {
    const input = { CompanyID: '1', ExploreID: '99999' } as const;
    const missing = await ask(t.app, exploreDetailsCall, { input });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ Status: 0, Message: expect.stringContaining('99999') });
  });
});
