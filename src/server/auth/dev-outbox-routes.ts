import { Hono } from 'hono';
import { z } from 'zod';
import { messages } from '../../shared/messages';
import type { AppEnv } from '../http/context';
import { validate } from '../http/validate';
import type { ConsoleSms } from './sms/console-sms';
import { toE164 } from './phone';

/** Development only (the console SMS provider): the last messages sent to a number. */
export function devOutboxRoutes(sms: ConsoleSms) {
  return new Hono<AppEnv>().get('/outbox', validate('query', z.object({ phone: z.string(messages.phoneBlank).max(32, messages.phoneInvalid) })), (c) => {
    const phone = toE164(c.req.valid('query').phone) ?? '';
    return c.json({ messages: sms.messagesTo(phone) });
  });
}
