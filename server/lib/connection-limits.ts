/**
 * Timeouts and the connection cap of the HTTP server (README, Configuration). Node's defaults let
 * a client that sends half a body and stalls keep its connection forever (Fastify turns Node's
 * request timeout off), and take any number of connections until the process runs out of file
 * descriptors.
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { Server as TlsServer } from 'node:tls';
import type { ConnectionLimits } from '../config.ts';
import { answerOnSocket } from './raw-answers.ts';

/**
 * How often Node checks for requests past their timeout: a stalled request is cut off at most
 * this long after `requestTimeoutMs`.
 */
const TIMEOUT_CHECK_MS = 1000;

/** Fastify options (and Node server options through `http`) for the limits. */
export function serverLimitOptions(limits: ConnectionLimits) {
  const nodeServer = {
    requestTimeout: limits.requestTimeoutMs,
    headersTimeout: Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs),
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionsCheckingInterval: Math.min(TIMEOUT_CHECK_MS, limits.requestTimeoutMs),
    // The app refuses a missing Host itself, in its own error format (server/http/hardening.ts).
    requireHostHeader: false,
  };
  return {
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    maxRequestsPerSocket: limits.maxRequestsPerSocket,
    http: nodeServer,
    nodeServer,
  };
}

/**
 * At most `max` connections at once: one more is answered 503 (JSON, security headers) and closed
 * before Node's HTTP parser ever sees it. Node's own `server.maxConnections` would drop it without
 * a word. Works by putting a gate in front of the server's own connection listener: on HTTPS the
 * one that takes a connection once TLS is set up, so the 503 goes out encrypted.
 */
export function capConnections(server: Server, max: number, csp: string): void {
  const event = server instanceof TlsServer ? 'secureConnection' : 'connection';
  const listeners = server.listeners(event) as ((socket: Socket) => void)[];
  server.removeAllListeners(event);
  let open = 0;
  server.on(event, (socket: Socket) => {
    if (open >= max) {
      answerOnSocket(
        socket,
        {
          status: 503,
          message: 'The server is busy, try again in a moment',
          headers: { 'retry-after': '5' },
        },
        csp,
      );
      return;
    }
    open += 1;
    socket.once('close', () => {
      open -= 1;
    });
    for (const listener of listeners) listener.call(server, socket);
  });
  // A CONNECT (a client taking the site for a forward proxy) would otherwise be dropped unanswered.
  server.on('connect', (_request, socket: Socket) => {
    answerOnSocket(socket, { status: 405, message: 'CONNECT is not supported here' }, csp);
  });
}
