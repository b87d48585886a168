/** How the client's address is read (TRUST_PROXY, TRUST_PROXY_HOPS). */
export interface ProxyTrust {
  trustProxy: boolean;
  trustProxyHops: number;
}

/**
 * The client's address from a request's X-Forwarded-For and the address of the connection. Behind
 * TRUST_PROXY, the entry the trusted proxy added to X-Forwarded-For: the rightmost, or the `hops`-th
 * from the right behind a chain (entries further left are written by the client).
 */
export const addressOf = (forwardedFor: string | string[] | undefined, remote: string | undefined, { trustProxy, trustProxyHops }: ProxyTrust): string => {
  if (trustProxy && forwardedFor) {
    const entries = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor)
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const forwarded = entries[Math.max(0, entries.length - trustProxyHops)];
    if (forwarded) return forwarded;
  }
  return remote ?? 'unknown';
};
