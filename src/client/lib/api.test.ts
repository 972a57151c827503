import { describe, expect, it } from 'vitest';
import { ApiError, unwrap } from './api';

// What the browser shows for an error answer (docs/product.md, Messages): the API's own message,
// or, for an answer from something in between, words of its own.

const answer = (status: number, body: string, headers: Record<string, string> = {}) =>
  unwrap(Promise.resolve(new Response(body, { status, headers })) as never).catch((error: unknown) => error as ApiError);

describe('unwrap', () => {
  it("shows the API's message as it came", async () => {
    const error = await answer(429, JSON.stringify({ error: 'Too many requests. Please try again later. Try again in 3 minutes.', code: 'rate_limited', retryAfterSeconds: 180 }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Too many requests. Please try again later. Try again in 3 minutes.');
    expect(error.details.retryAfterSeconds).toBe(180);
  });

  it("keeps the product's words for a proxy's 429, with the wait its Retry-After gives", async () => {
    expect((await answer(429, '<html>Too Many Requests</html>', { 'Retry-After': '120' })).message).toBe(
      'Too many requests. Please try again later. Try again in 2 minutes.',
    );
    expect((await answer(429, '')).message).toBe('Too many requests. Please try again later.');
    expect((await answer(502, '<html>Bad Gateway</html>')).message).toBe('Failed to process request. Please try again.');
  });
});
