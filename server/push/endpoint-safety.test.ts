import { describe, expect, it } from 'vitest';
import { endpointProblem, isForbiddenAddress } from './endpoint-safety.ts';

const strict = { allowLoopback: false };
const forTests = { allowLoopback: true };

describe('endpointProblem', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk',
    'https://web.push.apple.com/QGuQyavXutnMPDpSUX1h',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
    'https://fcm.googleapis.com:443/fcm/send/x',
    'https://8.8.8.8/push',
    'https://[2001:4860:4860::8888]/push',
  ])('accepts %s', (endpoint) => {
    expect(endpointProblem(endpoint, strict)).toBeUndefined();
  });

  it.each([
    ['http://fcm.googleapis.com/fcm/send/x', 'must be an https URL'],
    ['ftp://fcm.googleapis.com/x', 'must be an https URL'],
    ['not a url', 'must be an https URL'],
    ['https://user:pass@fcm.googleapis.com/x', 'must not carry a user name or password'],
    ['https://fcm.googleapis.com/x#frag', 'must not carry a fragment'],
    ['https://fcm.googleapis.com:8443/x', 'must use the https port, 443'],
    ['https://8.8.8.8:22/x', 'must use the https port, 443'],
  ])('refuses %s: %s', (endpoint, problem) => {
    expect(endpointProblem(endpoint, strict)).toBe(problem);
  });

  const ADDRESS = 'must not point at a private, local or reserved address';
  it.each([
    // Loopback in every notation the URL parser reads as 127.0.0.1.
    'https://127.0.0.1/x',
    'https://127.1/x',
    'https://2130706433/x',
    'https://0x7f000001/x',
    'https://0x7f.1/x',
    'https://0177.0.0.1/x',
    'https://0177.0.0.01/x',
    'https://127.0.0.1./x',
    'https://127.255.255.254/x',
    // Private, shared, link-local and the metadata service.
    'https://10.0.0.1/x',
    'https://172.16.5.4/x',
    'https://172.31.255.255/x',
    'https://192.168.1.1/x',
    'https://100.64.0.1/x',
    'https://100.127.255.255/x',
    'https://169.254.169.254/latest/meta-data/',
    'https://0xa9fea9fe/x',
    'https://2852039166/x',
    // Unspecified, documentation, multicast, reserved, broadcast.
    'https://0.0.0.0/x',
    'https://0/x',
    'https://192.0.2.1/x',
    'https://224.0.0.1/x',
    'https://255.255.255.255/x',
    // IPv6: loopback, unspecified, unique local (and AWS's metadata), link-local, multicast.
    'https://[::1]/x',
    'https://[0:0:0:0:0:0:0:1]/x',
    'https://[::]/x',
    'https://[fd00:ec2::254]/x',
    'https://[fc00::1]/x',
    'https://[fe80::1]/x',
    'https://[ff02::1]/x',
    // IPv4 inside IPv6.
    'https://[::ffff:127.0.0.1]/x',
    'https://[::ffff:7f00:1]/x',
    'https://[::ffff:169.254.169.254]/x',
    'https://[::ffff:10.0.0.1]/x',
    'https://[64:ff9b::7f00:1]/x',
    'https://[::127.0.0.1]/x',
    'https://[2002:7f00:1::]/x',
    'https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/x',
  ])('refuses the address %s', (endpoint) => {
    expect(endpointProblem(endpoint, strict)).toBe(ADDRESS);
  });

  it.each([
    'https://localhost/x',
    'https://LOCALHOST/x',
    'https://localhost./x',
    'https://push.localhost/x',
    'https://printer.local/x',
    'https://metadata.google.internal/computeMetadata/v1/',
    'https://router.home.arpa/x',
    'https://intranet/x',
    'https://db.corp/x',
    'https://1.0.0.127.in-addr.arpa/x',
  ])('refuses the local name %s', (endpoint) => {
    expect(endpointProblem(endpoint, strict)).toBe('must name a push service on the internet');
  });

  it('lets a loopback fake push service through, on any port, only under the test setting', () => {
    expect(endpointProblem('https://127.0.0.1:45123/push/s1', forTests)).toBeUndefined();
    expect(endpointProblem('https://[::1]:45123/push/s1', forTests)).toBeUndefined();
    expect(endpointProblem('https://127.0.0.1:45123/push/s1', strict)).toBe(ADDRESS);
    // Still https only, and still no other inward address.
    expect(endpointProblem('http://127.0.0.1:45123/push/s1', forTests)).toBe(
      'must be an https URL',
    );
    expect(endpointProblem('https://10.0.0.1/x', forTests)).toBe(ADDRESS);
    expect(endpointProblem('https://localhost:45123/x', forTests)).toBe(
      'must name a push service on the internet',
    );
  });
});

describe('isForbiddenAddress (what a name resolved to)', () => {
  it.each([
    ['127.0.0.1', true],
    ['10.1.2.3', true],
    ['169.254.169.254', true],
    ['100.100.100.200', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:7f00:1', true],
    ['0:0:0:0:0:ffff:a00:1', true],
    ['fd00:ec2::254', true],
    ['fe80::abcd', true],
    ['not an address', true],
    ['142.250.4.95', false],
    ['2404:6800:4003:c00::5f', false],
    ['::ffff:8.8.8.8', false],
  ])('%s: %s', (address, forbidden) => {
    expect(isForbiddenAddress(address, strict)).toBe(forbidden);
  });

  it('allows only loopback under the test setting', () => {
    expect(isForbiddenAddress('127.0.0.1', forTests)).toBe(false);
    expect(isForbiddenAddress('::1', forTests)).toBe(false);
    expect(isForbiddenAddress('::ffff:127.0.0.1', forTests)).toBe(false);
    expect(isForbiddenAddress('10.0.0.1', forTests)).toBe(true);
    expect(isForbiddenAddress('169.254.169.254', forTests)).toBe(true);
  });
});
