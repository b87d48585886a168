/**
 * The addresses a redirect joins (decision 190): it starts from a path of this site and leads to a path of
 * this site or an https:// address. Paths are kept decoded, without a query or a trailing slash, so
 * `/Old%20page/` and `/Old page` are one path.
 */

const MAX_PATH = 500;
/** Whitespace and control characters (a pasted line break, a tab), backslashes and NUL never belong in a path. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
const UNSAFE = /[\s\\\u0000-\u001f\u007f]/;
const DOT_SEGMENT = /(^|\/)\.\.?(\/|$)/;

/** A path as the redirects compare it: decoded, without a trailing slash (except the root); null when it cannot be read. */
export const redirectPathOf = (raw: string): string | null => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  return decoded.length > 1 ? decoded.replace(/\/+$/, '') || '/' : decoded;
};

/**
 * Whether a decoded path stays on this site however it is written back: one `/` at the start (`//host` and
 * `/\host` are another host to a browser), no whitespace or control characters, no `.` or `..` segment.
 */
export const isSitePath = (path: string) => path.startsWith('/') && !path.startsWith('//') && path.length <= MAX_PATH && !UNSAFE.test(path) && !DOT_SEGMENT.test(path);

/** A path of this site a redirect may start from: `/…` once decoded, no query or fragment. */
export const sitePathOf = (value: string): string | null => {
  const trimmed = value.trim();
  if (!trimmed.startsWith('/') || /[?#]/.test(trimmed)) return null;
  const path = redirectPathOf(trimmed);
  return path !== null && isSitePath(path) ? path : null;
};

const isHttpsAddress = (value: string) => {
  if (!/^https:\/\/[^\s\\]+$/i.test(value) || value.length > 2000) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && url.username === '' && url.password === '';
  } catch {
    return false;
  }
};

/**
 * Where a redirect may lead, as stored: a path of this site (with its query or fragment, if any) or an
 * https:// address; null for anything else (another scheme, `//host`, a relative path).
 */
export const redirectTargetOf = (value: string): string | null => {
  const trimmed = value.trim();
  if (trimmed.startsWith('/')) {
    const [path = '', rest = ''] = trimmed.split(/(?=[?#])/, 2);
    const local = sitePathOf(path);
    return local === null || UNSAFE.test(rest) ? null : `${local}${trimmed.slice(path.length)}`;
  }
  return isHttpsAddress(trimmed) ? trimmed : null;
};

/**
 * Whether a target as stored still leads where the rule above lets it: read again before it is answered,
 * so a row written by older code or by hand never sends a visitor off the site unannounced.
 */
export const isRedirectTarget = (target: string): boolean => {
  const path = localPathOf(target);
  return path === null ? isHttpsAddress(target) : isSitePath(path) && !UNSAFE.test(target.slice(path.length));
};

/** The path part of a target of this site (`/portfolio?x=1` → `/portfolio`), or null for an https:// address. */
export const localPathOf = (target: string): string | null => (target.startsWith('/') ? (target.split(/[?#]/, 1)[0] ?? target) : null);

/** The old addresses of a project's page in every edition. */
export const projectPaths = (slug: string) => [`/portfolio/${slug}`, `/ar/portfolio/${slug}`] as const;

/**
 * A target as an address on the wire (a Location header, a `_redirects` line): a path of this site is kept
 * decoded, so it is encoded; its query and fragment, and an https:// address, keep their escapes and only
 * characters outside ASCII are escaped.
 */
export const addressOf = (target: string): string => {
  const escapeRest = (rest: string) => rest.replace(/[^\x21-\x7e]/gu, (character) => encodeURIComponent(character));
  const path = localPathOf(target);
  return path === null ? escapeRest(target) : `${encodeURI(path)}${escapeRest(target.slice(path.length))}`;
};
