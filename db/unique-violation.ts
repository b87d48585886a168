/** True when a write failed on a UNIQUE constraint, however deep the driver wrapped it. */
export const isUniqueViolation = (error: unknown): boolean => {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && code.startsWith('SQLITE_CONSTRAINT')) return true;
    if (typeof message === 'string' && message.includes('UNIQUE constraint failed')) return true;
  }
  return false;
};
