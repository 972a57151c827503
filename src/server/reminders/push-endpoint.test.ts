import { describe, expect, it } from 'vitest';
import { pushAddress, pushEndpointUrl, type ResolveHost } from './push-endpoint';

const defaults = ['fcm.googleapis.com', '*.push.apple.com'];

describe('pushEndpointUrl', () => {
  it('takes a listed push service on 443, and gives the one URL the post is made to', () => {
    expect(pushEndpointUrl(defaults, 'https://FCM.googleapis.com/fcm/send/abc?x=1')?.href).toBe('https://fcm.googleapis.com/fcm/send/abc?x=1');
    expect(pushEndpointUrl(defaults, 'https://web.push.apple.com:443/3/device/abc')?.href).toBe('https://web.push.apple.com/3/device/abc');
  });

  it.each([
    'https://127.0.0.1;.push.apple.com/x',
    'https://127.0.0.1%3b.push.apple.com/x',
    "https://127.0.0.1'.push.apple.com/x",
    'https://web.push.apple.com:8443/x',
    'https://web.push.apple.com:80/x',
    'http://web.push.apple.com/x',
    'https://user@web.push.apple.com/x',
    'https://push.apple.com/x',
    'https://web.push.apple.com./x',
    'https://127.0.0.1/x',
  ])('refuses %s', (endpoint) => {
    expect(pushEndpointUrl(defaults, endpoint)).toBeNull();
  });

  it('matches an entry’s port, and an IP address only where the list names it whole', () => {
    expect(pushEndpointUrl(['127.0.0.1:8443'], 'https://127.0.0.1:8443/push/a')).not.toBeNull();
    expect(pushEndpointUrl(['127.0.0.1:8443'], 'https://127.0.0.1/push/a')).toBeNull();
    expect(pushEndpointUrl(['127.0.0.1'], 'https://127.0.0.1:8443/push/a')).toBeNull();
    expect(pushEndpointUrl(['*.0.0.1'], 'https://127.0.0.1/push/a')).toBeNull();
  });
});

describe('pushAddress', () => {
  const url = new URL('https://web.push.apple.com/3/device/abc');
  const resolvingTo =
    (...addresses: string[]): ResolveHost =>
    async () =>
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

  it('gives the first address when every one is public', async () => {
    expect(await pushAddress(url, resolvingTo('17.57.146.1', '2620:149:a44::1'))).toEqual({ address: '17.57.146.1', family: 4 });
  });

  it.each([
    ['private', '10.1.2.3'],
    ['private', '172.16.0.1'],
    ['private', '192.168.1.1'],
    ['loopback', '127.0.0.1'],
    ['loopback', '::1'],
    ['link-local (cloud metadata)', '169.254.169.254'],
    ['link-local', 'fe80::1'],
    ['unique-local', 'fd00::1'],
    ['carrier-grade NAT', '100.64.0.1'],
    ['multicast', '224.0.0.1'],
    ['unspecified', '0.0.0.0'],
    ['unspecified', '::'],
    ['loopback written as IPv6', '::ffff:127.0.0.1'],
  ])('refuses a %s address (%s), even beside a public one', async (_kind, address) => {
    expect(await pushAddress(url, resolvingTo('17.57.146.1', address))).toEqual({ notPublic: expect.stringContaining(address) });
  });

  it('throws when the name has no address', async () => {
    await expect(pushAddress(url, resolvingTo())).rejects.toThrow('web.push.apple.com has no address');
  });
});
