import { describe, expect, it } from 'vitest';
import { WalkwayBuilder } from './walkway.ts';

function degreeOf(edges: { from: string; to: string }[], id: string): number {
  return edges.filter((edge) => edge.from === id || edge.to === id).length;
}

describe('WalkwayBuilder', () => {
  it('joins a place to the nearest corridor with a walk edge of its distance', () => {
    const walkway = new WalkwayBuilder();
    walkway.addCorridor('01', [
      [0, 0],
      [100, 0],
    ]);
    walkway.attach('01', 'shop', [30, 4]);
    const { nodes, edges } = walkway.build();
    const link = edges.find((edge) => edge.from === 'shop' || edge.to === 'shop')!;
    expect(link).toMatchObject({ kind: 'walk', metres: 4 });
    const corridorEnd = link.from === 'shop' ? link.to : link.from;
    expect(nodes.find((node) => node.id === corridorEnd)).toMatchObject({ x: 30, y: 0 });
    // The corridor is split at the shop: 0 -> 30 -> 100.
    expect(
      edges
        .filter((edge) => edge.kind === 'walk')
        .map((edge) => edge.metres)
        .sort((a, b) => a - b),
    ).toEqual([4, 30, 70]);
  });

  it('connects crossing corridors and ends that stop just short of another corridor', () => {
    const walkway = new WalkwayBuilder();
    walkway.addCorridor('B2', [
      [0, 50],
      [100, 50],
    ]);
    walkway.addCorridor('B2', [
      [50, 0],
      [50, 100],
    ]);
    walkway.addCorridor('B2', [
      [80, 51.5],
      [80, 90],
    ]);
    const { nodes, edges } = walkway.build();
    const crossing = nodes.find((node) => node.x === 50 && node.y === 50)!;
    expect(degreeOf(edges, crossing.id)).toBe(4);
    const tee = nodes.find((node) => node.x === 80 && node.y === 50)!;
    expect(degreeOf(edges, tee.id)).toBe(3);
  });

  it('keeps levels apart and adds the rides between them', () => {
    const walkway = new WalkwayBuilder();
    for (const level of ['01', '02']) {
      walkway.addCorridor(level, [
        [0, 0],
        [10, 0],
      ]);
      walkway.attach(level, `lift-${level}`, [5, 2]);
    }
    walkway.connect('lift-01', 'lift-02', 'lift', 6);
    const { nodes, edges } = walkway.build();
    expect(new Set(nodes.map((node) => node.levelId))).toEqual(new Set(['01', '02']));
    expect(edges.filter((edge) => edge.kind === 'lift')).toEqual([
      { from: 'lift-01', to: 'lift-02', kind: 'lift', metres: 6 },
    ]);
    for (const edge of edges.filter((e) => e.kind === 'walk')) {
      const from = nodes.find((node) => node.id === edge.from)!;
      const to = nodes.find((node) => node.id === edge.to)!;
      expect(from.levelId).toBe(to.levelId);
    }
  });

  it('refuses the same place twice', () => {
    const walkway = new WalkwayBuilder();
    walkway.attach('01', 'a', [0, 0]);
    expect(() => walkway.attach('01', 'a', [1, 1])).toThrow(/twice/);
  });
});
