import { describe, expect, it } from 'vitest';
import { addressOf } from './forwarded-address.ts';

const trusted = (hops: number) => ({ trustProxy: true, trustProxyHops: hops });

describe('the client address', () => {
  it('is the entry the trusted proxies added to X-Forwarded-For, counted from the right', () => {
    expect(addressOf('203.0.113.7', '10.0.0.1', trusted(1))).toBe('203.0.113.7');
    expect(addressOf('198.51.100.1, 203.0.113.7', '10.0.0.1', trusted(1))).toBe('203.0.113.7');
    expect(addressOf('198.51.100.1, 203.0.113.7, 192.0.2.9', '10.0.0.1', trusted(2))).toBe('203.0.113.7');
    expect(addressOf(['198.51.100.1', '203.0.113.7'], '10.0.0.1', trusted(1))).toBe('203.0.113.7');
  });

  it('skips empty entries, and is the leftmost one behind fewer entries than trusted proxies', () => {
    expect(addressOf(' 198.51.100.1 ,, 203.0.113.7 , ', '10.0.0.1', trusted(2))).toBe('198.51.100.1');
    expect(addressOf(',203.0.113.7', '10.0.0.1', trusted(3))).toBe('203.0.113.7');
  });

  it('is the connection’s address without a proxy to trust or an entry to read', () => {
    expect(addressOf('203.0.113.7', '10.0.0.1', { trustProxy: false, trustProxyHops: 1 })).toBe('10.0.0.1');
    expect(addressOf(' , ', '10.0.0.1', trusted(1))).toBe('10.0.0.1');
    expect(addressOf(undefined, undefined, trusted(1))).toBe('unknown');
  });
});
