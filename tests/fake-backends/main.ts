/**
 * Runs the fake backends on their own (FAKE_PORT, default 4174), for `npm run start:upstream-fake`
 * and the upstream browser journeys.
 */
import { createFakeBackends } from './server.ts';

const port = Number(process.env.FAKE_PORT ?? 4174);
const origin = `http://localhost:${port}`;
const { app } = await createFakeBackends({ imageOrigin: origin });
await app.listen({ host: 'localhost', port });
console.log(`Fake backends of the complex on ${origin}`);
const stop = () => void app.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
