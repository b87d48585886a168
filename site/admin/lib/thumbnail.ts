/**
 * Uploaded images have smaller copies beside them (`<name>-480w.webp`).
 * Lists use that copy; images narrower than 480 px have none, and the caller falls back to the original.
 */
const UPLOADED = /^(\/uploads\/[A-Za-z0-9_-]+?)\.webp$/;

export const thumbnailUrl = (url: string): string | null => {
  const match = UPLOADED.exec(url);
  const base = match?.[1];
  if (!base || /-\d+w$/.test(base)) return null;
  return `${base}-480w.webp`;
};
