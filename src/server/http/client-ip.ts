import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import ipaddr from 'ipaddr.js';
import { keyedHash } from '../lib/keyed-hash';

/**
 * The caller's address for per-IP limits. `X-Forwarded-For` is believed only behind a trusted
 * proxy, and then only its last entry (the one our own proxy appended): earlier entries are
 * whatever the client wrote (docs/security.md, One-time codes).
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for');
    const last = forwarded?.split(',').map((s) => s.trim()).filter(Boolean).at(-1);
    if (last) return last;
  }
  // Tests that call app.request() pass a fake `incoming.socket` as the env, as node-server does.
  return getConnInfo(c).remote.address ?? 'unknown';
}

/**
 * The network a per-IP limit counts: an IPv4 address on its own, an IPv6 address by its /64. One
 * IPv6 subscriber is usually handed a whole /64, so counting single addresses would give an
 * attacker 2^64 fresh allowances. IPv4-mapped IPv6 addresses count as their IPv4 address.
 */
export function ipNetwork(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((p) => p.toString(16)).join(':')}::/64`;
}

/** A per-IP rate-limit subject: a keyed hash of the network, so the counters say nothing about who was counted. */
export const ipSubject = (secret: string, ip: string) => keyedHash(secret, 'ip', ipNetwork(ip));
