import type { Language } from './profile';

/**
 * The pages people land on most, by the path they arrive at. Their code starts downloading with
 * the app's own instead of after the session check that guards them: the server names it in
 * index.html (modulepreload links, from the build manifest) and the browser app preloads it
 * before its first render. At / a visitor who is not signed in goes on to /auth, so both load,
 * unless the visitor is known to be signed in (their dashboard was drawn ahead).
 */
export const landingPageSources = {
  auth: 'src/client/features/auth/auth-page.tsx',
  dashboard: 'src/client/features/dashboard/dashboard-page.tsx',
  profileComplete: 'src/client/features/profile/profile-complete-page.tsx',
  readings: 'src/client/features/readings/readings-page.tsx',
  readingResult: 'src/client/features/readings/reading-result-page.tsx',
  chart: 'src/client/features/chart/chart-page.tsx',
  terms: 'src/client/features/legal/terms-page.tsx',
  privacy: 'src/client/features/legal/privacy-page.tsx',
  shippingReturns: 'src/client/features/legal/shipping-returns-page.tsx',
  test: 'src/client/features/misc/test-page.tsx',
} as const;

export type LandingPage = keyof typeof landingPageSources;

/** Path, its pages, and the pages only a visitor not known to be signed in goes on to. */
const landingPages: Array<[RegExp, LandingPage[], LandingPage[]?]> = [
  [/^\/auth\/?$/, ['auth']],
  [/^\/$/, ['dashboard'], ['auth']],
  [/^\/profile\/complete\/?$/, ['profileComplete']],
  [/^\/readings\/?$/, ['readings']],
  [/^\/reading\/result\//, ['readingResult']],
  [/^\/chart\/?$/, ['chart']],
  [/^\/terms\/?$/, ['terms']],
  [/^\/privacy\/?$/, ['privacy']],
  [/^\/shipping-returns\/?$/, ['shippingReturns']],
  [/^\/test\/?$/, ['test']],
];

/**
 * The pages anyone may read signed out, written to HTML at build time (the prerender in
 * vite.config.ts): the visitor sees the page before any JavaScript has arrived.
 */
export const prerenderedPaths = ['/auth', '/terms', '/privacy', '/shipping-returns', '/test'] as const;

/** Where the build writes a prerendered page in `language`, under dist/, and the server reads it. */
export const prerenderedFile = (language: Language, page: (typeof prerenderedPaths)[number]) => `prerendered/${language}${page}.html`;

/**
 * The landing pages a visitor arriving at `pathname` is about to see; none for other paths. A
 * visitor known to be `signedIn` is not sent on to /auth.
 */
export function landingPagesAt(pathname: string, { signedIn = false } = {}): LandingPage[] {
  const [, pages = [], signedOutOnly = []] = landingPages.find(([pattern]) => pattern.test(pathname)) ?? [];
  return signedIn ? pages : [...pages, ...signedOutOnly];
}

/**
 * The build's chunk of the catalogues in `language` that the entry and the sign-in page use
 * (vite.config.ts; client/i18n/languages.ts): a reader of that language needs it on every page.
 */
export const firstPageCataloguesChunk = (language: Exclude<Language, 'en'>) => `${language}-first-page`;

/**
 * Where the build lists, for each language other than English, the chunks of the catalogues each
 * landing page's code makes (by the page's source, as `landingPageSources` names it; manifest keys),
 * so the server can preload a reader's words with the page's code (vite.config.ts).
 */
export const pageCataloguesFile = '.vite/page-catalogues.json';
export type PageCatalogues = Partial<Record<Exclude<Language, 'en'>, Record<string, string[]>>>;
