import type { Context, Next } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { messages } from '../../shared/messages';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { clientIp } from '../http/client-ip';
import type { AppEnv } from '../http/context';
import { AppError } from '../http/errors';
import { validate } from '../http/validate';
import { keyedHash } from '../lib/keyed-hash';
import { takeRateSlot } from '../lib/rate-limit';
import type { Logger } from '../logger';
import { eventNames } from './events';
import { publicConfig } from './public-config';
import { errorRow, track, type Analytics } from './track';

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
export const maxBatch = 20;

const eventSchema = z.object({
  name: z.enum(eventNames, 'Unknown event name'),
  path: z.string('Invalid path').max(512, 'Invalid path'),
  // A random id the browser made (crypto.randomUUID): nothing about the person.
  visitorId: z.string('Invalid visitor id').regex(/^[A-Za-z0-9-]{8,64}$/, 'Invalid visitor id'),
  properties: z
    .record(z.string().max(64, 'Invalid properties'), z.unknown(), 'Invalid properties')
    .refine((p) => Object.keys(p).length <= 20, 'Too many properties')
    .optional(),
  source: z.string('Invalid source').max(64, 'Invalid source').nullish(),
});

/** `{ events: [...] }`, or a single event on its own. */
const batchSchema = z.preprocess(
  (body) => (body && typeof body === 'object' && !Array.isArray(body) && !('events' in body) ? { events: [body] } : body),
  z.object({ events: z.array(eventSchema, 'Invalid events').min(1, 'No events').max(maxBatch, 'Too many events') }),
);

const errorSchema = z.object({
  message: z.string('Invalid error report').max(5000, 'Invalid error report'),
  stack: z.string('Invalid error report').max(20_000, 'Invalid error report').optional(),
  route: z.string('Invalid route').max(1000, 'Invalid route'),
  requestId: z.string('Invalid error report').max(100, 'Invalid error report').optional(),
});

type Deps = { db: Db; config: Config; analytics: Analytics; logger: Logger; now: () => Date };

/**
 * First-party analytics and browser error reports. Both are open to visitors as well
 * as signed-in users, so both are limited per client IP; both answer 202 and nothing else.
 */
export function analyticsRoutes(deps: Deps) {
  const { config } = deps;
  const perIp = (bucket: string, limit: number, windowMs: number) => async (c: Context<AppEnv>, next: Next) => {
    const allowed = await takeRateSlot(deps.db, {
      bucket,
      subject: keyedHash(config.appSecret, 'ip', clientIp(c, config.trustProxy)),
      limit,
      windowMs,
      now: deps.now(),
    });
    if (!allowed) throw new AppError('rate_limited', messages.tooManyRequests);
    await next();
  };

  return new Hono<AppEnv>()
    .get('/public-config', (c) => c.json(publicConfig(config)))
    .post('/analytics/events', perIp('analytics-ip', config.analytics.eventsPerMinute, minuteMs), validate('json', batchSchema), async (c) => {
      const { events } = c.req.valid('json');
      const phone = c.get('userPhone');
      const userKey = phone ? deps.analytics.userKeyOf(phone) : null;
      const at = deps.now();
      await track(deps.db, ...events.map((e) => ({ ...e, origin: 'browser' as const, userKey, at })));
      return c.json({ accepted: events.length }, 202);
    })
    .post('/errors', perIp('errors-ip', config.analytics.errorReportsPerHour, hourMs), validate('json', errorSchema), async (c) => {
      const report = { source: 'browser' as const, ...c.req.valid('json') };
      const clean = errorRow(report);
      deps.logger.warn({ source: 'browser', route: clean.route, requestId: clean.requestId, error: clean.message }, 'Browser error');
      await deps.analytics.recordError({ ...report, userPhone: c.get('userPhone') });
      return c.json({ accepted: true }, 202);
    });
}
