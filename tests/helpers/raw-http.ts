/**
 * HTTP over a raw socket, for what `inject()` cannot send: malformed request lines and headers,
 * oversized heads, bodies that stall or trickle, many connections at once.
 */
import net from 'node:net';

export interface RawResponse {
  /** 0 when the server closed the connection without answering. */
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Everything the server sent, as text. */
  raw: string;
}

export function parseRawResponse(raw: string): RawResponse {
  const end = raw.indexOf('\r\n\r\n');
  const head = end === -1 ? raw : raw.slice(0, end);
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return {
    status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0),
    headers,
    body: end === -1 ? '' : raw.slice(end + 4),
    raw,
  };
}

export interface RawSendOptions {
  /** Pause between the parts (a trickled body), in ms. */
  gapMs?: number;
  /** Give up waiting for the server to close after this long, in ms. */
  waitMs?: number;
}

/** True once a whole response with a Content-Length has arrived (kept-alive connections stay open). */
function isComplete(received: Buffer): boolean {
  const end = received.indexOf('\r\n\r\n');
  if (end === -1) return false;
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(received.subarray(0, end).toString('latin1'));
  return length !== null && received.length - end - 4 >= Number(length[1]);
}

/**
 * Opens a connection, writes the parts (pausing `gapMs` between them; a part never written is a
 * stall), and resolves with what came back: a whole response, or whatever arrived when the server
 * closed the connection or `waitMs` passed.
 */
export function sendRaw(
  port: number,
  parts: readonly (string | Buffer)[],
  { gapMs = 0, waitMs = 5000 }: RawSendOptions = {},
): Promise<RawResponse & { closedByServer: boolean }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let settled = false;
    const finish = (closedByServer: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ ...parseRawResponse(Buffer.concat(chunks).toString('utf8')), closedByServer });
    };
    const timer = setTimeout(() => finish(false), waitMs);
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      if (isComplete(Buffer.concat(chunks))) finish(false);
    });
    socket.on('close', () => finish(true));
    socket.on('error', () => finish(true));
    socket.on('connect', async () => {
      for (const [index, part] of parts.entries()) {
        if (index > 0 && gapMs > 0) await new Promise((r) => setTimeout(r, gapMs));
        if (socket.destroyed) return;
        socket.write(part);
      }
    });
  });
}

/** A request head as text (CRLF line ends). */
export function requestHead(requestLine: string, headers: Record<string, string | number>): string {
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `${requestLine}\r\n${lines.join('\r\n')}\r\n\r\n`;
}
