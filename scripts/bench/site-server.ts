/**
 * A server for `npm run bench:analytics`: the real front door over SITE_DIR's live build, as the API
 * benchmark's server composes it (nothing built or published, the page views flushed as `npm start` does),
 * on a database prepared beforehand. Prints `READY <port>` when it listens; on SIGTERM it stores the page
 * views still waiting and exits.
 */
import { compose, forBenchmark } from '../../api/compose.ts';
import { loadConfig } from '../../api/config.ts';
import { listen } from '../../api/http/listen.ts';

const app = await compose(loadConfig(), forBenchmark());
await app.start();
const server = listen(app.frontDoor, { port: 0, host: '127.0.0.1', onListening: (info) => console.log(`READY ${info.port}`) });
process.once('SIGTERM', () => {
  server.closeAllConnections();
  server.close(async () => {
    await app.stop();
    process.exit(0);
  });
});
