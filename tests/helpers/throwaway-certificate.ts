/**
 * A self-signed certificate for 127.0.0.1 and localhost, valid a day, written as `key.pem` and
 * `cert.pem` in `dir` (openssl, as Debian has it): for tests that serve HTTPS on loopback.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ThrowawayCertificate {
  key: string;
  cert: string;
  keyFile: string;
  certFile: string;
}

export function throwawayCertificate(dir: string, commonName = 'localhost'): ThrowawayCertificate {
  const keyFile = join(dir, 'key.pem');
  const certFile = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-days',
      '1',
      '-subj',
      `/CN=${commonName}`,
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
    ],
    { stdio: 'ignore' },
  );
  return {
    key: readFileSync(keyFile, 'utf8'),
    cert: readFileSync(certFile, 'utf8'),
    keyFile,
    certFile,
  };
}
