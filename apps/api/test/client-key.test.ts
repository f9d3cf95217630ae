import { describe, expect, it } from 'vitest';
import { clientKey } from '../src/lib/client-key.ts';

describe('clientKey', () => {
  it('an IPv4 client is its address', () => {
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('an IPv6 client is its /64, however the address is written', () => {
    const key = '2001:db8:1:2::/64';
    for (const ip of ['2001:db8:1:2::1', '2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:0DB8:0001:0002:0:0:0:abcd']) expect(clientKey(ip), ip).toBe(key);
    expect(clientKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientKey('::1')).toBe('::/64');
  });

  it('anything else is counted as it is', () => {
    expect(clientKey('not an address')).toBe('not an address');
  });
});
