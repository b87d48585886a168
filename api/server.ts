/**
 * `npm start`'s process (scripts/start.ts): the composition for the server, its first build, the HTTP
 * server in front of it, and a graceful end on SIGTERM or SIGINT.
 */
import { compose, type ContentSeed, forServer } from './compose.ts';
import type { AppConfig } from './config.ts';
import { listen } from './http/listen.ts';

export const runServer = async (config: AppConfig, seed: ContentSeed) => {
  const app = await compose(config, forServer(seed));
  await app.start();
  const server = listen(app.frontDoor, {
    port: config.port,
    host: config.host,
    onListening: (info) => console.log(`Nile Atelier is live on ${config.siteUrl} (listening on ${info.address}:${info.port})`),
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal} received, finishing open requests…`);
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    // The publisher, the previews and the background jobs stop after the open requests finish.
    server.close(async () => {
      await app.stop();
      process.exit(0);
    });
    // Idle keep-alive connections would hold close() open.
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
};
