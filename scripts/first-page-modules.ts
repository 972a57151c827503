/**
 * The app's own modules the first page runs: every file reached from the entry and the sign-in page
 * by static imports (`import type` and `import()` aside). vite.config.ts keeps the shared code of
 * the signed-in pages, everything else, out of the chunk that page loads: a list kept by hand fell
 * behind each time a helper moved into src/client/lib.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const importFrom = /^\s*(?:import(?!\s+type\b)|export)\s[^;]*?\bfrom\s+'([^']+)'/gms;
const extensions = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveRelative(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  return extensions.map((ext) => base + ext).find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

export function modulesReachableFrom(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !/\.tsx?$/.test(file)) return;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(importFrom)) {
      const target = resolveRelative(file, specifier!);
      if (target) visit(target);
    }
  };
  for (const entry of entries) visit(path.resolve(entry));
  return seen;
}

/**
 * The catalogues (`catalogue('name', en)` in src/client/i18n/<feature>.ts) that the modules reached
 * from `entries` make: the ones whose words a reader of another language fetches for them.
 */
export function cataloguesMadeBy(entries: string[]): string[] {
  return [...modulesReachableFrom(entries)]
    .filter((file) => /[\\/]src[\\/]client[\\/]i18n[\\/][^\\/]+\.ts$/.test(file))
    .flatMap((file) => /catalogue\('(\w+)'/.exec(readFileSync(file, 'utf8'))?.slice(1) ?? []);
}

/**
 * Where `language` keeps each catalogue (its `src/client/i18n/<language>/index.ts` loaders), as
 * paths from the repository's root: the build manifest's key of each one's chunk.
 */
export function translationSources(language: string): Map<string, string> {
  const index = `src/client/i18n/${language}/index.ts`;
  return new Map(
    [...readFileSync(index, 'utf8').matchAll(/(\w+): \(\) => import\('([^']+)'\)/g)].map(([, name, source]) => [
      name!,
      path.relative('.', path.resolve(path.dirname(index), `${source}.ts`)),
    ]),
  );
}
