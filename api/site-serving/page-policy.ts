const META_POLICY = /<meta\s+http-equiv=["']?content-security-policy["']?\s+content=(?:"([^"]*)"|'([^']*)')/i;

/** Used when a page carries no policy of its own. */
const FALLBACK_POLICY = "default-src 'self'; img-src 'self' data: blob:; object-src 'none'; base-uri 'self'; form-action 'self'";

/** Directives a <meta> policy cannot express, so the header adds them. */
const HEADER_ONLY = ["frame-ancestors 'none'"];

/**
 * The Content-Security-Policy header for a built page: the policy Astro computed for it
 * (script and style hashes included) plus the directives only a header can carry.
 */
export const pagePolicy = (html: string): string => {
  const match = META_POLICY.exec(html);
  const fromPage = (match?.[1] ?? match?.[2])?.replaceAll('&#39;', "'").replaceAll('&quot;', '"').trim() ?? FALLBACK_POLICY;
  const directives = fromPage
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean);
  return [...directives, ...HEADER_ONLY].join('; ');
};
