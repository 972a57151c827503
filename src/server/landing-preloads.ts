import { landingPageSources, landingPagesAt } from '../shared/landing-pages';

/** The parts of Vite's build manifest (dist/.vite/manifest.json) read here. */
export type ViteManifest = Record<string, { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }>;

/**
 * The <link> tags that start a landing page's code (src/shared/landing-pages.ts) downloading
 * with the app's entry, one round trip sooner than the app's own preload could ask for it: the
 * page's chunk and every chunk it imports, less those the build already links for the entry.
 * Empty for other paths.
 */
export function landingPreloadTags(manifest: ViteManifest, pathname: string): string {
  const reach = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) reach(imported, into);
  };
  const linked = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) reach(key, linked);
  const wanted = new Set<string>();
  for (const page of landingPagesAt(pathname)) reach(landingPageSources[page], wanted);

  const keys = [...wanted].filter((key) => !linked.has(key));
  const scripts = keys.map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`);
  const styles = [...new Set(keys.flatMap((key) => manifest[key]!.css ?? []))].map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`);
  return [...scripts, ...styles].join('\n    ');
}
