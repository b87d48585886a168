import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { AppEnv } from '../context.ts';
import { limitKeyOf, requestAddress, requestClient } from './client-address.ts';

describe('the rate limits’ key for a client', () => {
  it('is an IPv4 address as it is', () => {
    expect(limitKeyOf('203.0.113.9')).toBe('203.0.113.9');
    expect(limitKeyOf('unknown')).toBe('unknown');
  });

  it('is the /64 network of an IPv6 address, however it is written', () => {
    const sameNetwork = ['2001:db8:1:2::1', '2001:0db8:0001:0002:ffff:ffff:ffff:fffe', '2001:DB8:1:2:a:b:c:d', '[2001:db8:1:2::7]', '2001:db8:1:2::1%eth0'];
    expect(new Set(sameNetwork.map(limitKeyOf))).toEqual(new Set(['2001:db8:1:2::/64']));
    expect(limitKeyOf('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(limitKeyOf('::1')).toBe('0:0:0:0::/64');
  });

  it('is the IPv4 address of a client reached over IPv6', () => {
    expect(limitKeyOf('::ffff:192.0.2.44')).toBe('192.0.2.44');
    expect(limitKeyOf('::ffff:c000:22c')).toBe('192.0.2.44');
  });
});

describe('the client address behind a proxy (TRUST_PROXY)', () => {
  const answer = async (env: Record<string, string>, forwardedFor: string) => {
    const config = loadConfig(env);
    const app = new Hono<AppEnv>().get('/', (c) => {
      c.set('config', config);
      return c.json({ address: requestAddress(c), client: requestClient(c) });
    });
    return (await app.request('/', { headers: { 'X-Forwarded-For': forwardedFor } })).json();
  };

  it('is the entry the proxy added (the rightmost), never one the client wrote', async () => {
    expect(await answer({ TRUST_PROXY: 'true' }, '198.51.100.1, 203.0.113.9')).toEqual({ address: '203.0.113.9', client: '203.0.113.9' });
  });

  it('is the entry as many places from the right as there are trusted proxies', async () => {
    expect(await answer({ TRUST_PROXY: 'true', TRUST_PROXY_HOPS: '2' }, '10.0.0.1, 2001:db8:5:6::99, 198.51.100.200')).toEqual({
      address: '2001:db8:5:6::99',
      client: '2001:db8:5:6::/64',
    });
  });

  it('is ignored without TRUST_PROXY', async () => {
    expect(await answer({}, '203.0.113.9')).toEqual({ address: 'unknown', client: 'unknown' });
  });
});
