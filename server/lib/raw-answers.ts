/**
 * Answers written straight to the socket, for what never reaches Fastify's routes: a request
 * Node's parser refused (malformed or oversized headers, a broken request line, a request that
 * took too long to arrive) and a connection over the cap. They carry the site's JSON error body
 * and the same security headers as every other answer, and never echo the raw request.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { errorBody } from './http-error.ts';
import { baseSecurityHeaders, HSTS } from './security-headers.ts';

export interface RawAnswer {
  status: number;
  message: string;
  /** The request's path when known, only to pick the API family's error convention. */
  path?: string;
  headers?: Record<string, string>;
}

/** The whole HTTP/1.1 response text of an error answer; the connection closes after it. */
export function rawErrorResponse(
  { status, message, path = '', headers = {} }: RawAnswer,
  csp: string,
  overTls: boolean,
): string {
  const body = JSON.stringify(errorBody(path, message));
  const all: Record<string, string> = {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    ...baseSecurityHeaders(csp),
    ...(overTls ? { 'strict-transport-security': HSTS } : {}),
    'cache-control': 'no-store',
    connection: 'close',
    ...headers,
  };
  const lines = Object.entries(all).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}

/** Writes the answer (unless one is already under way on this socket) and closes the connection. */
export function answerOnSocket(socket: Socket, answer: RawAnswer, csp: string): void {
  const pending = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (!socket.writable || pending?.headersSent) {
    socket.destroy();
    return;
  }
  const overTls = (socket as TLSSocket).encrypted === true;
  socket.end(rawErrorResponse(answer, csp, overTls), () => socket.destroy());
}

/** What a client error of Node's parser (`clientError`, by its code) is answered with. */
export function clientErrorAnswer(code: string | undefined): { status: number; message: string } {
  switch (code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, message: 'The request took too long to arrive' };
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, message: 'The request headers are too large' };
    case 'HPE_INVALID_METHOD':
      return { status: 400, message: 'The request method is not supported' };
    case 'HPE_INVALID_URL':
      return { status: 400, message: 'The request URL is not valid' };
    case 'HPE_INVALID_HEADER_TOKEN':
    case 'HPE_INVALID_CONSTANT':
    case 'HPE_LF_EXPECTED':
    case 'HPE_CR_EXPECTED':
    case 'HPE_UNEXPECTED_CONTENT_LENGTH':
    case 'HPE_INVALID_CONTENT_LENGTH':
    case 'HPE_INVALID_TRANSFER_ENCODING':
    case 'HPE_INVALID_CHUNK_SIZE':
      return { status: 400, message: 'The request headers or framing are not valid HTTP' };
    default:
      return { status: 400, message: 'The request is not valid HTTP' };
  }
}

/** The path of a request line, read only to choose the error convention (never echoed). */
function pathOf(rawPacket: unknown): string {
  const line = Buffer.isBuffer(rawPacket) ? rawPacket.subarray(0, 256).toString('latin1') : '';
  return /^[A-Z]{3,10} (\/\S*)/.exec(line)?.[1] ?? '';
}

/** Replaces Fastify's own `clientError` answer (no security headers, its own body shape). */
export function clientErrorHandler(csp: string) {
  return function onClientError(
    error: { code?: string; rawPacket?: unknown },
    socket: Socket,
  ): void {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    answerOnSocket(
      socket,
      { ...clientErrorAnswer(error.code), path: pathOf(error.rawPacket) },
      csp,
    );
  };
}
