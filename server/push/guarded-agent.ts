/**
 * The https agent every push is sent through: it refuses to connect to an address
 * endpoint-safety.ts forbids, whatever the endpoint's name resolved to when it is sent (a name
 * that pointed at a public address when the browser subscribed and at 127.0.0.1 now is refused
 * at connect time). Names go through its `lookup`, which sees every address the resolver gave;
 * an address written in the URL skips any lookup, so the connection itself checks it too.
 */
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { Agent, type AgentOptions } from 'node:https';
import { isIP } from 'node:net';
import type { Duplex } from 'node:stream';
import { isForbiddenAddress, type AddressRules } from './endpoint-safety.ts';

/** The error a refused connection fails with. */
export class ForbiddenAddressError extends Error {
  readonly code = 'EPUSHFORBIDDEN';
  constructor(readonly host: string) {
    super(`refused to connect to ${host}: a private, local or reserved address`);
  }
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** `dns.lookup` in the form Node's sockets call it. */
export type Resolver = (hostname: string, options: LookupOptions, callback: LookupCallback) => void;

const systemResolver: Resolver = (hostname, options, callback) =>
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) =>
    callback(error, addresses ?? []),
  );

/**
 * A `lookup` for sockets that resolves with `resolve` and fails when any address it finds is
 * forbidden: a name that answers with one public and one private address is not used at all.
 */
export function guardedLookup(rules: AddressRules, resolve: Resolver = systemResolver) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    resolve(hostname, { ...options, all: true }, (error, found) => {
      if (error) return callback(error, []);
      const addresses: LookupAddress[] =
        typeof found === 'string' ? [{ address: found, family: isIP(found) }] : found;
      const bad = addresses.find((entry) => isForbiddenAddress(entry.address, rules));
      if (bad || addresses.length === 0) return callback(new ForbiddenAddressError(hostname), []);
      if (options.all) return callback(null, addresses);
      const first = addresses[0]!;
      return callback(null, first.address, first.family);
    });
  };
}

export interface GuardedAgentOptions extends AddressRules {
  /** Resolves names (tests give one that answers what they like); the system's by default. */
  resolve?: Resolver;
  /** Extra certificate authorities (a test's fake push service); the system's by default. */
  ca?: AgentOptions['ca'];
  /** Connections kept open per push service host. */
  maxSockets?: number;
}

class GuardedAgent extends Agent {
  constructor(
    private readonly rules: AddressRules,
    options: AgentOptions,
  ) {
    super(options);
  }

  override createConnection(
    options: Parameters<Agent['createConnection']>[0],
    callback?: Parameters<Agent['createConnection']>[1],
  ): Duplex | null | undefined {
    const host = String((options as { host?: unknown }).host ?? '').replace(/^\[|\]$/g, '');
    // An address literal is connected to without a lookup: it is checked here instead, and the
    // request fails with the error as it would for a name (the agent hands it to the request).
    if (isIP(host) !== 0 && isForbiddenAddress(host, this.rules)) {
      const error = new ForbiddenAddressError(host);
      if (!callback) throw error;
      callback(error, undefined as unknown as Duplex);
      return undefined;
    }
    return super.createConnection(options, callback);
  }
}

/** An agent for sending pushes that never connects inward (see the module's comment). */
export function guardedAgent({
  allowLoopback,
  resolve,
  ca,
  maxSockets = 16,
}: GuardedAgentOptions): Agent {
  const rules = { allowLoopback };
  return new GuardedAgent(rules, {
    keepAlive: true,
    maxSockets,
    lookup: guardedLookup(rules, resolve) as unknown as AgentOptions['lookup'],
    ...(ca !== undefined && { ca }),
  });
}
