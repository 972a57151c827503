// Front-end budget (checked in CI): the JavaScript a first-time visitor downloads for /auth —
// the entry chunk, the /auth page chunk and everything they import statically — must stay within
// 120 KB gzipped. And no page may take more than seven JavaScript files
// to show when it is the first one loaded: on a slow phone network each file costs a round trip
// (vite.config.ts groups the shared code for this). Grouping modules by hand can make two chunks
// import each other, which ES modules run in an order their code did not expect: no chunk may
// import itself through others. Run after `vite build`.
// A reader of a language other than English downloads the same files and that language's
// catalogues of the code they run (src/client/i18n/languages.ts, one chunk): at most 7 KB more.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chunksReachedFrom, type ViteManifest } from '../src/server/landing-preloads';
import { firstPageCataloguesChunk, landingPageSources } from '../src/shared/landing-pages';
import { languages, type Language } from '../src/shared/profile';
import { cataloguesMadeBy, translationSources } from './first-page-modules';

const budgetKb = 120;
/** What a reader of a language other than English may download on top, for its words. */
const languageBudgetKb = 7;
const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as ViteManifest;
const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
const authKey = landingPageSources.auth;
if (!entryKey || !manifest[authKey]) {
  console.error('Could not find the entry or the /auth page chunk in dist/.vite/manifest.json');
  process.exit(1);
}

const maxFilesPerPage = 7;

/** The JavaScript files a visitor who arrives at the page of `pageKey` downloads before it shows. */
function firstLoad(pageKey: string) {
  return new Set([...chunksReachedFrom(manifest, [entryKey!, pageKey])].map((key) => manifest[key]!.file));
}
const files = firstLoad(authKey);

/** The first chain of static imports that leads from a chunk back to itself, or null. */
function importCycle(): string[] | null {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (key: string): string[] | null => {
    if (path.includes(key)) return [...path.slice(path.indexOf(key)), key].map((k) => manifest[k]?.file ?? k);
    if (done.has(key)) return null;
    path.push(key);
    for (const dependency of manifest[key]?.imports ?? []) {
      const found = visit(dependency);
      if (found) return found;
    }
    path.pop();
    done.add(key);
    return null;
  };
  for (const key of Object.keys(manifest)) {
    const found = visit(key);
    if (found) return found;
  }
  return null;
}

const gzipped = (file: string) => gzipSync(readFileSync(`dist/${file}`), { level: 9 }).length;
const sizes = [...files].map((file) => ({ file, gz: gzipped(file) }));
const totalKb = sizes.reduce((sum, s) => sum + s.gz, 0) / 1024;
for (const s of sizes.sort((a, b) => b.gz - a.gz)) console.log(`  ${(s.gz / 1024).toFixed(1).padStart(6)} KB  ${s.file}`);
console.log(`JavaScript for /auth: ${totalKb.toFixed(1)} KB gzipped (budget ${budgetKb} KB)`);

/** The catalogues the code of the entry and the /auth page makes. */
const authCatalogues = cataloguesMadeBy(['src/client/main.tsx', authKey]);

/** The extra files a reader of `language` downloads for /auth: its catalogues' chunks and what they import. */
function languageFiles(language: Exclude<Language, 'en'>): string[] {
  const sources = translationSources(language);
  // vite.config.ts puts the first page's catalogues of a language in one chunk, `<language>-first-page`.
  const firstPageChunk = Object.keys(manifest).find((key) => manifest[key]!.name === firstPageCataloguesChunk(language));
  const keys = authCatalogues.map((name) => {
    const key = sources.get(name);
    if (!key) throw new Error(`src/client/i18n/${language}/index.ts has no loader for the catalogue '${name}'`);
    const chunk = manifest[key] ? key : firstPageChunk;
    if (!chunk) throw new Error(`No chunk of the build holds ${key}`);
    return chunk;
  });
  return [...chunksReachedFrom(manifest, keys)].map((key) => manifest[key]!.file).filter((file) => !files.has(file));
}
const languageTotals = languages
  .filter((language): language is Exclude<Language, 'en'> => language !== 'en')
  .map((language) => {
    const extra = languageFiles(language);
    const kb = extra.reduce((sum, file) => sum + gzipped(file), 0) / 1024;
    console.log(`JavaScript for /auth in '${language}': ${(totalKb + kb).toFixed(1)} KB gzipped, the above and its words, ${kb.toFixed(1)} KB (budget ${languageBudgetKb} KB): ${extra.join(', ')}`);
    return { language, kb };
  });

const problems: string[] = [];
if (totalKb > budgetKb) problems.push(`over budget by ${(totalKb - budgetKb).toFixed(1)} KB`);
for (const { language, kb } of languageTotals) if (kb > languageBudgetKb) problems.push(`the words in '${language}' over budget by ${(kb - languageBudgetKb).toFixed(1)} KB`);
const pages = Object.keys(manifest).filter((key) => /features\/.+-page\.tsx$/.test(key));
const inlinedPages = pages.filter((key) => !manifest[key]!.isDynamicEntry);
if (inlinedPages.length) problems.push(`pages not split into their own chunks: ${inlinedPages.join(', ')}`);
const filesPerPage = pages.map((key) => ({ key, count: firstLoad(key).size }));
const mostFiles = Math.max(...filesPerPage.map((p) => p.count));
for (const { key, count } of filesPerPage) if (count > maxFilesPerPage) problems.push(`${key} takes ${count} JavaScript files to show (at most ${maxFilesPerPage})`);
const cycle = importCycle();
if (cycle) problems.push(`chunks import each other: ${cycle.join(' → ')}`);
if (problems.length) {
  console.error(`Front-end budget failed: ${problems.join('; ')}`);
  process.exit(1);
}
console.log(`${pages.length} pages split into their own chunks, each shown with at most ${mostFiles} JavaScript files (limit ${maxFilesPerPage}) and no import cycle between chunks.`);
