import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

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
