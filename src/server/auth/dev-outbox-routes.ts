import { Hono } from 'hono';
import { z } from 'zod';
import { messages } from '../../shared/messages';
import type { AppEnv } from '../http/context';
import { AppError } from '../http/errors';
import { validate } from '../http/validate';
import type { ConsoleSms } from './sms/console-sms';
import { toE164 } from './phone';

/** Names that only ever mean this machine: a browser puts them in Host only for a page on it. */
const loopbackNames = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The host name in a Host header ("example.in:3000", "[::1]:3000"), lower-cased; null when the
 * header is missing or is not a plain host and optional port.
 */
function hostNameOf(header: string | undefined) {
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/i.exec(header?.trim() ?? '');
  return match ? match[1]!.toLowerCase() : null;
}

/**
 * Development only (the console SMS provider): the last messages sent to a number.
 *
 * Answered only when the request names this site in its Host header: the host of PUBLIC_SITE_URL,
 * or localhost, 127.0.0.1 or [::1]. A page on another site that points its own name at 127.0.0.1
 * (DNS rebinding) can reach a developer's server, but its requests carry its own name in Host, so
 * it gets a 404 and no codes. The check is on the name, not the port: a rebinding page cannot put
 * a loopback name in Host, and a proxy in front (Vite's dev server on 5173) sends the port the
 * browser used, not ours.
 */
export function devOutboxRoutes(sms: ConsoleSms, publicSiteUrl: string) {
  const allowed = new Set([new URL(publicSiteUrl).hostname, ...loopbackNames]);
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      const name = hostNameOf(c.req.header('host'));
      if (name === null || !allowed.has(name)) throw new AppError('not_found', messages.notFound);
      await next();
    })
    .get('/outbox', validate('query', z.object({ phone: z.string(messages.phoneBlank).max(32, messages.phoneInvalid) })), (c) => {
      const phone = toE164(c.req.valid('query').phone) ?? '';
      return c.json({ messages: sms.messagesTo(phone) });
    });
}
