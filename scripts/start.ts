/** npm start: the server process of api/server.ts, with the demo portfolio seeded into an empty database. */
import { loadConfig } from '../api/config.ts';
import { runServer } from '../api/server.ts';
import { seedDemoContent } from '../tools/demo-seed/seed-demo-content.ts';

await runServer(loadConfig(), seedDemoContent);
