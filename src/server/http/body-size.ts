import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { messages } from '../../shared/messages';
import { AppError } from './errors';

/** Request bodies are bounded (docs/security.md, Web): 413 with the usual JSON error beyond `maxSize`. */
export function bodySizeLimit(maxSize: number): MiddlewareHandler {
  return bodyLimit({
    maxSize,
    onError: () => {
      throw new AppError('payload_too_large', messages.bodyTooLarge);
    },
  });
}
