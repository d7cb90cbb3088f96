/**
 * The floor plans are checked in slices (getMapPlan, `checkInSlices`): the same plan as checking
 * the whole answer at once, however finely it is cut, and a malformed item refused as an answer of
 * an unexpected shape, named by its place in the answer.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { fixturePlan } from '../../../../tests/support/map/plan-fixture';
import { mapCall } from '../../../shared/contracts/map';
import { z } from '../../../shared/contracts/zod';
import { getMapPlan, toMapPlan } from './map-plan';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The route tests' plan as the wire sends it: its walkways under `graph`. */
function plan() {
  const { nodes, edges, ...parts } = fixturePlan();
  return { version: 1, ...parts, graph: { nodes, edges } };
}

function serve(data: unknown): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ status: 0, data })),
  );
}

describe('getMapPlan', () => {
  it('gives the plan the whole answer checked at once gives, even cut after every item', async () => {
    const wire = plan();
    serve(wire);
    // Every item is "slow": a slice ends after each one.
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += 20));
    const whole = z.parse(mapCall.answer, { status: 0, data: wire });
    expect(await getMapPlan(new AbortController().signal)).toEqual(toMapPlan(whole.data));
  });

  it('refuses a plan with a malformed walkway node, naming where it is', async () => {
    const wire = plan() as unknown as { graph: { nodes: { x: unknown }[] } };
    wire.graph.nodes[1]!.x = 'east';
    serve(wire);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = getMapPlan(new AbortController().signal);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ kind: 'schema' });
    const issues = logged.mock.calls[0]?.[1] as { path: PropertyKey[] }[];
    expect(issues.map((issue) => issue.path)).toEqual([['data', 'graph', 'nodes', 1, 'x']]);
  });

  it("refuses a plan with a zone's outline of two points, naming where it is", async () => {
    const wire = plan() as unknown as { zones: { polygon: unknown[] }[] };
    wire.zones[0]!.polygon = wire.zones[0]!.polygon.slice(0, 2);
    serve(wire);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(getMapPlan(new AbortController().signal)).rejects.toMatchObject({
      kind: 'schema',
    });
    const issues = logged.mock.calls[0]?.[1] as { path: PropertyKey[] }[];
    expect(issues.map((issue) => issue.path)).toEqual([['data', 'zones', 0, 'polygon']]);
  });

  it('refuses a plan whose envelope is wrong before checking any list', async () => {
    const wire = plan() as unknown as { levels: unknown[] };
    wire.levels = [];
    serve(wire);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(getMapPlan(new AbortController().signal)).rejects.toMatchObject({
      kind: 'schema',
    });
  });
});
