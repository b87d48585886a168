/**
 * A value made the first time it is asked for, then kept. For Intl formatters: the first one a page makes costs a
 * phone 20–30 ms (it loads the time zones), so a module that merely holds formatters makes none until something
 * is formatted.
 */
export const onFirstUse = <T>(make: () => T): (() => T) => {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
};
