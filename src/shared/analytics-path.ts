import { uuidPattern } from './uuid';

/**
 * The route without query, fragment or identifiers, as analytics keeps it: `/reading/result/<uuid>`
 * becomes `/reading/result/:id`, a segment with three digits in a row or an odd character becomes
 * `:n`, the rest is lower-cased, and only the first eight segments count. A full URL (an error
 * report's) gives its path; what is not a path gives null. The browser sends paths this way and
 * the server takes them only this way (docs/security.md, Web).
 */
export function normalizePath(input: string | null | undefined): string | null {
  let path = input?.trim();
  if (!path) return null;
  if (/^https?:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      return null;
    }
  }
  path = path.split(/[?#]/, 1)[0]!;
  if (!path.startsWith('/')) return null;
  // The leading '' before the first '/' and eight segments after it.
  return path
    .split('/')
    .slice(0, 9)
    .map((segment) =>
      !segment ? segment : uuidPattern.test(segment) ? ':id' : /\d{3,}/.test(segment) || !/^[a-z][\w-]{0,39}$/i.test(segment) ? ':n' : segment.toLowerCase(),
    )
    .join('/');
}
