import { mkdtempSync, rmSync } from 'node:fs';
import { Agent } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { afterAll, describe, expect, it } from 'vitest';
import { serverEnv } from '../api/test/server-process.ts';
import { type CaddyProcess, freePort, startCaddy } from './test/caddy-process.ts';
import { httpsRequest } from './test/https-client.ts';
import { fakeLiveSite } from '../api/test/served-build.ts';
import { type ActivatedServer, holdSocket, spawnActivated, whenLive } from './test/socket-activated.ts';

/*
 * `systemctl restart` under steady traffic through deploy/Caddyfile, with the port held as
 * nile-atelier.socket holds it: the server is sent SIGTERM, exits, and a new one starts on the same socket,
 * while visitors read pages and projects and send messages. Every request is answered, every message
 * answered 201 is stored, and the old process exits 0 within 10 s.
 */
const WORKERS = 8;
const dir = mkdtempSync(join(tmpdir(), 'nile-restart-'));
const servers: ActivatedServer[] = [];
let caddy: CaddyProcess | undefined;
let closeSocket = () => {};

afterAll(async () => {
  for (const server of servers) server.child.kill('SIGKILL');
  closeSocket();
  await caddy?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a restart behind Caddy', { timeout: 120_000 }, () => {
  it('answers every request and loses no accepted write', async () => {
    const appPort = await freePort();
    const socket = holdSocket(appPort);
    closeSocket = socket.close;
    caddy = await startCaddy(dir, `127.0.0.1:${appPort}`);
    const site = caddy;
    const env = serverEnv(dir, {
      PORT: String(appPort),
      NODE_ENV: 'production',
      SITE_URL: site.base,
      TRUST_PROXY: 'true',
      RATE_LIMIT_SCALE: '0',
      BACKUP_INTERVAL_HOURS: '0',
      PUBLISH_DEBOUNCE_MS: String(60 * 60 * 1000),
    });
    await fakeLiveSite(env.SITE_DIR);
    const start = async () => {
      const server = spawnActivated(socket, env);
      servers.push(server);
      await whenLive(server);
      return server;
    };
    const first = await start();

    const agent = new Agent({ keepAlive: true, maxSockets: WORKERS, ca: site.rootCertificate() });
    const ca = site.rootCertificate();
    const failures: string[] = [];
    const acknowledged: string[] = [];
    let requests = 0;
    let running = true;
    const worker = async (id: number) => {
      for (let round = 0; running; round++) {
        const kind = round % 3;
        const subject = `restart ${id}-${round}`;
        try {
          const answer =
            kind === 0
              ? await httpsRequest(`${site.base}/`, { ca, agent })
              : kind === 1
                ? await httpsRequest(`${site.base}/api/projects`, { ca, agent })
                : await httpsRequest(`${site.base}/api/contact`, {
                    method: 'POST',
                    ca,
                    agent,
                    headers: { 'Content-Type': 'application/json', Origin: site.base },
                    body: JSON.stringify({ name: 'Steady Visitor', email: 'steady@example.com', phone: '+20 100 000 0000', subject, message: 'Sent while the server restarts.' }),
                  });
          requests++;
          const expected = kind === 2 ? 201 : 200;
          if (answer.status !== expected) failures.push(`${kind} → ${answer.status} ${answer.body.toString().slice(0, 200)}`);
          else if (kind === 2) acknowledged.push(subject);
        } catch (error) {
          failures.push(`${kind} → ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    };
    const workers = Array.from({ length: WORKERS }, (_, id) => worker(id));

    await sleep(1500);
    const before = requests;
    const stopping = Date.now();
    const exitCode = await first.stop();
    const stoppedInMs = Date.now() - stopping;
    await start();
    const after = requests;
    await sleep(1500);
    running = false;
    await Promise.all(workers);
    agent.destroy();

    const database = createClient({ url: env.DATABASE_URL });
    const stored = new Set((await database.execute('SELECT subject FROM contact_message')).rows.map((row) => String(row.subject)));
    database.close();
    const lost = acknowledged.filter((subject) => !stored.has(subject));
    console.log(
      `Restart under load: ${requests} requests (${before} before the restart, ${requests - after} after the new process was live), ${failures.length} failed, ${acknowledged.length} messages acknowledged, ${lost.length} lost; the old process stopped in ${stoppedInMs} ms with ${exitCode}.`,
    );
    expect(exitCode).toBe(0);
    expect(stoppedInMs).toBeLessThan(10_000);
    if (failures.length > 0)
      console.log(
        site
          .output()
          .split('\n')
          .filter((line) => line.includes('error'))
          .join('\n'),
      );
    expect(failures).toEqual([]);
    expect(lost).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(20);
  });
});
