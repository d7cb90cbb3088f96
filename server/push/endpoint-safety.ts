/**
 * A push subscription's endpoint is a URL a browser gave us and this server later POSTs to: a way
 * into the server's network if it names one of its neighbours. Two checks stand in the way:
 *
 * - `endpointProblem`, when a subscription arrives and again before each send: https only, port
 *   443, no credentials, no local names (`localhost`, `*.local`, `*.internal`, single labels...)
 *   and no address literal of a loopback, private, shared (CGNAT), link-local (cloud metadata),
 *   unspecified, documentation, multicast or reserved range. The WHATWG URL parser has already
 *   turned every other way of writing an IPv4 address (`2130706433`, `0x7f.1`, `127.1`,
 *   `0177.0.0.1`) into its dotted form, and IPv6 into its compressed one, so these notations meet
 *   the same ranges.
 * - `isForbiddenAddress`, at connect time, on whatever a name resolved to (server/push/guarded-agent.ts):
 *   a name that answers with a public address when subscribed and 127.0.0.1 when sent to (DNS
 *   rebinding) is still never connected to.
 *
 * IPv4 inside IPv6 (mapped `::ffff:a.b.c.d`, NAT64 `64:ff9b::a.b.c.d`) is judged by its IPv4
 * address; the older tunnels that carry one (6to4, Teredo, IPv4-compatible) are refused outright.
 */
import { BlockList, isIP } from 'node:net';

const FORBIDDEN_V4: [string, number][] = [
  ['0.0.0.0', 8], // "this network", the unspecified address
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // shared address space (carrier-grade NAT)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, with the cloud metadata service at 169.254.169.254
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relays
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
];

const FORBIDDEN_V6: [string, number][] = [
  ['::', 96], // unspecified, loopback and IPv4-compatible addresses
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001::', 32], // Teredo
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4
  ['fc00::', 7], // unique local, with AWS's metadata service at fd00:ec2::254
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];

const forbidden = new BlockList();
for (const [network, prefix] of FORBIDDEN_V4) forbidden.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of FORBIDDEN_V6) forbidden.addSubnet(network, prefix, 'ipv6');

/** What the test-only setting lets through: this machine's loopback addresses. */
const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Prefixes whose last 32 bits are an IPv4 address to judge instead. */
const EMBEDDING_V4 = new BlockList();
EMBEDDING_V4.addSubnet('::ffff:0:0', 96, 'ipv6');
EMBEDDING_V4.addSubnet('64:ff9b::', 96, 'ipv6');

/** The IPv4 address in the last 32 bits of an IPv6 address (`::ffff:7f00:1` is 127.0.0.1). */
function embeddedV4(address: string): string | undefined {
  const [head = '', tail = ''] = address.split('::');
  const groups = [...head.split(':'), ...tail.split(':')].filter((group) => group !== '');
  const last = groups.at(-1) ?? '';
  if (isIP(last) === 4) return last; // written dotted
  const low = parseInt(groups.at(-1) ?? '0', 16);
  const high = groups.length >= 2 ? parseInt(groups.at(-2) ?? '0', 16) : 0;
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

export interface AddressRules {
  /** PUSH_ALLOW_LOOPBACK_FOR_TESTS: loopback addresses pass. */
  allowLoopback: boolean;
}

/** Whether the server must never connect to `address` (an IPv4 or IPv6 literal). */
export function isForbiddenAddress(address: string, rules: AddressRules): boolean {
  const version = isIP(address);
  if (version === 0) return true;
  const family = version === 4 ? 'ipv4' : 'ipv6';
  if (family === 'ipv6' && EMBEDDING_V4.check(address, 'ipv6')) {
    const inner = embeddedV4(address);
    return inner === undefined || isForbiddenAddress(inner, rules);
  }
  if (rules.allowLoopback && loopback.check(address, family)) return false;
  return forbidden.check(address, family);
}

/** Suffixes of names that only mean something inside a network. */
const LOCAL_SUFFIXES = [
  '.localhost',
  '.local',
  '.internal',
  '.localdomain',
  '.lan',
  '.home',
  '.corp',
  '.intranet',
  '.private',
  '.home.arpa',
  '.arpa',
  '.test',
  '.invalid',
  '.example',
];

/** A host name that cannot be a push service on the internet. */
function isLocalName(host: string): boolean {
  if (host === 'localhost' || !host.includes('.')) return true;
  return LOCAL_SUFFIXES.some((suffix) => host.endsWith(suffix));
}

/** The URL's host without IPv6 brackets or a trailing root dot. */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '');
}

/**
 * Why the server must not send to `endpoint` (a sentence to put after "endpoint"), or undefined
 * when it may. Checked before any work: no name is resolved here.
 */
export function endpointProblem(endpoint: string, rules: AddressRules): string | undefined {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'must be an https URL';
  }
  if (url.protocol !== 'https:') return 'must be an https URL';
  if (url.username || url.password) return 'must not carry a user name or password';
  if (url.hash) return 'must not carry a fragment';
  const host = hostOf(url);
  if (isIP(host) !== 0) {
    if (isForbiddenAddress(host, rules))
      return 'must not point at a private, local or reserved address';
    if (!rules.allowLoopback && url.port !== '') return 'must use the https port, 443';
    return undefined;
  }
  if (isLocalName(host)) return 'must name a push service on the internet';
  if (url.port !== '' && !rules.allowLoopback) return 'must use the https port, 443';
  return undefined;
}
