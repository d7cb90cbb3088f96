/**
 * A push service's and a browser's side of the web push protocol, written from the RFCs and not
 * from the `web-push` package the server sends with, so that the two check each other:
 * - the VAPID token (RFC 8292): a JWT signed ES256 with the key in `k`, its `aud` the push
 *   service's origin, its `exp` within 24 hours, a `sub` to contact the sender;
 * - the payload (RFC 8291 over RFC 8188 aes128gcm): decrypted with the subscription's private key
 *   and authentication secret, which the test made itself, as a browser would.
 */
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto';

/** What a browser keeps of a subscription: its key pair and secret; it hands out the public parts. */
export interface BrowserKeys {
  ecdh: ECDH;
  /** `keys.p256dh`: the public key, 65 bytes uncompressed, base64url. */
  p256dh: string;
  /** `keys.auth`: 16 random bytes, base64url. */
  auth: string;
}

/** A new subscription's keys, as a browser makes them. */
export function browserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    ecdh,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}

export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
}

export interface CheckedToken {
  claims: VapidClaims;
  /** The signer's public key, base64url (the `k` parameter). */
  publicKey: string;
}

/** The public key of a raw P-256 point, for `crypto.verify`. */
function publicKeyOf(raw: Buffer) {
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('k is not an uncompressed P-256 key');
  return createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
}

const json = (part: string): unknown => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));

/**
 * Checks an `Authorization: vapid t=<jwt>, k=<key>` header for a push to `origin` at `nowS`
 * (seconds); throws saying what is wrong.
 */
export function checkVapid(header: string | undefined, origin: string, nowS: number): CheckedToken {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`Authorization is not "vapid t=..., k=...": ${header}`);
  const [token = '', key = ''] = [match[1], match[2]];
  const [head = '', body = '', signature = ''] = token.split('.');
  const jwtHeader = json(head) as { typ?: string; alg?: string };
  if (jwtHeader.alg !== 'ES256') throw new Error(`JWT alg is ${jwtHeader.alg}, not ES256`);
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKeyOf(Buffer.from(key, 'base64url')), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('the JWT signature does not verify with k');
  const claims = json(body) as Partial<VapidClaims>;
  if (claims.aud !== origin) throw new Error(`aud is ${claims.aud}, not ${origin}`);
  if (typeof claims.exp !== 'number' || claims.exp <= nowS)
    throw new Error(`exp ${claims.exp} has passed`);
  if (claims.exp > nowS + 24 * 60 * 60) throw new Error(`exp ${claims.exp} is over 24 hours away`);
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub))
    throw new Error(`sub ${claims.sub} is neither mailto: nor https:`);
  return { claims: claims as VapidClaims, publicKey: key };
}

/** The plaintext of an aes128gcm body (RFC 8188) encrypted for `keys` (RFC 8291). */
export function decryptPush(body: Buffer, keys: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20] ?? 0;
  const senderKey = body.subarray(21, 21 + idLength);
  const records = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error(`keyid is ${idLength} bytes, not a 65-byte P-256 key`);
  if (records.length > recordSize) throw new Error('more than one record: not a web push message');

  const browserPublic = keys.ecdh.getPublicKey();
  const shared = keys.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browserPublic, senderKey]);
  const ikm = Buffer.from(
    hkdfSync('sha256', shared, Buffer.from(keys.auth, 'base64url'), keyInfo, 32),
  );
  const cek = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
  );
  const nonce = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
  );

  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  const padded = Buffer.concat([
    decipher.update(records.subarray(0, records.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then any padding zeros.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('the record does not end with the last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}
