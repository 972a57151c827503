import type { Context } from 'hono';
import { messages } from '../../shared/messages';
import type { Language } from '../../shared/profile';
import { AppError } from './errors';

export type AppEnv = {
  Variables: {
    requestId: string;
    /** The signed-in user's E.164 number, or null. Set by the session middleware. */
    userPhone: string | null;
    /** The caller's language (Accept-Language): every message of the answer is in it. */
    language: Language;
  };
};

/** The signed-in user's phone number; 401 when nobody is signed in. */
export function requireUser(c: Context<AppEnv>): string {
  const phone = c.get('userPhone');
  if (!phone) throw new AppError('unauthorized', messages.notSignedIn);
  return phone;
}
