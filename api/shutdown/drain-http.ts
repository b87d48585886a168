import { type RequestListener, type Server, type ServerResponse, Server as HttpServer } from 'node:http';
import { Server as NetServer } from 'node:net';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface DrainTimes {
  /** Quiet time after the last request before the idle keep-alive connections are closed. */
  quietMs?: number;
  /** At most this long: then every connection still open is cut. */
  maxMs?: number;
}

/**
 * A listener that can be drained without failing a request a proxy is sending. On drain() the server stops
 * listening (a new connection is refused, which a proxy such as Caddy tries again once the new process
 * listens), every answer from then on says `Connection: close`, and keep-alive connections are closed only
 * once the requests have stopped coming: closing one at once would lose a request the proxy was writing on it.
 */
export const drainableListener = (listener: RequestListener) => {
  let draining = false;
  let lastRequestAt = 0;
  const open = new Set<ServerResponse>();

  const wrapped: RequestListener = (request, response) => {
    lastRequestAt = Date.now();
    if (draining) response.setHeader('Connection', 'close');
    open.add(response);
    response.once('close', () => open.delete(response));
    listener(request, response);
  };

  const drain = async (server: Server, { quietMs = 500, maxMs = 6000 }: DrainTimes = {}) => {
    draining = true;
    const deadline = Date.now() + maxMs;
    for (const response of open) if (!response.headersSent) response.setHeader('Connection', 'close');
    // net's close, not http's: http's also closes the idle keep-alive connections at once.
    const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
    while (Date.now() < deadline && (open.size > 0 || Date.now() - lastRequestAt < quietMs)) await sleep(20);
    HttpServer.prototype.closeIdleConnections.call(server);
    await Promise.race([closed, sleep(Math.max(0, deadline - Date.now()))]);
    server.closeAllConnections();
    return { cut: open.size };
  };

  return { listener: wrapped, drain, inFlight: () => open.size };
};
