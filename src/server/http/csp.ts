import { createHash } from 'node:crypto';
import { appStartScript } from '../../shared/app-start';
import type { CspDirectives } from './security';

/** The one inline script a page may run: the prerendered pages' app start (shared/app-start.ts), by its hash. */
export const appStartScriptSource = `'sha256-${createHash('sha256').update(appStartScript).digest('base64')}'`;

/** Origins a configured third party (analytics, payment checkout) adds to the page's policy. */
export type CspSources = { scriptSrc?: string[]; imgSrc?: string[]; connectSrc?: string[]; frameSrc?: string[] };

/**
 * The pages' Content-Security-Policy (docs/security.md, Web): our own origin for everything, no
 * inline script but the app start named by its hash, no plugins, no framing by others. Third parties appear only when configured, each
 * bringing its own sources. Inline styles stay allowed for React's style props; blob workers for
 * the captcha's proof-of-work; data: fonts for the language switch's small face, which the
 * stylesheet carries so that the first layout has it (vite.config.ts).
 */
export function pageCsp(thirdParties: CspSources[]): CspDirectives {
  const from = (pick: (sources: CspSources) => string[] | undefined) => thirdParties.flatMap((sources) => pick(sources) ?? []);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", appStartScriptSource, ...from((s) => s.scriptSrc)],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...from((s) => s.imgSrc)],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...from((s) => s.connectSrc)],
    'frame-src': ["'self'", ...from((s) => s.frameSrc)],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}
