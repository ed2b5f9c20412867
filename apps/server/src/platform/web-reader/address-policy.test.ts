import { describe, expect, it } from 'vitest';
import { checkedAddressFor, isPublicAddress } from './address-policy';
import { WebReadError } from './errors';

describe('isPublicAddress', () => {
  it.each([
    // IPv4 special ranges, in every spelling the URL parser or a resolver may hand over
    ['127.0.0.1', 'loopback'],
    ['127.1', 'loopback, short form'],
    ['2130706433', 'loopback as one number'],
    ['0x7f000001', 'loopback in hex'],
    ['0.0.0.0', 'unspecified'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['192.0.2.1', 'documentation'],
    ['240.0.0.1', 'reserved'],
    // IPv6 special ranges
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['fe80::1', 'link-local'],
    ['fc00::1', 'unique local'],
    ['fd12:3456::1', 'unique local'],
    ['ff02::1', 'multicast'],
    ['fec0::1', 'site-local (deprecated)'],
    ['100::1', 'discard'],
    ['2001:db8::1', 'documentation'],
    // IPv4 hidden inside IPv6
    ['::7f00:1', 'IPv4-compatible 127.0.0.1'],
    ['::127.0.0.1', 'IPv4-compatible, dotted'],
    ['::a00:1', 'IPv4-compatible 10.0.0.1'],
    ['::808:808', 'IPv4-compatible, even of a public address (deprecated, never routed)'],
    ['::ffff:7f00:1', 'IPv4-mapped 127.0.0.1'],
    ['::ffff:127.0.0.1', 'IPv4-mapped, dotted'],
    ['::ffff:a9fe:a9fe', 'IPv4-mapped 169.254.169.254'],
    ['::ffff:0:7f00:1', 'IPv4-translated (RFC 6145)'],
    ['64:ff9b::7f00:1', 'NAT64 127.0.0.1'],
    ['64:ff9b::808:808', 'NAT64, even of a public address'],
    ['64:ff9b:1::a00:1', 'local-use NAT64'],
    ['2002:7f00:1::', '6to4 127.0.0.1'],
    ['2002:c0a8:101::1', '6to4 192.168.1.1'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo'],
    // not an address at all
    ['localhost', 'a name'],
    ['', 'empty'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    ['8.8.8.8'],
    ['1.1.1.1'],
    ['93.184.215.14'],
    ['::ffff:8.8.8.8'],
    ['2606:4700:4700::1111'],
    ['2a00:1450:4001:80b::200e'],
  ])('accepts %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('checkedAddressFor', () => {
  const noDns = () => Promise.reject(new Error('no DNS in this test'));

  it.each([
    'http://[::7f00:1]/',
    'http://[::127.0.0.1]/',
    'http://[64:ff9b::7f00:1]/',
    'http://[2002:7f00:1::]/',
  ])('refuses the literal address in %s', async (url) => {
    await expect(checkedAddressFor(new URL(url), noDns, false)).rejects.toBeInstanceOf(WebReadError);
  });

  it('refuses a name with one IPv4-compatible answer among public ones', async () => {
    const resolve = () => Promise.resolve(['93.184.215.14', '::7f00:1']);
    await expect(checkedAddressFor(new URL('http://example.com/'), resolve, false)).rejects.toMatchObject({
      code: 'blocked_address',
    });
  });
});
