/**
 * Where the served map comes from: the complex's own plan file when MAP_DATA_PATH names one
 * (checked with validate-map-data.ts at start-up, so a broken file fails loudly), otherwise the plan
 * generated from the merchants in the database, regenerated only when they change.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { generateMapData, type SkippedUnit } from './generate-map.ts';
import type { MapData } from '../../src/shared/map-data.ts';
import type { MapMerchant } from './map-types.ts';
import { validateMapData } from './validate-map-data.ts';

/** The environment variable naming a JSON plan file that replaces the generated map. */
export const MAP_DATA_PATH_ENV = 'MAP_DATA_PATH';

export function mapDataPathFromEnv(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const path = env[MAP_DATA_PATH_ENV]?.trim();
  return path ? path : undefined;
}

export class MapDataFileError extends Error {
  override readonly name = 'MapDataFileError';
}

/** Reads and checks a plan file; throws `MapDataFileError` listing what is wrong. */
export function loadMapFile(path: string): MapData {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new MapDataFileError(
      `${MAP_DATA_PATH_ENV}=${path} could not be read as JSON: ${(error as Error).message}`,
    );
  }
  // A file may hold the API answer as well as the bare data.
  const data =
    typeof parsed === 'object' && parsed !== null && 'data' in parsed && 'status' in parsed
      ? (parsed as { data: unknown }).data
      : parsed;
  const validation = validateMapData(data);
  if (!validation.ok)
    throw new MapDataFileError(
      `${MAP_DATA_PATH_ENV}=${path} is not valid map data:\n- ${validation.errors.join('\n- ')}`,
    );
  return validation.data;
}

/** The merchants as the map needs them, in a stable order. */
export async function merchantsForMap(db: Db): Promise<MapMerchant[]> {
  const { rows } = await sql<{ id: number; code: string; unit_number: string; zone: string }>`
    SELECT id, code, unit_number, zone FROM merchants ORDER BY id`.execute(db);
  return rows.map((row) => ({
    id: String(row.id),
    code: row.code,
    unitNumber: row.unit_number,
    zone: row.zone,
  }));
}

/** The serialized answer of `GET /api/map`. */
export function mapPayload(data: MapData): string {
  return JSON.stringify({ status: 0, data });
}

/** Generated plans, cached per set of merchants (a fingerprint of what the layout reads). */
export function generatedMapSource(
  db: Db,
  onSkipped: (skipped: SkippedUnit[]) => void = () => {},
): () => Promise<string> {
  let cached: { fingerprint: string; payload: string } | undefined;
  return async () => {
    const merchants = await merchantsForMap(db);
    const fingerprint = createHash('sha1')
      .update(merchants.map((m) => `${m.id}|${m.code}|${m.unitNumber}|${m.zone ?? ''}`).join('\n'))
      .digest('base64url');
    if (cached?.fingerprint !== fingerprint) {
      const { data, skipped } = generateMapData(merchants);
      if (skipped.length > 0) onSkipped(skipped);
      cached = { fingerprint, payload: mapPayload(data) };
    }
    return cached.payload;
  };
}
