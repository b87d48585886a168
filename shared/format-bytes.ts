const ENGLISH_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** "820 KB", "14.2 MB": the size of a backup as a person reads it; `units` names them in another language, smallest first. */
export const formatBytes = (bytes: number, units: readonly string[] = ENGLISH_UNITS): string => {
  if (bytes < 1024) return `${bytes} ${units[0]}`;
  let value = bytes / 1024;
  let unit = 1;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 100 || unit === 1 ? Math.round(value) : value.toFixed(1)} ${units[unit]}`;
};
