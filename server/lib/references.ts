/** Random public references (`CT-7K3M9QXA`): unguessable, unambiguous when read aloud (Crockford base32). */
import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function newReference(prefix: string, length = 8): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const byte of bytes) out += ALPHABET[byte % 32];
  return `${prefix}-${out}`;
}
