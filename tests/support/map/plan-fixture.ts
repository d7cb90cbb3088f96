/**
 * A tiny two-and-a-half-level plan for the route tests:
 *
 *   Level 1:  entrance a(0,0) -40- b(40,0) -40- c(80,0) -20- lift L1 (100,0)
 *                                  |5
 *                             escalator E1 (40,5)
 *   Level 2:  escalator E1 (40,5) -20- d(60,0) -40- lift L1 (100,0); shop #02-601 door (60,4) off d
 *   Level 3:  reached from d's level only by stairs S1; shop #03-001 there
 *   An isolated shop #02-602 has no walkway at all.
 */
import type { MapPlan, Polygon } from '../../../src/features/map/model/map-plan';

const square = (x: number, y: number): Polygon => [
  [x - 3, y],
  [x + 3, y],
  [x + 3, y + 6],
  [x - 3, y + 6],
];

export function fixturePlan(): MapPlan {
  const floor = [square(50, -5)];
  return {
    name: 'Fixture',
    nameZh: '',
    levels: [
      { id: '01', name: 'Level 1', nameZh: '一楼', kind: 'mall', elevation: 0, floor },
      { id: '02', name: 'Level 2', nameZh: '二楼', kind: 'mall', elevation: 6, floor },
      { id: '03', name: 'Level 3', nameZh: '三楼', kind: 'mall', elevation: 12, floor },
    ],
    zones: [
      {
        id: '02/z',
        key: 'z',
        levelId: '02',
        kind: 'court',
        name: 'Court',
        nameZh: '广场',
        polygon: square(60, 0),
        label: [60, 3],
      },
      {
        id: '03/z',
        key: 'z',
        levelId: '03',
        kind: 'garden',
        name: 'Garden',
        nameZh: '花园',
        polygon: square(60, 0),
        label: [60, 3],
      },
    ],
    areas: [],
    units: [
      {
        id: '#02-601',
        levelId: '02',
        zoneId: '02/z',
        merchantId: '7',
        merchantCode: 'M7',
        polygon: square(60, 4),
        label: [60, 7],
        nodeId: 's2',
      },
      {
        id: '#02-602',
        levelId: '02',
        zoneId: '02/z',
        merchantId: '8',
        merchantCode: 'M8',
        polygon: square(70, 4),
        label: [70, 7],
        nodeId: 'lonely',
      },
      {
        id: '#03-001',
        levelId: '03',
        zoneId: '03/z',
        merchantId: '9',
        merchantCode: 'M9',
        polygon: square(60, 4),
        label: [60, 7],
        nodeId: 's3',
      },
    ],
    amenities: [
      {
        id: 'in',
        type: 'entrance',
        levelId: '01',
        name: 'Main entrance',
        nameZh: '正门',
        position: [0, 0],
        nodeId: 'a',
      },
      {
        id: 'E1-01',
        type: 'escalator',
        ref: 'E1',
        levelId: '01',
        name: 'Escalator E1',
        nameZh: 'E1 扶梯',
        position: [40, 5],
        nodeId: 'e1',
      },
      {
        id: 'E1-02',
        type: 'escalator',
        ref: 'E1',
        levelId: '02',
        name: 'Escalator E1',
        nameZh: 'E1 扶梯',
        position: [40, 5],
        nodeId: 'e2',
      },
      {
        id: 'L1-01',
        type: 'lift',
        ref: 'L1',
        levelId: '01',
        name: 'Lift L1',
        nameZh: 'L1 电梯',
        position: [100, 0],
        nodeId: 'l1',
      },
      {
        id: 'L1-02',
        type: 'lift',
        ref: 'L1',
        levelId: '02',
        name: 'Lift L1',
        nameZh: 'L1 电梯',
        position: [100, 0],
        nodeId: 'l2',
      },
      {
        id: 'T-01',
        type: 'toilet',
        levelId: '01',
        name: 'Toilets',
        nameZh: '洗手间',
        position: [80, 0],
        nodeId: 'c',
      },
      {
        id: 'T-02',
        type: 'toilet',
        levelId: '02',
        name: 'Toilets',
        nameZh: '洗手间',
        position: [60, 0],
        nodeId: 'd',
      },
    ],
    carparkZones: [],
    nodes: [
      { id: 'a', levelId: '01', x: 0, y: 0 },
      { id: 'b', levelId: '01', x: 40, y: 0 },
      { id: 'c', levelId: '01', x: 80, y: 0 },
      { id: 'e1', levelId: '01', x: 40, y: 5 },
      { id: 'l1', levelId: '01', x: 100, y: 0 },
      { id: 'e2', levelId: '02', x: 40, y: 5 },
      { id: 'd', levelId: '02', x: 60, y: 0 },
      { id: 'l2', levelId: '02', x: 100, y: 0 },
      { id: 's2', levelId: '02', x: 60, y: 4 },
      { id: 'lonely', levelId: '02', x: 70, y: 4 },
      { id: 'st3', levelId: '03', x: 60, y: 0 },
      { id: 's3', levelId: '03', x: 60, y: 4 },
    ],
    edges: [
      { from: 'a', to: 'b', metres: 40, kind: 'walk' },
      { from: 'b', to: 'c', metres: 40, kind: 'walk' },
      { from: 'b', to: 'e1', metres: 5, kind: 'walk' },
      { from: 'c', to: 'l1', metres: 20, kind: 'walk' },
      { from: 'e1', to: 'e2', metres: 12, kind: 'escalator' },
      { from: 'l1', to: 'l2', metres: 6, kind: 'lift' },
      { from: 'e2', to: 'd', metres: 20, kind: 'walk' },
      { from: 'd', to: 'l2', metres: 40, kind: 'walk' },
      { from: 'd', to: 's2', metres: 4, kind: 'walk' },
      { from: 'd', to: 'st3', metres: 12, kind: 'stairs' },
      { from: 'st3', to: 's3', metres: 4, kind: 'walk' },
    ],
  };
}
