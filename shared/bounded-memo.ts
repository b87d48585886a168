/**
 * Remembers `work`'s answer for each input asked before, up to `size` inputs: when full it forgets them
 * all at once, so a flood of distinct inputs (request targets, user agents) cannot grow it.
 */
export const boundedMemo = <T>(work: (input: string) => T, size: number) => {
  let known = new Map<string, T>();
  return (input: string) => {
    let value = known.get(input);
    if (value === undefined && !known.has(input)) {
      if (known.size >= size) known = new Map();
      value = work(input);
      known.set(input, value);
    }
    return value as T;
  };
};
