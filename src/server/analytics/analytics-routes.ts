import type { Context, Next } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { isFlatPropertyValue, maxEventProperties, visitorIdPattern } from '../../shared/analytics';
import { messages } from '../../shared/messages';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { clientIp } from '../http/client-ip';
import type { AppEnv } from '../http/context';
import { waitRefusal } from '../http/errors';
import { validate } from '../http/validate';
import type { Logger } from '../logger';
import type { AnalyticsBudgets } from './budgets';
import { eventNames } from './events';
import { publicConfig } from './public-config';
import { errorRow, type Analytics } from './track';

export const maxBatch = 20;

const eventSchema = z.object({
  name: z.enum(eventNames, 'Unknown event name'),
  path: z.string('Invalid path').max(512, 'Invalid path'),
  // A random id the browser made (crypto.randomUUID): nothing about the person, and nothing else.
  visitorId: z.string('Invalid visitor id').regex(visitorIdPattern, 'Invalid visitor id'),
  // Flat values only, checked one level deep: nothing nested reaches a walker or the database.
  properties: z
    .record(z.string().max(64, 'Invalid properties'), z.unknown(), 'Invalid properties')
    .refine((p) => Object.keys(p).length <= maxEventProperties, 'Too many properties')
    .refine((p) => Object.values(p).every(isFlatPropertyValue), messages.eventPropertiesFlat)
    .optional(),
  // Any text is taken, but only the sources we hand out are stored (normalizeSource); others count
  // as direct, so a page still cached with an older client never has its events refused.
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

type Deps = { db: Db; config: Config; analytics: Analytics; budgets: AnalyticsBudgets; logger: Logger; now: () => Date };

/**
 * First-party analytics and browser error reports. Both are open to visitors as well
 * as signed-in users, so both are limited per client IP (analytics also per visitor id).
 *
 * Events over their budget are dropped, and the answer is still 202 with the number stored
 * (`{ accepted }`, possibly fewer than sent, possibly 0), not 429: the browser sends events as
 * beacons, which cannot read an answer and never retry, and a 429 would only add an error to the
 * console of a page that is working. 429 is kept for the request rate (ANALYTICS_EVENTS_PER_MINUTE)
 * and the error reports, which the browser also drops without retrying.
 */
export function analyticsRoutes(deps: Deps) {
  const { config, budgets } = deps;
  const ipOf = (c: Context<AppEnv>) => clientIp(c, config.trustProxy);
  // A refusal says how long to wait, as every refusal for a wait does.
  const limited = (limit: { take: (ip: string) => Promise<boolean>; waitMs: (ip: string) => Promise<number> }) => async (c: Context<AppEnv>, next: Next) => {
    const ip = ipOf(c);
    if (!(await limit.take(ip))) throw waitRefusal(await limit.waitMs(ip), c.get('language'));
    await next();
  };

  return new Hono<AppEnv>()
    .get('/public-config', (c) => c.json(publicConfig(config)))
    .post('/analytics/events', limited(budgets.eventRequest), validate('json', batchSchema), async (c) => {
      const { events } = c.req.valid('json');
      const phone = c.get('userPhone');
      const userKey = phone ? deps.analytics.userKeyOf(phone) : null;
      const at = deps.now();
      const accepted = await budgets.storeEvents(
        ipOf(c),
        events.map((e) => ({ ...e, origin: 'browser' as const, userKey, at })),
      );
      return c.json({ accepted }, 202);
    })
    .post('/errors', limited(budgets.errorReport), validate('json', errorSchema), async (c) => {
      const report = { source: 'browser' as const, ...c.req.valid('json') };
      const clean = errorRow(report);
      deps.logger.warn({ source: 'browser', route: clean.route, requestId: clean.requestId, error: clean.message }, 'Browser error');
      await deps.analytics.recordError({ ...report, userPhone: c.get('userPhone') });
      return c.json({ accepted: true }, 202);
    });
}
