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
    const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor;
    // Read from the right, entry by entry, skipping empty ones: every page view is counted with it.
    let end = header.length;
    let seen = 0;
    let leftmost = '';
    while (end > 0) {
      const comma = header.lastIndexOf(',', end - 1);
      const entry = header.slice(comma + 1, end).trim();
      if (entry) {
        seen += 1;
        leftmost = entry;
        if (seen === trustProxyHops) return entry;
      }
      end = comma;
    }
    // Fewer entries than trusted proxies: the leftmost is the nearest to the client there is.
    if (leftmost) return leftmost;
  }
  return remote ?? 'unknown';
};
