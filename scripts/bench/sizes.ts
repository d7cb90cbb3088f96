/** Byte counts as the size reports print them, and the gzip size a browser would transfer. */
import { gzipSync } from 'node:zlib';

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** Bytes of `content` gzipped at level 9, as the server's precompressed `.gz` siblings are. */
export const gzipSize = (content: Buffer | string): number =>
  gzipSync(content, { level: 9 }).length;
