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
