import type { MiddlewareHandler } from 'hono';
import { languages, type Language } from '../../shared/profile';
import type { AppEnv } from './context';

/**
 * The language the caller reads, from Accept-Language (RFC 9110, 12.5.4): the one of ours (Hindi,
 * Tamil, Telugu, English) whose `xx` or `xx-*` range the header prefers most (by q-value, then
 * order), otherwise English. A missing or unreadable header is English. `*` counts for none.
 */
export function languageOf(header: string | undefined): Language {
  if (!header) return 'en';
  const weights = new Map<Language, number>();
  let position = 0;
  for (const part of header.split(',')) {
    const [range = '', ...params] = part.trim().split(';');
    const tag = range.trim().toLowerCase();
    let q = 1;
    for (const param of params) {
      const [name, value] = param.split('=').map((s) => s.trim().toLowerCase());
      if (name === 'q') q = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(value ?? '') ? Number(value) : 0;
    }
    if (q <= 0) continue;
    // Earlier ranges win ties: a tiny step down for each position keeps the header's order.
    const weight = q - position++ * 1e-6;
    const language = languages.find((l) => tag === l || tag.startsWith(`${l}-`));
    if (language) weights.set(language, Math.max(weights.get(language) ?? -1, weight));
  }
  let best: Language = 'en';
  for (const [language, weight] of weights) if (weight > (weights.get(best) ?? -1)) best = language;
  return best;
}

/**
 * Puts the caller's language on the context: every message of the answer follows it. No Vary:
 * Accept-Language is sent: every API answer is Cache-Control: no-store (security.ts), so no cache
 * keeps one to mix up, and the pages and files outside /api are the same in either language.
 */
export const requestLanguage: MiddlewareHandler<AppEnv> = (c, next) => {
  c.set('language', languageOf(c.req.header('accept-language')));
  return next();
};
