import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Timeouts that fit a small site: a slow or silent client cannot hold a connection for Node's default 300 s. */
export const HTTP_TIMEOUTS = {
  /** All request headers must arrive within this time. */
  headersTimeoutMs: 10_000,
  /** The whole request, body included (a 5 MB upload on a slow line fits), must arrive within this time. */
  requestTimeoutMs: 60_000,
};

/** Serves `listener` (the front door) over HTTP with the timeouts above; tests may pass shorter ones. `socket`: a listening socket passed by systemd, instead of port and host. */
export const listen = (
  listener: RequestListener,
  {
    port,
    host,
    socket,
    timeouts = HTTP_TIMEOUTS,
    onListening,
  }: { port: number; host?: string; socket?: { fd: number }; timeouts?: typeof HTTP_TIMEOUTS; onListening?: (address: AddressInfo) => void },
) => {
  const server = createServer(
    {
      headersTimeout: timeouts.headersTimeoutMs,
      requestTimeout: timeouts.requestTimeoutMs,
      // How often Node checks the two timeouts above; its default (30 s) would let them run long.
      connectionsCheckingInterval: Math.min(1000, timeouts.headersTimeoutMs),
    },
    listener,
  );
  const listening = () => onListening?.(server.address() as AddressInfo);
  if (socket) server.listen(socket, listening);
  else server.listen(port, host, listening);
  return server;
};
