/**
 * A fake of LTA DataMall's carpark availability feed (version 2), for the parking client's tests,
 * the bench and the upstream browser journeys: `GET {mount}/CarParkAvailabilityv2` with the
 * `AccountKey` header, 500 records a page, `$skip` for the next. Its records are what the site must
 * cope with: over a thousand other carparks, so the complex's records (one per lot type, heavy
 * vehicles too) are on the second page; a neighbour with an empty `Location`, one with a negative
 * count, one not in the feed at all (Millenia Singapore); and records that are not records.
 * A wrong key is refused with 401. Tests change the counts and make it slow, failing or garbled
 * over `/__fake/datamall`.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';

export const DATAMALL_MOUNT = '/datamall';
export const FAKE_DATAMALL_KEY = 'fake-datamall-account-key';
const PAGE_SIZE = 500;
/** Other carparks before and after the complex's records. */
const FILLER_RECORDS = 1180;
/** Where the complex's records sit: on the second page. */
const COMPLEX_AT = 720;

export type DataMallFailure = 'http500' | 'http503' | 'not-json' | 'no-value' | 'drop';

export interface DataMallLots {
  suntecCar: number;
  suntecMotorcycle: number;
  marinaSquareCar: number;
  esplanadeCar: number;
  rafflesCityCar: number;
}

export const DEFAULT_DATAMALL_LOTS: DataMallLots = {
  suntecCar: 1104,
  suntecMotorcycle: 57,
  marinaSquareCar: 412,
  esplanadeCar: 233,
  // Negative on the wire, as the feed sends for a carpark whose count is off: read as 0.
  rafflesCityCar: -3,
};

export interface DataMallState {
  lots: DataMallLots;
  delayMs: number;
  failure: DataMallFailure | undefined;
  /** Requests for a page (every page counts), and for the first page (one per read of the feed). */
  pageRequests: number;
  reads: number;
}

type Json = Record<string, unknown>;

function record(
  id: string,
  development: string,
  location: string,
  lots: number,
  lotType: string,
  agency = 'LTA',
): Json {
  return {
    CarParkID: id,
    Area: 'Marina',
    Development: development,
    Location: location,
    AvailableLots: lots,
    LotType: lotType,
    Agency: agency,
  };
}

/** Every record of the feed in its order, for the current counts. */
export function dataMallRecords(lots: DataMallLots): unknown[] {
  const filler = Array.from({ length: FILLER_RECORDS }, (_, index) => ({
    CarParkID: `H${index}`,
    Area: '',
    Development: `BLK ${100 + index} HDB CARPARK`,
    Location: `1.3${String(index).padStart(4, '0')} 103.8${String(index).padStart(4, '0')}`,
    AvailableLots: (index * 37) % 300,
    LotType: 'C',
    Agency: 'HDB',
  }));
  const near: unknown[] = [
    record('2', 'Marina Square', '1.29115 103.85728', lots.marinaSquareCar, 'C'),
    record('4', 'The Esplanade', '', lots.esplanadeCar, 'C'),
    record('9', 'Raffles City', '1.29368 103.85316', lots.rafflesCityCar, 'C'),
    // Not records, or not usable ones: dropped by the reader.
    null,
    'garbage',
    { CarParkID: '90', Development: 'Marina Bay Sands', LotType: 'C' },
    record('91', 'Marina Bay Sands', '1.28225 103.85830', Number.NaN, 'C'),
    record('92', 'Marina Square', '1.29115 103.85728', 12, 'Z'),
    record('93', '', '1.2 103.8', 40, 'C'),
    { ...record('94', 'Raffles City', 'somewhere', 10, 'Y'), AvailableLots: 'ten' },
  ];
  const complex: unknown[] = [
    record('1', 'Suntec City', '1.29375 103.85718', lots.suntecCar, 'C'),
    record('1', 'Suntec City', '1.29375 103.85718', lots.suntecMotorcycle, 'Y'),
    record('1', 'Suntec City', '1.29375 103.85718', 6, 'H'),
  ];
  return [
    ...near,
    ...filler.slice(0, COMPLEX_AT - near.length),
    ...complex,
    ...filler.slice(COMPLEX_AT - near.length),
  ];
}

/** Adds the fake feed at `DATAMALL_MOUNT` and its controls at `/__fake/datamall` to `app`. */
export function registerFakeDataMall(app: FastifyInstance): DataMallState {
  const state: DataMallState = {
    lots: { ...DEFAULT_DATAMALL_LOTS },
    delayMs: 0,
    failure: undefined,
    pageRequests: 0,
    reads: 0,
  };

  app.get(`${DATAMALL_MOUNT}/CarParkAvailabilityv2`, async (request, reply) => {
    const skip = Number((request.query as { $skip?: string }).$skip ?? 0);
    state.pageRequests += 1;
    if (skip === 0) state.reads += 1;
    if (state.delayMs) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
    if (request.headers.accountkey !== FAKE_DATAMALL_KEY)
      return reply.code(401).send({ fault: { faultstring: 'Invalid AccountKey' } });
    switch (state.failure) {
      case 'http500':
        return reply.code(500).type('text/html').send('<h1>Internal Server Error</h1>');
      case 'http503':
        return reply.code(503).type('text/html').send('<h1>Service Unavailable</h1>');
      case 'not-json':
        return reply.code(200).type('text/html').send('<html>Maintenance</html>');
      case 'no-value':
        return { 'odata.metadata': 'x', message: 'no records today' };
      case 'drop':
        request.raw.socket.destroy();
        return reply;
    }
    const records = dataMallRecords(state.lots);
    return {
      'odata.metadata': 'fake-datamall/$metadata#CarParkAvailability',
      value: Number.isInteger(skip) && skip >= 0 ? records.slice(skip, skip + PAGE_SIZE) : [],
    };
  });

  app.post('/__fake/datamall', async (request) => {
    const body = request.body as {
      lots?: Partial<DataMallLots>;
      delayMs?: number;
      failure?: DataMallFailure | null;
      reset?: boolean;
    };
    if (body.reset) {
      Object.assign(state, { lots: { ...DEFAULT_DATAMALL_LOTS }, delayMs: 0, failure: undefined });
      state.pageRequests = 0;
      state.reads = 0;
    }
    if (body.lots) Object.assign(state.lots, body.lots);
    if (body.delayMs !== undefined) state.delayMs = body.delayMs;
    if (body.failure !== undefined) state.failure = body.failure ?? undefined;
    return { ok: true };
  });
  app.get('/__fake/datamall', async () => state);
  return state;
}

export interface FakeDataMall {
  /** The base URL to configure (`UPSTREAM_CARPARK_BASE`). */
  base: string;
  state: DataMallState;
  close(): Promise<void>;
}

/** The fake alone, listening on a free loopback port. */
export async function startFakeDataMall(): Promise<FakeDataMall> {
  const app = Fastify({ logger: false });
  const state = registerFakeDataMall(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}${DATAMALL_MOUNT}`, state, close: () => app.close() };
}

/** The site's environment for the fake at `origin` (where it is mounted on the fake backends). */
export function dataMallEnv(origin: string): Record<string, string> {
  return {
    UPSTREAM_CARPARK_BASE: `${origin}${DATAMALL_MOUNT}`,
    UPSTREAM_CARPARK_KEY: FAKE_DATAMALL_KEY,
  };
}
