import { landingPageSources, landingPagesAt } from '../shared/landing-pages';

/** The parts of Vite's build manifest (dist/.vite/manifest.json) read here. */
export type ViteManifest = Record<string, { file: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; css?: string[] }>;

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
 * The <link> tags that start a landing page's code (src/shared/landing-pages.ts) downloading
 * with the app's entry, one round trip sooner than the app's own preload could ask for it: the
 * page's chunk and every chunk it imports, less those the build already links for the entry.
 * Empty for other paths.
 */
export function landingPreloadTags(manifest: ViteManifest, pathname: string): string {
  const linked = chunksReachedFrom(manifest, Object.keys(manifest).filter((key) => manifest[key]!.isEntry));
  const wanted = chunksReachedFrom(manifest, landingPagesAt(pathname).map((page) => landingPageSources[page]));
  const keys = [...wanted].filter((key) => !linked.has(key));
  const scripts = keys.map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`);
  const styles = [...new Set(keys.flatMap((key) => manifest[key]!.css ?? []))].map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`);
  return [...scripts, ...styles].join('\n    ');
}
