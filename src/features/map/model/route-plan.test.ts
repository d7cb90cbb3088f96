import { describe, expect, it } from 'vitest';
import { indexPlan } from './plan-index';
import { fixturePlan } from '../../../../tests/support/map/plan-fixture';
import { planRoute, roundedMetres } from './route-plan';

const index = indexPlan(fixturePlan());

describe('planRoute', () => {
  it('turns a cross-level path into walk, ride, walk and arrive steps', () => {
    const route = planRoute(index, {
      fromKey: 'amenity:in',
      to: { kind: 'place', key: 'unit:#02-601' },
      stepFree: false,
    });
    expect(route.ok).toBe(true);
    if (!route.ok) return;
    expect(route.steps.map((step) => step.kind)).toEqual(['walk', 'ride', 'walk', 'arrive']);
    expect(route.steps[0]).toMatchObject({ kind: 'walk', levelId: '01', metres: 45 });
    expect(route.steps[0]!.kind === 'walk' && route.steps[0]!.to?.key).toBe('amenity:E1-01');
    expect(route.steps[1]).toMatchObject({
      kind: 'ride',
      via: 'escalator',
      fromLevelId: '01',
      toLevelId: '02',
      direction: 'up',
      levels: 1,
    });
    expect(route.steps[2]).toMatchObject({ kind: 'walk', levelId: '02', metres: 24 });
    expect(route.to.key).toBe('unit:#02-601');
    expect(route.levelIds).toEqual(['01', '02']);
    expect(route.walkMetres).toBe(69);
  });

  it('draws one polyline per level and marks where the level changes', () => {
    const route = planRoute(index, {
      fromKey: 'amenity:in',
      to: { kind: 'place', key: 'unit:#02-601' },
      stepFree: true,
    });
    expect(route.ok).toBe(true);
    if (!route.ok) return;
    expect(route.legs).toEqual([
      {
        levelId: '01',
        points: [
          [0, 0],
          [40, 0],
          [80, 0],
          [100, 0],
        ],
      },
      {
        levelId: '02',
        points: [
          [100, 0],
          [60, 0],
          [60, 4],
        ],
      },
    ]);
    expect(route.changes).toEqual([
      expect.objectContaining({
        levelId: '01',
        at: [100, 0],
        via: 'lift',
        toLevelId: '02',
        direction: 'up',
      }),
    ]);
    expect(
      route.steps
        .filter((step) => step.kind === 'ride')
        .map((step) => step.kind === 'ride' && step.via),
    ).toEqual(['lift']);
  });

  it('lists the levels walked on, not those a lift passes', () => {
    const plan = fixturePlan();
    const withMezzanine = {
      ...plan,
      levels: [
        ...plan.levels,
        {
          id: 'M',
          name: 'Mezzanine',
          nameZh: '夹层',
          kind: 'mall' as const,
          elevation: 3,
          floor: plan.levels[0]!.floor,
        },
      ],
      nodes: [...plan.nodes, { id: 'lm', levelId: 'M', x: 100, y: 0 }],
      edges: [
        ...plan.edges.filter((edge) => edge.kind !== 'lift'),
        { from: 'l1', to: 'lm', metres: 3, kind: 'lift' as const },
        { from: 'lm', to: 'l2', metres: 3, kind: 'lift' as const },
      ],
    };
    const route = planRoute(indexPlan(withMezzanine), {
      fromKey: 'amenity:in',
      to: { kind: 'place', key: 'unit:#02-601' },
      stepFree: true,
    });
    expect(route.ok && route.levelIds).toEqual(['01', '02']);
    expect(route.ok && route.steps.filter((step) => step.kind === 'ride')).toEqual([
      expect.objectContaining({ via: 'lift', fromLevelId: '01', toLevelId: '02', levels: 2 }),
    ]);
  });

  it('goes down as well as up', () => {
    const route = planRoute(index, {
      fromKey: 'unit:#02-601',
      to: { kind: 'place', key: 'amenity:in' },
      stepFree: false,
    });
    expect(route.ok && route.steps.find((step) => step.kind === 'ride')).toMatchObject({
      direction: 'down',
      toLevelId: '01',
    });
  });

  it('routes to the nearest amenity of a type', () => {
    const route = planRoute(index, {
      fromKey: 'unit:#02-601',
      to: { kind: 'nearest', type: 'toilet' },
      stepFree: false,
    });
    expect(route.ok && route.to.key).toBe('amenity:T-02');
  });

  it.each([
    {
      request: {
        fromKey: 'amenity:in',
        to: { kind: 'place', key: 'unit:#02-602' },
        stepFree: false,
      },
      reason: 'no-route',
    },
    {
      request: {
        fromKey: 'amenity:in',
        to: { kind: 'place', key: 'unit:#03-001' },
        stepFree: true,
      },
      reason: 'no-route',
    },
    {
      request: { fromKey: 'amenity:in', to: { kind: 'place', key: 'amenity:in' }, stepFree: false },
      reason: 'same-place',
    },
    {
      request: {
        fromKey: 'unit:#09-999',
        to: { kind: 'place', key: 'amenity:in' },
        stepFree: false,
      },
      reason: 'unknown-place',
    },
    {
      request: { fromKey: 'amenity:in', to: { kind: 'nearest', type: 'atm' }, stepFree: false },
      reason: 'unknown-place',
    },
  ] as const)('answers $reason clearly', ({ request, reason }) => {
    const route = planRoute(index, request);
    expect(route).toMatchObject({ ok: false, reason, stepFree: request.stepFree });
  });

  it.each([
    [0.4, 5],
    [7, 5],
    [8, 10],
    [42.4, 40],
    [43, 45],
  ])('rounds %s m to %s m in the steps', (metres, expected) => {
    expect(roundedMetres(metres)).toBe(expected);
  });
});
