import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkedAnswer } from './ask';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { COMPANY_ID } from '../../src/shared/api-paths';
import {
  exploreDetailsResponseDto,
  exploresResponseDto,
} from '../../src/features/explore/api/explore-dto';
import { toExplore } from '../../src/features/explore/api/explore';
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

describe('POST {bi}/v1/explores and /v1/explore-details', () => {
  it('lists guides whose merchants are stores of the directory', async () => {
    const res = await postJson(t.app, `${BI}/v1/explores`);
    expect(res.status).toBe(200);
    const explores = exploresResponseDto.parse(res.body).Result.map(toExplore);
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

  it('answers a detail sent as form-encoded params, and 404 for an unknown id', async () => {
    const first = exploresResponseDto.parse((await postJson(t.app, `${BI}/v1/explores`)).body)
      .Result[0]!;
    const res = await postParams(t.app, `${BI}/v1/explore-details`, {
      CompanyID: COMPANY_ID,
      ExploreID: String(first.ExploreID),
    });
    expect(res.status).toBe(200);
    expect(toExplore(exploreDetailsResponseDto.parse(res.body).Result)).toEqual(toExplore(first));

    const missing = await postParams(t.app, `${BI}/v1/explore-details`, {
      CompanyID: COMPANY_ID,
      ExploreID: '99999',
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ Status: 0, Message: expect.stringContaining('99999') });
  });
});
