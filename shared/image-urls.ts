/** Where the site serves the images it stores on its own disk. */
export const UPLOADS_PATH_PREFIX = '/uploads/';

/** `/uploads/` then safe segments: no `..`, no `//`, no backslash, nothing a browser reads as another host. */
const OWN_UPLOAD_PATH = /^\/uploads(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/;

const extraPrefixes = new Set<string>();

/**
 * The server adds the configured UPLOADS_PUBLIC_URL here at start, so images in a bucket served
 * over plain http (a local test server) are accepted as the site's own; https:// is accepted anyway.
 */
export const acceptUploadsPublicUrl = (prefix: string) => {
  extraPrefixes.add(prefix.endsWith('/') ? prefix : `${prefix}/`);
};

const isHttpsAddress = (value: string) => {
  if (!/^https:\/\/[^\s\\]+$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
};

const isUnderPublicUrl = (value: string) =>
  [...extraPrefixes].some((prefix) => {
    if (!value.startsWith(prefix)) return false;
    const rest = value.slice(prefix.length);
    return /^[A-Za-z0-9_-][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/.test(rest);
  });

/** An image address a page may show: the site's own upload, the configured bucket's, or any https:// address. */
export const isAcceptedImageUrl = (value: string) => OWN_UPLOAD_PATH.test(value) || isHttpsAddress(value) || isUnderPublicUrl(value);
