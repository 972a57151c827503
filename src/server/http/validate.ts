import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { AppError } from './errors';

/**
 * zod validation with our error shape: the first problem's message (the spec's wording, set in
 * the schema) becomes `{ error }` with status 400. Unknown fields are dropped by zod objects, so
 * a client cannot slip protected fields through.
 */
export const validate = <Target extends keyof ValidationTargets, Schema extends ZodType>(target: Target, schema: Schema) =>
  zValidator(target, schema, (result) => {
    if (!result.success) {
      throw new AppError('bad_request', result.error.issues[0]?.message ?? 'Invalid request');
    }
  });
