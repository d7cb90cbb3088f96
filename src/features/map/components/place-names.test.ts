import { describe, expect, it } from 'vitest';
import { indexPlan } from '../model/plan-index';
import { fixturePlan } from '../../../../tests/support/map/plan-fixture';
import { planRoute } from '../model/route-plan';
import { mapMessages } from '../messages';
import { changeText, levelShortName, placeName, stepText, type NamingContext } from './place-names';

const index = indexPlan(fixturePlan());
const stores = new Map([
  [
    '7',
    {
      merchantId: '7',
      name: 'Lotus Leaf',
      nameZh: '荷叶',
      hours: [],
      categorySlug: 'dining' as const,
    },
  ],
]);
const en: NamingContext = { t: mapMessages.en, language: 'en', index, stores };
const zh: NamingContext = { t: mapMessages.ch, language: 'ch', index, stores };

describe('place names and steps', () => {
  it.each([
    ['B1', 'B1'],
    ['01', '01'],
    ['06', '06'],
  ])('labels level %s as %s', (id, label) => {
    expect(levelShortName(id)).toBe(label);
  });

  it('names a store by the directory, else by its unit', () => {
    expect(placeName(en, index.placeByKey.get('unit:#02-601')!)).toBe('Lotus Leaf');
    expect(placeName(zh, index.placeByKey.get('unit:#02-601')!)).toBe('荷叶');
    expect(placeName(en, index.placeByKey.get('unit:#03-001')!)).toBe('Unit #03-001');
  });

  it('writes the steps a visitor follows', () => {
    const route = planRoute(index, {
      fromKey: 'amenity:in',
      to: { kind: 'place', key: 'unit:#02-601' },
      stepFree: false,
    });
    expect(route.ok && route.steps.map((step) => stepText(en, step))).toEqual([
      'Walk 45 m to Escalator E1',
      'Take the escalator up to Level 2',
      'Walk 25 m to Lotus Leaf',
      'Arrive at Lotus Leaf',
    ]);
    const stepFree = planRoute(index, {
      fromKey: 'unit:#02-601',
      to: { kind: 'place', key: 'amenity:in' },
      stepFree: true,
    });
    expect(stepFree.ok && stepFree.steps.map((step) => stepText(en, step))).toEqual([
      'Walk 45 m to Lift L1',
      'Take lift L1 down to Level 1',
      'Walk 100 m to Main entrance',
      'Arrive at Main entrance',
    ]);
    expect(stepFree.ok && changeText(en, stepFree.changes[0]!)).toBe('Lift L1 to 01');
    expect(stepFree.ok && stepText(zh, stepFree.steps[1]!)).toBe('乘坐电梯 L1 下至一楼');
  });
});
