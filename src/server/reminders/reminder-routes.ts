import { Hono } from 'hono';
import { messagesIn } from '../../shared/messages-in';
import { REMINDER_DEVICES_LIMIT } from '../../shared/reminders';
import { requireUser, type AppEnv } from '../http/context';
import { AppError } from '../http/errors';
import { validate } from '../http/validate';
import { pushAddress, pushEndpointUrl, type ResolveHost } from './push-endpoint';
import { reminderSchemas } from './reminder-schema';
import type { ReminderService } from './reminder-service';

type ReminderRouteDeps = { reminders: ReminderService; publicKey: string; pushServiceHosts: readonly string[]; resolveHost: ResolveHost; now: () => Date };

/**
 * Whether an allowed endpoint's host resolves into a private network now. A name that does not
 * resolve at the moment is left to the sender, which checks every address again before each post.
 */
async function resolvesPrivately(deps: ReminderRouteDeps, endpoint: string) {
  const url = pushEndpointUrl(deps.pushServiceHosts, endpoint);
  if (!url) return true;
  try {
    return 'notPublic' in (await pushAddress(url, deps.resolveHost));
  } catch {
    return false;
  }
}

/**
 * /api/reminders: the signed-in user's daily reminder by Web Push, per browser. The answer carries
 * the VAPID public key browsers subscribe to; the private key stays on the server.
 */
export function reminderRoutes(deps: ReminderRouteDeps) {
  const schemas = reminderSchemas(deps.pushServiceHosts);
  return (
    new Hono<AppEnv>()
      .get('/reminders', async (c) =>
        c.json({ publicKey: deps.publicKey, limit: REMINDER_DEVICES_LIMIT, devices: await deps.reminders.devices(requireUser(c)) }),
      )
      // Turns it on for this browser, or changes its time: the same request either way.
      .put('/reminders', validate('json', schemas.subscribe), async (c) => {
        const phone = requireUser(c);
        const input = c.req.valid('json');
        const text = messagesIn(c.get('language'));
        if (await resolvesPrivately(deps, input.subscription.endpoint)) throw new AppError('bad_request', text.reminderEndpointNotAllowed);
        const device = await deps.reminders.subscribe(phone, input, deps.now());
        if (!device) throw new AppError('conflict', text.reminderDevicesLimit(REMINDER_DEVICES_LIMIT));
        return c.json({ device });
      })
      // Turning off a browser the user does not have (already off, or another account's) changes nothing.
      .delete('/reminders', validate('json', schemas.unsubscribe), async (c) =>
        c.json({ removed: await deps.reminders.unsubscribe(requireUser(c), c.req.valid('json').endpoint) }),
      )
  );
}
