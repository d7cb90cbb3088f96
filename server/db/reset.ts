/** `npm run db:reset`: deletes the database file (and its WAL files) and seeds a fresh complex. */
import { rmSync } from 'node:fs';
import { loadConfig } from '../config.ts';
import { demoLinkLines, readDemoCodes } from '../seed/demo-codes.ts';
import { generateSeed } from '../seed/generate.ts';
import { seedDatabase } from '../seed/index.ts';
import { openDatabase } from './database.ts';

const config = loadConfig();
if (config.databasePath !== ':memory:') {
  for (const suffix of ['', '-wal', '-shm'])
    rmSync(`${config.databasePath}${suffix}`, { force: true });
}
const db = openDatabase(config.databasePath);
const now = new Date();
seedDatabase(db, { data: generateSeed({ seed: config.seed, now }), seed: config.seed, now });
const links = demoLinkLines(readDemoCodes(db));
db.close();
console.log(`Database reset and seeded (seed ${config.seed}) at ${config.databasePath}`);
for (const line of links) console.log(line);
