/**
 * The map's types have one owner, the shared format (src/shared/map-data.ts) that the server's
 * generator builds; the contract's schema (src/shared/contracts/map.ts) must read exactly that. A
 * field added, dropped, renamed, made optional or given another type on either side fails the
 * typecheck here (`npm run typecheck` checks this file: at run time these assertions do nothing).
 * tests/contract/map.test.ts parses the server's real answer with the same schema.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { MapData } from '../../../shared/map-data';
import type { MapDataWire } from '../../../shared/contracts/map';
import type { MapPlan } from '../model/map-plan';

/** Read-only all the way down, so that only names, optionality and value types are compared. */
type Frozen<T> = T extends object ? { readonly [K in keyof T]: Frozen<T[K]> } : T;

describe('the map schema and the shared map format', () => {
  it('read the same data, field for field', () => {
    expectTypeOf<Frozen<MapDataWire>>().branded.toEqualTypeOf<Frozen<MapData>>();
  });

  it("give the app's plan the format's parts", () => {
    expectTypeOf<MapPlan['units'][number]>().toEqualTypeOf<MapData['units'][number]>();
    expectTypeOf<MapPlan['edges']>().toEqualTypeOf<MapData['graph']['edges']>();
  });
});
