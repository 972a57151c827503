import { hc, type ClientResponse } from 'hono/client';
import type { App } from '../../server/app';
import type { ErrorBody } from '../../server/http/errors';
import { messagesIn } from '../i18n/server-messages';
import { commonText } from '../i18n/common';
import { currentLanguage } from '../i18n/language';

/** The typed API client: request and response types come from the server's routes. */
// Every call names the interface language, so the server answers its messages in it.
export const api = hc<App>('/', { headers: () => ({ 'Accept-Language': currentLanguage() }) }).api;

/** An API error with the server's own message (already the spec's wording). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** Resolves to the success body, or throws ApiError with the server's message. No side effects. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyResponse = ClientResponse<any, number, 'json'>;
type BodyOf<R> = R extends ClientResponse<infer T, number, 'json'> ? T : never;

export async function unwrap<R extends AnyResponse>(request: Promise<R>): Promise<BodyOf<R>> {
  let response: R;
  try {
    response = await request;
  } catch {
    throw new ApiError(commonText[currentLanguage()].network, 0, 'network');
  }
  if (response.ok) return (await response.json()) as BodyOf<R>;
  // Partial: an answer from something in between (a proxy's error page) is not the API's.
  const body = (await response.json().catch(() => ({}))) as Partial<ErrorBody>;
  throw new ApiError(body.error ?? fallbackMessage(response), response.status, body.code ?? 'unknown', body);
}

/**
 * What to say for an error answer without the API's message: a proxy's 429 still gets the product's
 * 'Too many requests' line, and the wait when its Retry-After gives one in seconds.
 */
function fallbackMessage(response: Response) {
  const language = currentLanguage();
  if (response.status !== 429) return commonText[language].requestFailed;
  const words = messagesIn(language);
  const wait = Number(response.headers.get('Retry-After'));
  return wait > 0 ? `${words.tooManyRequests} ${words.tryAgainIn(wait)}` : words.tooManyRequests;
}
