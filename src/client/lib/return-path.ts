// Where sign-in returns to. It travels in the URL, /auth?next=/readings, rather than in
// sessionStorage: it then survives a reload of /auth and the steps in between, belongs to this tab
// only, and cannot linger to send a later, unrelated sign-in somewhere stale. The price is that
// anyone can write a link with any `next`, so only a path of this site is ever followed.

/** The page a sign-in from `/auth?next=…` may return to, or null when `next` is not a path of this site. */
export function safeReturnPath(next: string | null | undefined): string | null {
  // One leading slash and nothing a browser would read as another host: '//evil.com', '/\evil.com'
  // (a backslash counts as a slash), 'https:…', 'javascript:…', and tabs or newlines, which
  // browsers drop from URLs ('/\t/evil.com' is '//evil.com').
  if (!next || next.length > 2000 || !/^\/(?![/\\])/.test(next) || /[\\\s\p{Cc}]/u.test(next)) return null;
  const base = 'https://jyotishi.invalid';
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  // Back to the sign-in page itself would go round in a circle.
  if (/^\/auth\/?$/.test(url.pathname)) return null;
  return next;
}

/** The public pages and their Hindi (src/server/public-pages), which the server draws, not the app. */
const SERVER_PAGE = /^\/(hi\/)?(panchang\/[^/]+|festivals(\/.*)?|muhurta\/.+|cities|rashifal(\/.*)?)$/;

/** Is `pathname` one of the server's public pages? */
export const isServerPage = (pathname: string) => SERVER_PAGE.test(pathname);

/** `path` with the page to return to after it, when there is one. '/' (the dashboard) is where sign-in goes anyway. */
export function withReturnPath(path: string, next: string | null): string {
  // Slashes stay readable (/auth?next=/readings); '?', '&' and '#' of the page's own query are escaped.
  return next && next !== '/' ? `${path}?next=${encodeURIComponent(next).replaceAll('%2F', '/')}` : path;
}

type Here = { pathname: string; search: string };

/**
 * The page the visitor is on, to come back to. Not the dashboard, where sign-in goes anyway: its
 * query holds only the referral markers (`?ref=wa`), read as the visit lands.
 */
export const returnPathFrom = ({ pathname, search }: Here) => (pathname === '/' ? null : safeReturnPath(pathname + search));

/** /auth, remembering the page the visitor is on now. */
export const signInPathFrom = (here: Here) => withReturnPath('/auth', returnPathFrom(here));

/** Where a signed-in user goes from /auth: the birth-details form first while the profile is incomplete, then `next` or the dashboard. */
export const afterSignIn = (profileComplete: boolean, next: string | null) => (profileComplete ? (next ?? '/') : withReturnPath('/profile/complete', next));

/**
 * Where /auth sends a visitor who is already signed in. A public page's way in ("your own daily")
 * leads there with the page as `next`: signing in returns to the page, but one already signed in
 * wants the reading the link offers, their dashboard, not the page they clicked it on.
 */
export const forSignedIn = (profileComplete: boolean, next: string | null) => afterSignIn(profileComplete, next && isServerPage(new URL(next, 'https://jyotishi.invalid').pathname) ? null : next);
