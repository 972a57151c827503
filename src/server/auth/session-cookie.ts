/** The shape of our session tokens: 32 random bytes as base64url (sessions.ts). */
const tokenShape = /^[A-Za-z0-9_-]{43}$/;

/**
 * The session token from a Cookie header, or undefined when the named cookie is missing or is not
 * shaped like one of our tokens. Every API request reads it: hono's getCookie runs a general
 * parser over every cookie, which profiling showed as the largest single cost of a signed-in read
 * (~15 µs under load); one known name and one known shape need no more than this.
 */
export function sessionTokenFrom(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  const prefix = `${name}=`;
  for (const part of header.split(';')) {
    const pair = part.trim();
    if (pair.startsWith(prefix)) {
      const value = pair.slice(prefix.length);
      return tokenShape.test(value) ? value : undefined;
    }
  }
  return undefined;
}

/**
 * The session cookie's attributes wherever it is set: HttpOnly, so no script on the page can read
 * it; Secure in production only, as a development server on http must still sign in.
 */
export const sessionCookieOptions = (secure: boolean, maxAgeSeconds: number) =>
  ({ httpOnly: true, sameSite: 'Lax', secure, path: '/', maxAge: maxAgeSeconds }) as const;
