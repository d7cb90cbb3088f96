/**
 * `npx tsx scripts/check-map.ts [--seed N] [--database path] [--file plan.json]`
 *
 * Checks the map against the directory: every merchant's unit is on the plan at its level, and
 * every unit and carpark zone can be reached from every entrance, MRT link and carpark lift lobby,
 * also step-free. Merchants come from the seed (default: SEED or 20261120) or from a site database;
 * the map is the generated one, or the plan file given with --file (or MAP_DATA_PATH), so the
 * complex's team can check their own plans before deploying them. Exits 1 when anything is wrong.
 */
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { sqliteStore } from '../server/db/database.ts';
import { checkMap } from '../server/map/check-map.ts';
import { generateMapData } from '../server/map/generate-map.ts';
import { loadMapFile, mapDataPathFromEnv, merchantsForMap } from '../server/map/map-source.ts';
import type { MapMerchant } from '../server/map/map-types.ts';
import { seededMerchants } from '../server/map/seeded-merchants.ts';

const { values } = parseArgs({
  options: {
    seed: { type: 'string' },
    database: { type: 'string' },
    file: { type: 'string' },
  },
});

async function merchants(): Promise<{ merchants: MapMerchant[]; source: string }> {
  if (values.database) {
    const db = new Database(values.database, { readonly: true, fileMustExist: true });
    try {
      return {
        merchants: await merchantsForMap(sqliteStore(db)),
        source: `database ${values.database}`,
      };
    } finally {
      db.close();
    }
  }
  const seed = Number(values.seed ?? process.env.SEED ?? 20261120);
  return { merchants: seededMerchants(seed), source: `seed ${seed}` };
}

const { merchants: directory, source } = await merchants();
const planFile = values.file ?? mapDataPathFromEnv();
const generated = planFile ? undefined : generateMapData(directory);
const data = planFile ? loadMapFile(planFile) : generated!.data;
const report = checkMap(data, directory);

console.log(
  `Map: ${planFile ? `plan file ${planFile}` : 'generated from the merchants'}; merchants from ${source}.`,
);
console.log(
  `Checked ${report.counts.merchants} merchants against ${report.counts.units} units on ${report.counts.levels} levels, from ${report.counts.startingPoints} entrances, MRT links and carpark lobbies (also step-free).`,
);
for (const skipped of generated?.skipped ?? [])
  console.log(
    `  left off the generated plan: ${skipped.unitNumber} (merchant ${skipped.merchantId}): ${skipped.reason}`,
  );
if (report.problems.length === 0) {
  console.log(
    'OK: every directory unit is on the plan and reachable from every way in, also step-free.',
  );
} else {
  console.error(`${report.problems.length} problem(s):`);
  for (const problem of report.problems) console.error(`  - ${problem}`);
  process.exitCode = 1;
}
