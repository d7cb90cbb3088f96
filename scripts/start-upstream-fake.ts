/**
 * `npm run start:upstream-fake`: the site in upstream mode (DATA_SOURCE=upstream) in front of the
 * fake of the complex's backends (tests/fake-backends), to try the gateway without the real ones:
 * the fake on FAKE_PORT (default 4174), the site on PORT (default 4173), as `npm start` serves it.
 * Ctrl-C stops both.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { createFakeBackends, upstreamEnv } from '../tests/fake-backends/server.ts';

const root = resolve(import.meta.dirname, '..');
const fakePort = Number(process.env.FAKE_PORT ?? 4174);
const fakeOrigin = `http://localhost:${fakePort}`;
const { app: fake } = await createFakeBackends({ imageOrigin: fakeOrigin });
await fake.listen({ host: 'localhost', port: fakePort });
console.log(`Fake backends of the complex on ${fakeOrigin} (behaviour: POST /__fake/behaviour)`);

const site = spawn(process.execPath, ['server/start.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, ...upstreamEnv(fakeOrigin) },
});

let stopping = false;
async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  if (site.exitCode === null) site.kill('SIGTERM');
  await fake.close();
  process.exit(code);
}
site.once('exit', (code) => void stop(code ?? 0));
process.once('SIGINT', () => void stop(0));
process.once('SIGTERM', () => void stop(0));
