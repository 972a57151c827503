import { Hono } from 'hono';
import { messagesIn } from '../../shared/messages-in';
import { REMINDER_DEVICES_LIMIT } from '../../shared/reminders';
import { requireUser, type AppEnv } from '../http/context';
import { AppError } from '../http/errors';
import { validate } from '../http/validate';
import { reminderSchemas } from './reminder-schema';
import type { ReminderService } from './reminder-service';

/**
 * /api/reminders: the signed-in user's daily reminder by Web Push, per browser. The answer carries
 * the VAPID public key browsers subscribe to; the private key stays on the server.
 */
export function reminderRoutes(deps: { reminders: ReminderService; publicKey: string; pushServiceHosts: readonly string[]; now: () => Date }) {
  const schemas = reminderSchemas(deps.pushServiceHosts);
  return (
    new Hono<AppEnv>()
      .get('/reminders', async (c) =>
        c.json({ publicKey: deps.publicKey, limit: REMINDER_DEVICES_LIMIT, devices: await deps.reminders.devices(requireUser(c)) }),
      )
      // Turns it on for this browser, or changes its time: the same request either way.
      .put('/reminders', validate('json', schemas.subscribe), async (c) => {
        const device = await deps.reminders.subscribe(requireUser(c), c.req.valid('json'), deps.now());
        if (!device) throw new AppError('conflict', messagesIn(c.get('language')).reminderDevicesLimit(REMINDER_DEVICES_LIMIT));
        return c.json({ device });
      })
      // Turning off a browser the user does not have (already off, or another account's) changes nothing.
      .delete('/reminders', validate('json', schemas.unsubscribe), async (c) =>
        c.json({ removed: await deps.reminders.unsubscribe(requireUser(c), c.req.valid('json').endpoint) }),
      )
  );
}
