/**
 * The attacking client of the bench's attack part (scripts/bench/attack.ts), run as a process of
 * its own so that its work does not slow the measuring client: for `seconds`, it sends
 *   - absurd writes at the write limit: a booking inquiry and a booking checking out in the year
 *     9999 (once 2.9 s of blocked event loop each), `perMinute` a minute on each route;
 *   - other absurd requests, each kind once a second: 9,000 levels of nesting in a detail call's
 *     form `params` and in a JSON body, a URL with bad percent-encoding, a 30 KB header, a body
 *     over the 64 KB limit, a 1,000-character search;
 *   - stalled bodies: `stalled` connections that send half a body and wait, reopened when cut.
 * It prints a JSON summary ({ sent, statuses, stalledCut }) on stdout when done; `closed` counts
 * requests the server refused by closing the connection before the client finished sending.
 * Usage: tsx scripts/bench/attacker.ts <origin> <seconds> <perMinute> <stalled>
 */
import net from 'node:net';

const [origin = '', secondsText = '10', perMinuteText = '20', stalledText = '50'] =
  process.argv.slice(2);
const { hostname, port } = new URL(origin);
const until = Date.now() + Number(secondsText) * 1000;
const statuses: Record<string, number> = {};
let sent = 0;
let stalledCut = 0;

const HEADERS = { 'implementation-id': 'complex-web' };
const far = { checkIn: '2027-01-04', checkOut: '9999-12-31', name: 'A', email: 'a@example.org' };
const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const DEEP_PARAMS = `params=${nested(9000)}`;
const DEEP_JSON = `{"EventID":${nested(9000)}}`;

interface Absurd {
  path: string;
  method?: string;
  body?: string;
  type?: string;
  headers?: Record<string, string>;
}

const WRITES: Absurd[] = [
  {
    path: '/api/booking/inquiry',
    body: JSON.stringify({ roomId: 1, ...far, message: 'x' }),
  },
  {
    path: '/api/booking/',
    body: JSON.stringify({ roomId: 1, ...far, phone: '91234567', purpose: 'x', attendees: 2 }),
  },
];
const OTHERS: Absurd[] = [
  {
    path: '/bi/Prod/v1/event-details',
    body: DEEP_PARAMS,
    type: 'application/x-www-form-urlencoded',
  },
  { path: '/bi/Prod/v1/event-details', body: DEEP_JSON },
  { path: '/api/room/%E0%A4%A', method: 'GET' },
  { path: '/api/room/', method: 'GET', headers: { 'x-padding': 'a'.repeat(30_000) } },
  { path: '/bi/Prod/v1/event-details', body: `{"EventID":"${'x'.repeat(70_000)}"}` },
  { path: '/bi/Prod/v1/global-search', body: JSON.stringify({ QuerySearch: 'a'.repeat(1000) }) },
];

async function send(request: Absurd): Promise<void> {
  sent += 1;
  try {
    const response = await fetch(origin + request.path, {
      method: request.method ?? 'POST',
      headers: {
        ...HEADERS,
        ...(request.body === undefined
          ? {}
          : { 'content-type': request.type ?? 'application/json' }),
        ...request.headers,
      },
      body: request.body,
    });
    await response.arrayBuffer();
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
  } catch {
    // The server may answer (413, 431) and close before taking the whole request.
    statuses.closed = (statuses.closed ?? 0) + 1;
  }
}

/** Sends each request of `kinds` every `intervalMs` until the end. */
async function every(intervalMs: number, kinds: Absurd[]): Promise<void> {
  while (Date.now() < until) {
    const next = Date.now() + intervalMs;
    await Promise.all(kinds.map(send));
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
  }
}

/** One connection that sends half a body and waits; reopened each time the server cuts it. */
async function stall(): Promise<void> {
  while (Date.now() < until) {
    await new Promise<void>((resolve) => {
      const socket = net.connect(Number(port), hostname, () => {
        socket.write(
          // A read route: a stalled write would only use up the attacker's own write limit.
          'POST /bi/Prod/v1/event-details HTTP/1.1\r\nHost: x\r\nimplementation-id: complex-web\r\n' +
            'content-type: application/json\r\ncontent-length: 200\r\n\r\n{"EventID":',
        );
      });
      const stop = setTimeout(() => socket.destroy(), Math.max(0, until - Date.now()));
      socket.on('data', () => undefined);
      socket.on('close', () => {
        clearTimeout(stop);
        if (Date.now() < until) stalledCut += 1;
        resolve();
      });
      socket.on('error', () => undefined);
    });
  }
}

await Promise.all([
  every(60_000 / Number(perMinuteText), WRITES),
  every(1000, OTHERS),
  ...Array.from({ length: Number(stalledText) }, stall),
]);
console.log(JSON.stringify({ sent, statuses, stalledCut }));
