import { describe, expect, it } from 'vitest';
import { fixturePlan } from '../../../../tests/support/map/plan-fixture';
import { findRoute, LEVEL_CHANGE_COST } from './route-search';
import { compileWalkwayGraph } from './walkway-graph';

const plan = fixturePlan();
const graph = compileWalkwayGraph(plan.nodes, plan.edges);
const ids = (path: number[]) => path.map((index) => graph.ids[index]);

describe('findRoute', () => {
  it('finds the shortest walk on one level', () => {
    const route = findRoute(graph, 'a', 'c', { stepFree: false });
    expect(route.found && ids(route.path)).toEqual(['a', 'b', 'c']);
    expect(route.found && route.cost).toBe(80);
  });

  it('crosses levels by the cheapest means, counting the fixed cost of a level change', () => {
    const route = findRoute(graph, 'a', 's2', { stepFree: false });
    expect(route.found && ids(route.path)).toEqual(['a', 'b', 'e1', 'e2', 'd', 's2']);
    expect(route.found && route.kinds).toEqual(['walk', 'walk', 'escalator', 'walk', 'walk']);
    expect(route.found && route.cost).toBe(40 + 5 + 12 + LEVEL_CHANGE_COST.escalator + 20 + 4);
  });

  it('takes the lift, never an escalator or stairs, when step-free', () => {
    const route = findRoute(graph, 'a', 's2', { stepFree: true });
    expect(route.found && ids(route.path)).toEqual(['a', 'b', 'c', 'l1', 'l2', 'd', 's2']);
    expect(route.found && route.kinds).not.toContain('escalator');
  });

  it('answers "no route" when the target cannot be reached', () => {
    expect(findRoute(graph, 'a', 'lonely', { stepFree: false })).toEqual({
      found: false,
      reason: 'no-route',
    });
  });

  it('answers "no route" step-free when only stairs lead there, and finds the stairs otherwise', () => {
    expect(findRoute(graph, 'a', 's3', { stepFree: true })).toEqual({
      found: false,
      reason: 'no-route',
    });
    const route = findRoute(graph, 'a', 's3', { stepFree: false });
    expect(route.found && route.kinds).toContain('stairs');
  });

  it('goes to the nearest of several targets', () => {
    const route = findRoute(graph, 'e2', ['c', 'd'], { stepFree: false });
    expect(route.found && ids(route.path)).toEqual(['e2', 'd']);
  });

  it.each([
    { from: 'nowhere', to: 'c', reason: 'unknown-place' },
    { from: 'a', to: 'nowhere', reason: 'unknown-place' },
    { from: 'a', to: 'a', reason: 'same-place' },
  ])('answers $reason from $from to $to', ({ from, to, reason }) => {
    expect(findRoute(graph, from, to, { stepFree: false })).toEqual({ found: false, reason });
  });

  it('is symmetric: the way back costs the same', () => {
    const there = findRoute(graph, 'a', 's2', { stepFree: true });
    const back = findRoute(graph, 's2', 'a', { stepFree: true });
    expect(there.found && back.found && there.cost === back.cost).toBe(true);
  });
});
