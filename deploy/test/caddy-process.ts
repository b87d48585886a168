import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The real Caddyfile of the recipe, which every test of Caddy runs. */
const CADDYFILE = fileURLToPath(new URL('../Caddyfile', import.meta.url));

/** Debian's caddy package (`.ci/run` installs it), or undefined when the machine has none. */
const caddyBinary = (): string | undefined => {
  const found = spawnSync('sh', ['-c', 'command -v caddy'], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : undefined;
};

/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

export interface CaddyProcess {
  child: ChildProcess;
  /** https://localhost:<port> */
  base: string;
  port: number;
  /** The certificate of Caddy's local authority, which signed the site's certificate (`tls internal`). */
  rootCertificate: () => Buffer;
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Caddy with deploy/Caddyfile in front of the app at `appAddress`, with a certificate of its own local
 * authority (CADDY_TLS=internal). A few lines of global options come first, which a server has no need of:
 * no admin endpoint, no listener on port 80, no change to the system's trusted certificates.
 */
export const startCaddy = async (dir: string, appAddress: string): Promise<CaddyProcess> => {
  const binary = caddyBinary();
  if (!binary) throw new Error('caddy is not installed (apt-get install caddy)');
  const port = await freePort();
  const config = join(dir, 'Caddyfile.test');
  writeFileSync(config, `{\n\tadmin off\n\tauto_https disable_redirects\n\tskip_install_trust\n\thttps_port ${port}\n}\n\nimport ${CADDYFILE}\n`);
  const child = spawn(binary, ['run', '--config', config, '--adapter', 'caddyfile'], {
    env: {
      PATH: process.env.PATH,
      HOME: dir,
      XDG_DATA_HOME: join(dir, 'caddy-data'),
      XDG_CONFIG_HOME: join(dir, 'caddy-config'),
      SITE_ADDRESS: `localhost:${port}`,
      APP_ADDRESS: appAddress,
      CADDY_TLS: 'internal',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const rootPath = join(dir, 'caddy-data', 'caddy', 'pki', 'authorities', 'local', 'root.crt');
  const deadline = Date.now() + 30_000;
  while (!existsSync(rootPath) || !output.includes('certificate obtained successfully')) {
    if (child.exitCode !== null) throw new Error(`Caddy exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`Caddy did not get its certificate:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    child,
    base: `https://localhost:${port}`,
    port,
    rootCertificate: () => readFileSync(rootPath),
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
};
