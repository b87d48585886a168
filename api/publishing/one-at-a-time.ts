/**
 * Makes tasks wait for each other: the publisher's builds and the preview builds share one Astro
 * project (its `.astro` and asset caches) and two CPU-heavy builds at once would only slow both.
 */
export const oneAtATime = () => {
  let tail: Promise<unknown> = Promise.resolve();
  return <Args extends unknown[]>(task: (...args: Args) => Promise<void>) =>
    (...args: Args): Promise<void> => {
      const run = tail.then(() => task(...args));
      tail = run.catch(() => {});
      return run;
    };
};
