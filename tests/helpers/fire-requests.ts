/**
 * A child process that fires one burst of identical HTTP requests, for tests that need load from
 * several processes at once (not only one event loop). Started with `fork` (IPC): it connects, says
 * `ready`, waits for `go`, sends every request at once and reports each answer, then exits.
 *
 * Message in: { url, count, init } then 'go'. Message out: 'ready', then { answers: Answer[] }.
 */
export interface BurstOrder {
  url: string;
  count: number;
  init: { method: string; headers: Record<string, string>; body?: string };
}

export interface BurstAnswer {
  status: number;
  body: string;
}

if (process.send) {
  const send = process.send.bind(process);
  let order: BurstOrder | undefined;
  process.on('message', (message: BurstOrder | 'go') => {
    if (message !== 'go') {
      order = message;
      send('ready');
      return;
    }
    const { url, count, init } = order as BurstOrder;
    void Promise.all(
      Array.from({ length: count }, async (): Promise<BurstAnswer> => {
        try {
          const response = await fetch(url, init);
          return { status: response.status, body: await response.text() };
        } catch (error) {
          return { status: 0, body: String(error) };
        }
      }),
    ).then((answers) => {
      send({ answers }, () => process.exit(0));
    });
  });
}
