import { AsyncLocalStorage } from 'node:async_hooks';
import pino from 'pino';

export type Logger = pino.Logger;

/** The request being served, so every log line written while serving it carries its id. */
export const requestContext = new AsyncLocalStorage<{ requestId: string }>();

/**
 * Structured JSON logs. Anything that could carry a phone number, code, token or birth detail is
 * redacted by key, as a second line of defence: call sites should not log those at all.
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      mixin: () => {
        const requestId = requestContext.getStore()?.requestId;
        return requestId ? { requestId } : {};
      },
      redact: {
        paths: ['phone', 'phoneNumber', 'code', 'token', 'cookie', 'birthDate', 'birthTime', 'birthPlace', '*.phone', '*.phoneNumber', '*.code', '*.token', 'req.headers.cookie'],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
