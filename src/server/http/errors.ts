import type { ContentfulStatusCode } from 'hono/utils/http-status';

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

/** The one error the API throws on purpose: its message is safe to show to the user. */
export class AppError extends Error {
  readonly status: ContentfulStatusCode;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.status = statusOf[code];
  }
}

/** Every error response has this shape: `{ error, code, requestId, ...extra }`. */
export type ErrorBody = { error: string; code: ErrorCode; requestId?: string } & Record<string, unknown>;
