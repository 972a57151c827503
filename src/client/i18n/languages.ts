// Which catalogues there are, and where each language other than English loads them from.
//
// English is written into the code of the page that shows it and is the fallback of every other
// language. Each other language is a folder, `src/client/i18n/<language>/`, with one module per
// catalogue and an `index.ts` that lists a loader for each: `import()`, so the bundler makes every
// module a chunk of its own, fetched only for a reader of that language (text.ts's `loadLanguage`);
// the list itself is loaded too, so an English reader downloads none of it. The catalogues the
// sign-in page uses are one chunk with the list (vite.config.ts, `firstPageCataloguesChunk`).
// A language added to `languages` (shared/profile.ts) without its folder here does not compile.
import type { Language } from '../../shared/profile';
import type { MessageCatalogue } from '../../shared/messages';
import type { appUpdate } from './en/app-update';
import type { astro } from './en/astro';
import type { auth } from './en/auth';
import type { chart } from './en/chart';
import type { chartChoices } from './en/chart-choices';
import type { common } from './en/common';
import type { dashboard } from './en/dashboard';
import type { deeper } from './en/deeper';
import type { doshas } from './en/doshas';
import type { family } from './en/family';
import type { kundli } from './en/kundli';
import type { legal } from './en/legal';
import type { match } from './en/match';
import type { muhurta } from './en/muhurta';
import type { panchang } from './en/panchang';
import type { payments } from './en/payments';
import type { premium } from './en/premium';
import type { profile } from './en/profile';
import type { questions } from './en/questions';
import type { readings } from './en/readings';
import type { reminders } from './en/reminders';
import type { shares } from './en/shares';
import type { Translation } from './text';

/** Every catalogue by its name, as English writes it: the shape each other language must give. */
export interface Catalogues {
  appUpdate: typeof appUpdate;
  astro: typeof astro;
  auth: typeof auth;
  chart: typeof chart;
  chartChoices: typeof chartChoices;
  common: typeof common;
  dashboard: typeof dashboard;
  deeper: typeof deeper;
  doshas: typeof doshas;
  family: typeof family;
  kundli: typeof kundli;
  legal: typeof legal;
  match: typeof match;
  muhurta: typeof muhurta;
  panchang: typeof panchang;
  payments: typeof payments;
  premium: typeof premium;
  profile: typeof profile;
  questions: typeof questions;
  readings: typeof readings;
  reminders: typeof reminders;
  shares: typeof shares;
  /** The messages the server and the browser share (shared/messages.ts): the forms' checks, errors. */
  messages: MessageCatalogue;
}

export type CatalogueName = keyof Catalogues;

/** A language's loader for each catalogue: a missing one, or one of another shape, does not compile. */
export type CatalogueLoaders = { readonly [N in CatalogueName]: () => Promise<Translation<Catalogues[N]>> };

/** The languages loaded on demand: each one's list of loaders, from its folder. */
export const catalogueLoaders: Readonly<Record<Exclude<Language, 'en'>, () => Promise<CatalogueLoaders>>> = {
  hi: () => import('./hi').then((m) => m.hindi),
  ta: () => import('./ta').then((m) => m.tamil),
  te: () => import('./te').then((m) => m.telugu),
};

