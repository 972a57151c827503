import { zValidator } from '@hono/zod-validator';
import type { Context, ValidationTargets } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ZodType } from 'zod';
import { messages } from '../../shared/messages';
import { AppError } from './errors';

/**
 * How deeply a request body may nest (the body itself is level 1). Ours nest three or four levels;
 * far deeper serves only to exhaust the stack of whatever walks the body.
 */
export const maxBodyDepth = 32;

/**
 * Whether `found` holds for any value inside a parsed body (keys count, at their object's level),
 * walked with a stack of our own rather than recursion, so no nesting can overflow the call stack.
 */
function anyInside(value: unknown, found: (inner: unknown, depth: number) => boolean): boolean {
  const pending: Array<[unknown, number]> = [[value, 1]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [current, depth] = next;
    if (found(current, depth)) return true;
    if (Array.isArray(current)) {
      for (const inner of current) pending.push([inner, depth + 1]);
    } else if (current && typeof current === 'object') {
      for (const [key, inner] of Object.entries(current)) {
        if (found(key, depth)) return true;
        pending.push([inner, depth + 1]);
      }
    }
  }
  return false;
}

/** U+0000 anywhere in a parsed value: PostgreSQL's text and jsonb cannot store it. */
const holdsNul = (value: unknown) => anyInside(value, (inner) => typeof inner === 'string' && inner.includes('\u0000'));

const nestsTooDeep = (value: unknown) => anyInside(value, (_inner, depth) => depth > maxBodyDepth);

/** The JSON media types Hono's validator reads a body for (hono/validator); other bodies it ignores. */
const jsonMediaType = /^application\/([\w.-]+\+)?json$/i;

/**
 * Refuses a JSON body nested deeper than `maxBodyDepth`, whatever its fields, before any schema or
 * check walks it. The body is parsed once more here (it is at most 32 KB, apiGuard); a body that
 * is not JSON at all is left to the validator, which answers it with `malformedJson`.
 */
async function refuseDeepJson(c: Context) {
  const mediaType = c.req.header('content-type')?.split(';', 1)[0]?.trim() ?? '';
  if (!jsonMediaType.test(mediaType)) return;
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return;
  }
  if (nestsTooDeep(body)) throw new AppError('bad_request', messages.badRequest);
}

/**
 * zod validation with our error shape: the first problem's message (the spec's wording, set in
 * the schema) becomes `{ error }` with status 400. Unknown fields are dropped by zod objects, so
 * a client cannot slip protected fields through: every route ignores them alike.
 *
 * Two failures never reach the schema's messages, so they get clear ones here: a body that is not
 * JSON at all (Hono throws its own 400 before zod runs, which `app.onError` would turn into a
 * 500), and a body that is JSON but not an object. A NUL character that passed the schema is
 * refused too: the database would fail on it with a 500. So is a body nested more than
 * `maxBodyDepth` levels, before the schema sees it, unknown fields included: 9,000 nested arrays
 * once overflowed the stack in the NUL check and answered 500, each 500 writing an error report.
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
    if (target === 'json') await refuseDeepJson(c);
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
