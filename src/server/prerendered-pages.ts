import { existsSync } from 'node:fs';
import path from 'node:path';
import { prerenderedFile, prerenderedPaths } from '../shared/landing-pages';
import type { Language } from '../shared/profile';

/**
 * The build's HTML of a public page in `language` (scripts/vite-prerender.ts), or null for any
 * other path or when the build made none: the page is then the plain index.html, as before.
 */
export function prerenderedPageFile(distDir: string, language: Language, pathname: string): string | null {
  const page = prerenderedPaths.find((p) => p === pathname || `${p}/` === pathname);
  if (!page) return null;
  const file = path.join(distDir, prerenderedFile(language, page));
  return existsSync(file) ? file : null;
}
