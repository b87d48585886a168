/** The value, or an error naming what was missing: for lookups the code knows succeed (a test's fixture, a benchmark's own data). */
export const must = <T>(value: T | null | undefined, what = 'a value'): T => {
  if (value === null || value === undefined) throw new Error(`Expected ${what}, found none.`);
  return value;
};
