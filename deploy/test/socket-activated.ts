import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ENTRY = fileURLToPath(new URL('../../scripts/start.ts', import.meta.url));

interface TcpHandle {
  fd: number;
  bind: (address: string, port: number) => number;
  close: () => void;
}
interface TcpWrap {
  TCP: new (type: number) => TcpHandle;
  constants: { SERVER: number };
}

interface BoundSocket {
  fd: number;
  close: () => void;
}

/**
 * What systemd's nile-atelier.socket is to the service: a TCP socket on 127.0.0.1:`port` this process holds
 * but never accepts on, handed to each server process it starts. Only the servers listen on it; while none
 * runs, connections wait in its queue.
 */
export const holdSocket = (port: number): BoundSocket => {
  // Node's public API accepts on every socket it listens on; this one must only be held.
  const { TCP, constants } = (process as unknown as { binding: (name: 'tcp_wrap') => TcpWrap }).binding('tcp_wrap');
  const handle = new TCP(constants.SERVER);
  const failed = handle.bind('127.0.0.1', port);
  if (failed) throw new Error(`Could not bind 127.0.0.1:${port} (${failed})`);
  return { fd: handle.fd, close: () => handle.close() };
};

export interface ActivatedServer {
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<number | null>;
}

/** `npm start`'s process as systemd starts it with the socket (LISTEN_FDS=1, the socket as descriptor 3). */
export const spawnActivated = (socket: BoundSocket, env: NodeJS.ProcessEnv): ActivatedServer => {
  const child = spawn(process.execPath, [ENTRY], { cwd: ROOT, env: { ...env, LISTEN_FDS: '1' }, stdio: ['ignore', 'pipe', 'pipe', socket.fd] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const stop = () =>
    new Promise<number | null>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
      child.once('exit', (code) => resolve(code));
      child.kill('SIGTERM');
    });
  return { child, output: () => output, stop };
};

/** Resolves once the server says it is live; fails with its output if it exits first or takes too long. */
export const whenLive = async (server: ActivatedServer, timeoutMs = 60_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!server.output().includes('Nile Atelier is live')) {
    if (server.child.exitCode !== null || Date.now() > deadline) throw new Error(`The server did not start:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};
