/**
 * A small counting semaphore: at most `slots` tasks run at once, the rest wait in order.
 * Decoding images is the server's largest memory cost, so it is bounded by slots, not by requests.
 */
export const createSlots = (slots: number) => {
  let running = 0;
  const waiting: Array<() => void> = [];

  const release = () => {
    running -= 1;
    const next = waiting.shift();
    if (next) {
      running += 1;
      next();
    }
  };

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < slots) running += 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
    /** For tests and the benchmark: how many run and how many wait right now. */
    state: () => ({ running, waiting: waiting.length }),
  };
};
