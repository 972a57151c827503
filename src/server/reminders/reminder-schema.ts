import { z } from 'zod';
import { messages } from '../../shared/messages';
import { reminderTimePattern } from '../../shared/reminders';
import { pushEndpointUrl } from './push-endpoint';

const invalid = messages.reminderSubscriptionInvalid;

/** Far longer than any push service's endpoint (FCM's and Apple's are about 200 characters). */
const maxEndpointLength = 1024;

/** A key in base64url (padding allowed) that decodes to `bytes` bytes, as PushSubscription.toJSON() gives it. */
const keyOf = (bytes: number, check: (key: Buffer) => boolean = () => true) =>
  z
    .string({ error: invalid })
    .max(100, invalid)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, invalid)
    .refine((value) => {
      const key = Buffer.from(value, 'base64url');
      return key.length === bytes && check(key);
    }, invalid);

const endpointText = z.string({ error: invalid }).min(1, invalid).max(maxEndpointLength, invalid);

/** The bodies of PUT and DELETE /api/reminders, for this operator's list of push services. */
export function reminderSchemas(pushServiceHosts: readonly string[]) {
  const subscription = z.object(
    {
      endpoint: endpointText.refine((endpoint) => pushEndpointUrl(pushServiceHosts, endpoint) !== null, messages.reminderEndpointNotAllowed),
      keys: z.object(
        {
          // The browser's P-256 public key, uncompressed (0x04, x, y): what the payload is encrypted to.
          p256dh: keyOf(65, (key) => key[0] === 4),
          auth: keyOf(16),
        },
        { error: invalid },
      ),
    },
    { error: invalid },
  );
  return {
    subscribe: z.object({
      subscription,
      timeOfDay: z.string({ error: messages.reminderTimeInvalid }).regex(reminderTimePattern, messages.reminderTimeInvalid),
    }),
    unsubscribe: z.object({ endpoint: endpointText }),
  };
}

export type SubscribeInput = z.infer<ReturnType<typeof reminderSchemas>['subscribe']>;
