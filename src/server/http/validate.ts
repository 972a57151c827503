import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ZodType } from 'zod';
import { messages } from '../../shared/messages';
import { AppError } from './errors';

/** U+0000 anywhere in a parsed value: PostgreSQL's text and jsonb cannot store it. */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value && typeof value === 'object') return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || holdsNul(inner));
  return false;
}

/**
 * zod validation with our error shape: the first problem's message (the spec's wording, set in
 * the schema) becomes `{ error }` with status 400. Unknown fields are dropped by zod objects, so
 * a client cannot slip protected fields through: every route ignores them alike.
 *
 * Two failures never reach the schema's messages, so they get clear ones here: a body that is not
 * JSON at all (Hono throws its own 400 before zod runs, which `app.onError` would turn into a
 * 500), and a body that is JSON but not an object. A NUL character that passed the schema is
 * refused too: the database would fail on it with a 500.
 */
export const validate = <Target extends keyof ValidationTargets, Schema extends ZodType>(target: Target, schema: Schema) => {
  const check = zValidator(target, schema, (result) => {
    if (!result.success) {
      const issue = result.error.issues[0];
      const notAnObject = issue?.code === 'invalid_type' && issue.path.length === 0;
      throw new AppError('bad_request', notAnObject ? messages.bodyNotObject : (issue?.message ?? messages.invalidRequest));
    }
    if (holdsNul(result.data)) throw new AppError('bad_request', messages.characterNotAllowed);
  });
  const guarded: typeof check = async (c, next) => {
    let reached = false;
    try {
      return await check(c, async () => {
        reached = true;
        await next();
      });
    } catch (error) {
      if (!reached && error instanceof HTTPException && error.status === 400) throw new AppError('bad_request', messages.malformedJson);
      throw error;
    }
  };
  return guarded;
};
