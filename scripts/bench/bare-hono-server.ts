/** The ceiling for `npm run bench:api`: a bare Hono app on @hono/node-server with one trivial route. Prints `READY <port>`. */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono().get('/api/health', (c) => c.json({ status: 'ok' }));
serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => console.log(`READY ${info.port}`));
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => process.exit(0));
