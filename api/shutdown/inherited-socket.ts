/** The first descriptor systemd passes (sd_listen_fds): 0–2 are the standard streams. */
const FIRST_PASSED_FD = 3;

/**
 * The listening socket systemd passes to the service when nile-atelier.socket holds the port (socket
 * activation), or undefined. The socket outlives the process: connections that arrive while the server
 * restarts wait in its queue for the next process instead of being refused. LISTEN_PID names the process
 * meant; the variables are removed so the site builds this process starts do not take the socket as theirs.
 */
export const inheritedSocket = (env: NodeJS.ProcessEnv = process.env): { fd: number } | undefined => {
  const count = Number(env.LISTEN_FDS ?? 0);
  const meant = env.LISTEN_PID === undefined || Number(env.LISTEN_PID) === process.pid;
  delete env.LISTEN_FDS;
  delete env.LISTEN_PID;
  delete env.LISTEN_FDNAMES;
  return count >= 1 && meant ? { fd: FIRST_PASSED_FD } : undefined;
};
