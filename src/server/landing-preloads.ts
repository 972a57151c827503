import { appAssetsId, assetsBlock, pageAssetsId, type PageAssets } from '../shared/app-start';
import { firstPageCataloguesChunk, landingPageSources, landingPagesAt, type PageCatalogues } from '../shared/landing-pages';
import type { Language } from '../shared/profile';

/** The parts of Vite's build manifest (dist/.vite/manifest.json) read here. */
export type ViteManifest = Record<string, { file: string; name?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; css?: string[] }>;

/** The manifest keys of `keys`' chunks and of every chunk they import, directly or not. */
export function chunksReachedFrom(manifest: ViteManifest, keys: Iterable<string>): Set<string> {
  const reached = new Set<string>();
  const reach = (key: string) => {
    if (reached.has(key) || !manifest[key]) return;
    reached.add(key);
    for (const imported of manifest[key].imports ?? []) reach(imported);
  };
  for (const key of keys) reach(key);
  return reached;
}

/**
 * What starts a landing page's code (src/shared/landing-pages.ts) downloading with the app's
 * entry, one round trip sooner than the app's own preload could ask for it: the page's chunk and
 * every chunk it imports, less those the build already names for the entry, and their CSS. Empty
 * for other paths. A visitor known to be `signedIn` gets no sign-in page's code at /. A reader of
 * a `language` other than English also gets its words (client/i18n/languages.ts): on any page,
 * those every page uses; on a landing page, the page's own (`catalogues`, as the build listed them),
 * which the app would otherwise ask for only once the page's code has run.
 */
export function landingPreloads(
  manifest: ViteManifest,
  pathname: string,
  { signedIn = false, language = 'en' }: { signedIn?: boolean; language?: Language } = {},
  catalogues: PageCatalogues = {},
): Required<Pick<PageAssets, 'modules' | 'styleHints'>> {
  const linked = chunksReachedFrom(manifest, Object.keys(manifest).filter((key) => manifest[key]!.isEntry));
  const pages = landingPagesAt(pathname, { signedIn }).map((page) => landingPageSources[page]);
  const words =
    language === 'en'
      ? []
      : [
          ...Object.keys(manifest).filter((key) => manifest[key]!.name === firstPageCataloguesChunk(language)),
          // The first page's words are in that chunk, not under their own names.
          ...pages.flatMap((page) => catalogues[language]?.[page] ?? []).filter((key) => manifest[key]),
        ];
  const wanted = chunksReachedFrom(manifest, [...pages, ...words]);
  const keys = [...wanted].filter((key) => !linked.has(key));
  return {
    modules: keys.map((key) => `/${manifest[key]!.file}`),
    styleHints: [...new Set(keys.flatMap((key) => manifest[key]!.css ?? []))].map((file) => `/${file}`),
  };
}

/**
 * The page with its landing preloads: as <link> tags in the head, or, on a page that starts its
 * app after the first paint (shared/app-start.ts), as the `#page-assets` list its start script
 * reads, so that they too wait for the first paint.
 */
export function withLandingPreloads(html: string, { modules, styleHints }: ReturnType<typeof landingPreloads>): string {
  if (!modules.length && !styleHints.length) return html;
  const head = html.includes(`id="${appAssetsId}"`)
    ? assetsBlock(pageAssetsId, { modules, styleHints })
    : [...modules.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`), ...styleHints.map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`)].join('\n    ');
  return html.replace('</head>', () => `  ${head}\n  </head>`);
}
