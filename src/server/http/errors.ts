import type { Context, ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { localizeMessage, messagesIn } from '../../shared/messages-in';
import { localizeChartChoicesMessage } from '../../shared/chart-choices-messages';
import { localizeMuhurtaMessage } from '../../shared/muhurta-messages';
import { localizeQuestionMessage } from '../../shared/question-messages';
import { localizeReferralMessage } from '../../shared/referral-messages';
import { localizeResidenceMessage } from '../../shared/residence-messages';
import { localizeMatchSystemMessage } from '../../shared/match-system-words';
import type { Language } from '../../shared/profile';
import type { Logger } from '../logger';
import type { AppEnv } from './context';
import { isDatabaseOutage } from './database-outage';
import { languageOf } from './language';

/** The features whose messages live in their own catalogues: an error of theirs is worded from there. */
const FEATURE_LOCALIZERS: ReadonlyArray<(englishText: string, language: Language) => string> = [
  localizeResidenceMessage, localizeMatchSystemMessage, localizeReferralMessage, localizeMuhurtaMessage, localizeQuestionMessage, localizeChartChoicesMessage,
];

export type ErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'captcha_failed'
  | 'upstream_failed'
  | 'unavailable'
  | 'internal';

const statusOf: Record<ErrorCode, ContentfulStatusCode> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  captcha_failed: 400,
  upstream_failed: 502,
  unavailable: 503,
  internal: 500,
};

// Held by waitRefusal alone: a 429 made anywhere else would skip the product's wording and the wait.
const refusalToken: unique symbol = Symbol('waitRefusal');

/** The one error the API throws on purpose: its message is safe to show to the user. */
export class AppError extends Error {
  readonly status: ContentfulStatusCode;
  constructor(code: Exclude<ErrorCode, 'rate_limited'>, message: string, extra?: Record<string, unknown>);
  constructor(code: 'rate_limited', message: string, extra: { retryAfterSeconds: number } & Record<string, unknown>, madeBy: typeof refusalToken);
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
    _madeBy?: typeof refusalToken,
  ) {
    super(message);
    this.status = statusOf[code];
  }
}

/**
 * The only way the API says 429, so every limit answers alike: the product's 'Too many requests.
 * Please try again later.', then the limit's own reason when it has one, then the real wait ('Try
 * again in 3 minutes.'), all in the caller's language. The wait also leaves as the Retry-After
 * header and as `retryAfterSeconds` for the client's timer. Never "0 seconds": a wait rounds up to
 * whole seconds, at least one. `extra` adds fields to the answer (a limit's `retryAt`).
 */
export function waitRefusal(waitMs: number, language: Language, reason?: string, extra: Record<string, unknown> = {}) {
  const retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
  const words = messagesIn(language);
  const text = [words.tooManyRequests, reason, words.tryAgainIn(retryAfterSeconds)].filter(Boolean).join(' ');
  return new AppError('rate_limited', text, { ...extra, retryAfterSeconds }, refusalToken);
}

/** Every error response has this shape: `{ error, code, requestId, ...extra }`. */
export type ErrorBody = { error: string; code: ErrorCode; requestId?: string } & Record<string, unknown>;

type ErrorHandlerOptions = {
  logger: Logger;
  /** Keeps an unexpected error for the operators (error reports, Sentry); the caller sees none of it. */
  reportUnexpected: (error: Error, c: Context<AppEnv>) => void;
};

/**
 * Every error leaves the API in the flat shape above, worded in the caller's language. Only an
 * AppError's own message reaches the caller; anything else is a generic 400, 503 or 500 with the
 * request id, so no stack, query or secret ever leaves the server.
 */
export function errorHandler({ logger, reportUnexpected }: ErrorHandlerOptions): ErrorHandler<AppEnv> {
  return (error, c) => {
    const requestId = c.get('requestId');
    // Set by requestLanguage; read here too for an error raised before it ran.
    const language = c.get('language') ?? languageOf(c.req.header('accept-language'));
    const words = messagesIn(language);
    if (error instanceof AppError) {
      if (typeof error.extra.retryAfterSeconds === 'number') c.header('Retry-After', String(error.extra.retryAfterSeconds));
      // Errors carry the English constant (or a parametric message already made in the caller's
      // language): the answer is in the caller's language either way.
      const text = FEATURE_LOCALIZERS.reduce((message, localize) => localize(message, language), localizeMessage(error.message, language));
      return c.json({ error: text, code: error.code, requestId, ...error.extra } satisfies ErrorBody, error.status);
    }
    if (error instanceof HTTPException && error.status < 500) {
      // A 4xx raised by Hono itself or a middleware: its status, our JSON shape, no details.
      return c.json({ error: words.badRequest, code: 'bad_request', requestId } satisfies ErrorBody, error.status);
    }
    if (isDatabaseOutage(error)) {
      logger.error({ err: error, requestId, path: c.req.path }, 'Database unreachable');
      c.header('Retry-After', '5');
      return c.json({ error: words.unavailable, code: 'unavailable', requestId } satisfies ErrorBody, 503);
    }
    logger.error({ err: error, requestId, path: c.req.path }, 'Unhandled error');
    reportUnexpected(error, c);
    return c.json({ error: words.internalError, code: 'internal', requestId } satisfies ErrorBody, 500);
  };
}
