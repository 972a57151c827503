import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientIp } from './client-ip';

function appSeeing(trustProxy: boolean) {
  return new Hono().get('/', (c) => c.text(clientIp(c, trustProxy)));
}

const fromSocket = (address: string) => ({ incoming: { socket: { remoteAddress: address, remotePort: 1, remoteFamily: 'IPv4' } } });

async function seen(trustProxy: boolean, forwardedFor?: string) {
  const headers = forwardedFor === undefined ? undefined : { 'x-forwarded-for': forwardedFor };
  const res = await appSeeing(trustProxy).request('/', { headers }, fromSocket('10.0.0.7'));
  return res.text();
}

describe('clientIp', () => {
  it('uses the socket address when no proxy is trusted, whatever X-Forwarded-For says', async () => {
    expect(await seen(false)).toBe('10.0.0.7');
    expect(await seen(false, '203.0.113.9')).toBe('10.0.0.7');
  });

  it('behind a trusted proxy, uses the last X-Forwarded-For entry (the one the proxy appended)', async () => {
    expect(await seen(true, '203.0.113.9')).toBe('203.0.113.9');
    expect(await seen(true, '1.2.3.4, 5.6.7.8,  203.0.113.9 ')).toBe('203.0.113.9');
  });

  it('behind a trusted proxy, falls back to the socket when the header is missing or empty', async () => {
    expect(await seen(true)).toBe('10.0.0.7');
    expect(await seen(true, ' , ')).toBe('10.0.0.7');
  });
});
