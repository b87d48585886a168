import { isIPv6 } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { addressOf, type ProxyTrust } from './forwarded-address.ts';

const connectionAddress = (c: Context) => {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
};

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
const ipv6Groups = (address: string): number[] | null => {
  const bare = address.replace(/^\[|\]$/g, '').split('%')[0] ?? '';
  if (!isIPv6(bare)) return null;
  // A trailing dotted IPv4 (::ffff:192.0.2.1) is two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(bare);
  const hex = dotted
    ? `${bare.slice(0, dotted.index)}${((Number(dotted[1]) << 8) | Number(dotted[2])).toString(16)}:${((Number(dotted[3]) << 8) | Number(dotted[4])).toString(16)}`
    : bare;
  const [head = '', tail] = hex.split('::');
  const parse = (part: string) => (part ? part.split(':').map((group) => Number.parseInt(group, 16)) : []);
  const start = parse(head);
  const end = tail === undefined ? [] : parse(tail);
  return [...start, ...Array<number>(8 - start.length - end.length).fill(0), ...end];
};

/**
 * The client as the rate limits count it: an IPv4 address as it is, an IPv6 address by its /64 network. One
 * household or server is given a whole /64, so counting each address of it would let one client change its
 * address at every request. An IPv4 client reached over IPv6 (`::ffff:192.0.2.1`) counts as its IPv4 address.
 */
export const limitKeyOf = (address: string): string => {
  const groups = ipv6Groups(address);
  if (!groups) return address;
  const isMappedIPv4 = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (isMappedIPv4) return [groups[6] ?? 0, groups[7] ?? 0].flatMap((group) => [group >> 8, group & 0xff]).join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
};

/** A context that knows how the client's address is read: the API's, whose configuration says it. */
type ProxyEnv = { Variables: { config: ProxyTrust } };

/** A request's client address read as `proxy` says (TRUST_PROXY, TRUST_PROXY_HOPS), for a handler outside the API's context. */
export const proxiedAddress = (c: Context, proxy: ProxyTrust) => addressOf(c.req.header('x-forwarded-for'), connectionAddress(c), proxy);

/** The client's own address as configured: what the activity log and the devices list show. */
export const requestAddress = <E extends ProxyEnv>(c: Context<E>) => proxiedAddress(c, c.get('config'));

/** The client of a request as every rate limit keys it (an IPv6 client by its /64). */
export const requestClient = <E extends ProxyEnv>(c: Context<E>) => limitKeyOf(requestAddress(c));
