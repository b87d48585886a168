/**
 * `npm start`'s process (scripts/start.ts): the composition for the server, its first build, the HTTP
 * server in front of it, and a graceful end on SIGTERM or SIGINT.
 */
import { compose, type ContentSeed, forServer } from './compose.ts';
import type { AppConfig } from './config.ts';
import { listen } from './http/listen.ts';
import { startReplica } from './replica/start-replica.ts';
import { drainableListener } from './shutdown/drain-http.ts';
import { inheritedSocket } from './shutdown/inherited-socket.ts';
import { backupBeforeUpgrade } from './upgrade/before-upgrade-backup.ts';

/** systemd's TimeoutStopSec is longer; a proxy holds new requests while the next process starts. */
const STOP_WITHIN_MS = 10_000;

export const runServer = async (config: AppConfig, seed: ContentSeed) => {
  // Read first: the site build started below must not inherit the socket's variables.
  const socket = inheritedSocket();
  const safety = await backupBeforeUpgrade(config);
  if (safety) console.log(`New migrations: the database as it was is kept in ${safety}.`);
  const app = await compose(config, forServer(seed));
  await app.start();
  const replica = config.replica ? await startReplica(config.database.url, config.replica) : undefined;
  const http = drainableListener(app.frontDoor);
  const server = listen(http.listener, {
    port: config.port,
    host: config.host,
    socket,
    onListening: (info) => console.log(`Nile Atelier is live on ${config.siteUrl} (listening on ${info.address}:${info.port})`),
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const started = Date.now();
    console.log(`${signal} received: finishing the requests in flight and the pending writes…`);
    const forceExit = setTimeout(() => {
      console.error(`Not stopped within ${STOP_WITHIN_MS / 1000} s: exiting anyway.`);
      process.exit(1);
    }, STOP_WITHIN_MS);
    forceExit.unref();
    try {
      const { cut } = await http.drain(server);
      if (cut > 0) console.error(`${cut} request(s) were still running and were cut.`);
      // A running build is stopped (the next start rebuilds what it missed), a running backup and email
      // finish, the counted page views are stored, and the database is closed.
      await app.stop();
      // After the database is closed: Litestream sends the last changes, then ends.
      await replica?.stop();
      console.log(`Stopped cleanly in ${Date.now() - started} ms.`);
      process.exit(0);
    } catch (error) {
      console.error('The shutdown failed:', error);
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
};
