/**
 * Runs `run` one at a time, again after the running one when asked meanwhile: a request during a run
 * causes exactly one more run after it, however many requests came. A run that fails is reported to
 * `onError` and does not stop the next one. What a run does, and why it was asked for, is the caller's.
 */
export const rerunAfter = (run: () => Promise<void>, { onError, onIdle }: { onError: (error: unknown) => void; onIdle?: () => void }) => {
  let active: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let idleWaiters: (() => void)[] = [];

  const loop = async () => {
    do {
      again = false;
      await run().catch(onError);
    } while (again && !stopped);
    active = undefined;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
    onIdle?.();
  };

  return {
    /** Starts a run, or asks for one more after the running one. Nothing after stop(). */
    request() {
      if (stopped) return;
      if (active) again = true;
      else active = loop();
    },
    /** Whether a run is going on (or about to start again). */
    running: () => active !== undefined,
    /** Resolves once no run is going on. */
    whenIdle: () => (active ? new Promise<void>((resolve) => idleWaiters.push(resolve)) : Promise.resolve()),
    /** Asks for no more runs and resolves once the running one has finished. */
    async stop() {
      stopped = true;
      await active;
    },
  };
};
