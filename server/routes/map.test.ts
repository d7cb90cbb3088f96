/**
 * `GET /api/map`: the generated plan with its ETag, at most 300 KB gzipped, and the complex's own
 * plan file (MAP_DATA_PATH) served instead when given, refused at start-up when broken.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_HEADERS, type TestApp } from '../../tests/helpers/test-app.ts';
import { mapRoute } from '../../src/shared/contracts/map.ts';
import type { MapData } from '../../src/shared/map-data.ts';
import { MAP_DATA_PATH_ENV } from '../map/map-source.ts';

const GZIPPED_BUDGET_BYTES = 300 * 1024;

describe('GET /api/map (generated)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the map with an ETag and asks clients to revalidate', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: mapRoute.path,
      headers: TEST_HEADERS,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const body = res.json() as { status: number; data: MapData };
    expect(body.status).toBe(0);
    expect(body.data.units).toHaveLength(373);
  });

  it('answers 304 to a matching If-None-Match, and the same ETag for the same map', async () => {
    const first = await t.app.inject({
      method: 'GET',
      url: mapRoute.path,
      headers: TEST_HEADERS,
    });
    const again = await t.app.inject({
      method: 'GET',
      url: mapRoute.path,
      headers: { ...TEST_HEADERS, 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('keeps every level of the map within 300 KB gzipped', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: mapRoute.path,
      headers: TEST_HEADERS,
    });
    const gzipped = gzipSync(res.rawPayload).length;
    expect(gzipped).toBeLessThanOrEqual(GZIPPED_BUDGET_BYTES);
  });

  it('needs the implementation-id header like every API call', async () => {
    const res = await t.app.inject({ method: 'GET', url: mapRoute.path });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/map with MAP_DATA_PATH', () => {
  const dir = mkdtempSync(join(tmpdir(), 'map-data-'));
  const previous = process.env[MAP_DATA_PATH_ENV];
  afterEach(() => {
    if (previous === undefined) delete process.env[MAP_DATA_PATH_ENV];
    else process.env[MAP_DATA_PATH_ENV] = previous;
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const ownPlan: MapData = {
    version: 1,
    name: 'Test Plan',
    nameZh: '测试',
    levels: [
      {
        id: '01',
        name: 'Level 1',
        nameZh: '一楼',
        kind: 'mall',
        elevation: 0,
        floor: [
          [
            [0, 0],
            [50, 0],
            [50, 20],
            [0, 20],
          ],
        ],
      },
    ],
    zones: [
      {
        id: '01/hall',
        key: 'hall',
        levelId: '01',
        kind: 'court',
        name: 'Hall',
        nameZh: '大厅',
        polygon: [
          [0, 0],
          [50, 0],
          [50, 20],
          [0, 20],
        ],
        label: [25, 10],
      },
    ],
    areas: [],
    units: [
      {
        id: '#01-601',
        levelId: '01',
        zoneId: '01/hall',
        merchantId: '1',
        merchantCode: 'M0001',
        polygon: [
          [0, 0],
          [10, 0],
          [10, 8],
          [0, 8],
        ],
        label: [5, 4],
        nodeId: 'door',
      },
    ],
    amenities: [
      {
        id: 'entrance',
        type: 'entrance',
        levelId: '01',
        name: 'Entrance',
        nameZh: '入口',
        position: [48, 10],
        nodeId: 'in',
      },
    ],
    carparkZones: [],
    graph: {
      nodes: [
        { id: 'door', levelId: '01', x: 5, y: 8 },
        { id: 'in', levelId: '01', x: 48, y: 10 },
      ],
      edges: [{ from: 'door', to: 'in', metres: 43, kind: 'walk' }],
    },
  };

  it('serves the plan file instead of the generated map', async () => {
    const path = join(dir, 'plan.json');
    writeFileSync(path, JSON.stringify(ownPlan));
    process.env[MAP_DATA_PATH_ENV] = path;
    const t = await createTestApp();
    try {
      const res = await t.app.inject({
        method: 'GET',
        url: mapRoute.path,
        headers: TEST_HEADERS,
      });
      expect(res.json()).toEqual({ status: 0, data: ownPlan });
    } finally {
      await t.close();
    }
  });

  it('refuses to start with a broken plan file, saying what is wrong', async () => {
    const path = join(dir, 'broken.json');
    writeFileSync(
      path,
      JSON.stringify({ ...ownPlan, units: [{ ...ownPlan.units[0], zoneId: 'nowhere' }] }),
    );
    process.env[MAP_DATA_PATH_ENV] = path;
    await expect(createTestApp()).rejects.toThrow(
      /is not valid map data:\n- unit #01-601: zoneId nowhere is not a zone/,
    );
    writeFileSync(path, '{ not json');
    await expect(createTestApp()).rejects.toThrow(/could not be read as JSON/);
  });
});
