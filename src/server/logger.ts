import { AsyncLocalStorage } from 'node:async_hooks';
import pino from 'pino';
import pretty from 'pino-pretty';

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

/**
 * Where the server's log lines go: readable lines ("12:04:31 INFO: Jyotishi is running…") when a
 * person watches a terminal, JSON lines for log collectors otherwise. The same redaction applies to
 * both, since it happens before a line is formatted.
 */
export function logDestination(stream: NodeJS.WritableStream & { isTTY?: boolean } = process.stdout): pino.DestinationStream | undefined {
  if (!stream.isTTY) return undefined;
  return pretty({ destination: stream, sync: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' });
}
