/**
 * A small load balancer for the multi-instance tests: each request goes to the next upstream in
 * turn. Like a real one it adds X-Forwarded-For/-Proto, and a request that could not reach an
 * upstream at all (connection refused: the instance is gone) is tried on the next one, while a
 * request cut off after it was sent answers 502: it may or may not have been written, and only the
 * client (with an idempotency key) can safely try it again. The upstream connection leaves from
 * the client's own loopback address, so each instance sees the real client without trusting any
 * forwarding header.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Proxy {
  url: string;
  /** Requests sent to each upstream, in upstream order. */
  counts: number[];
  close(): Promise<void>;
}

export async function startRoundRobinProxy(upstreams: string[]): Promise<Proxy> {
  let turn = 0;
  const counts = upstreams.map(() => 0);
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => forward(Buffer.concat(chunks), 0));

    function forward(body: Buffer, tried: number): void {
      const index = turn++ % upstreams.length;
      const target = new URL(request.url ?? '/', upstreams[index]);
      const client = request.socket.remoteAddress ?? '127.0.0.1';
      const upstream = http.request(
        target,
        {
          method: request.method,
          localAddress: client,
          agent: false,
          headers: {
            ...request.headers,
            host: target.host,
            'x-forwarded-for': client,
            'x-forwarded-proto': 'http',
          },
        },
        (answer) => {
          counts[index]!++;
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          answer.on('error', () => response.destroy());
        },
      );
      upstream.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code === 'ECONNREFUSED' && tried + 1 < upstreams.length) {
          forward(body, tried + 1);
        } else if (!response.headersSent) {
          response.writeHead(502, { 'content-type': 'application/json' });
          response.end(
            JSON.stringify({ message: `upstream failed: ${error.code ?? error.message}` }),
          );
        } else response.destroy();
      });
      upstream.end(body);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
