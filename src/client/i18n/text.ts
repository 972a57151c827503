// Typed message catalogues. Each feature's messages are written once per language, in
// `en/<feature>.ts` and `<language>/<feature>.ts`; another language's file is typed by the English
// one, so a missing key, an extra key or a message with other parameters is a compile error (and
// the catalogue test checks the same at run time). A message is a string, or a function of its
// parameters that returns one; counts go through `plural` (plural.ts).
//
// English travels with the code that shows it. Every other language is loaded only for a reader
// of it, one chunk per catalogue (languages.ts): `loadLanguage` fetches the catalogues of the code
// the page has loaded so far, and the app waits for it before it first draws a page, before it
// draws a page whose code has just arrived and before it switches language, so a reader never sees
// another language's words in between (language-provider.tsx, routes.tsx, main.tsx).

import { createContext, use, useContext } from 'react';
import { languages, type Language } from '../../shared/profile';
import { currentLanguage } from './language';
import { catalogueLoaders, type CatalogueName, type Catalogues } from './languages';

type Message = string | ((...args: never[]) => string);
export interface MessageTree {
  readonly [key: string]: Message | MessageTree;
}

import type { Translation } from '../../shared/translation';

export type { Translation };

/**
 * One feature's messages in every language: English always, another language once loaded (until
 * then its messages are the English ones).
 */
export type Catalogue<T> = Readonly<Record<Language, Translation<T>>>;

type Loaded = { [N in CatalogueName]?: Translation<Catalogues[N]> };
const translations: Partial<Record<Language, Loaded>> = {};
const loads = new Map<string, Promise<void>>();
/** The catalogues of the code loaded so far: those a switch of language must fetch. */
const inUse = new Set<CatalogueName>();
const nameOf = new WeakMap<object, CatalogueName>();

const isLoaded = (language: Language, name: CatalogueName) => language === 'en' || translations[language]?.[name] !== undefined;

function loadCatalogue(language: Language, name: CatalogueName): Promise<void> {
  if (language === 'en' || isLoaded(language, name)) return Promise.resolve();
  const key = `${language}:${name}`;
  let load = loads.get(key);
  if (!load) {
    load = catalogueLoaders[language]()
      .then((loaders): Promise<unknown> => loaders[name]())
      .then(
        (messages) => {
          (translations[language] ??= {})[name] = messages as never;
        },
        (error: unknown) => {
          loads.delete(key); // asked again, it is fetched again (a network back, a deploy's new chunk)
          throw error;
        },
      );
    loads.set(key, load);
  }
  return load;
}

/**
 * Fetches `language`'s messages of the catalogues named (by default every catalogue of the code
 * loaded so far); resolves once they are all in, rejects if one cannot be fetched. English is in.
 */
export async function loadLanguage(language: Language, names: Iterable<CatalogueName> = inUse): Promise<void> {
  await Promise.all([...names].map((name) => loadCatalogue(language, name)));
}

/** Every catalogue in `language`, for a render that cannot wait for one (the build's prerender). */
export async function loadWholeLanguage(language: Language): Promise<void> {
  if (language !== 'en') await loadLanguage(language, Object.keys(await catalogueLoaders[language]()) as CatalogueName[]);
}

/** Whether `language`'s messages of every catalogue of the code loaded so far are in. */
export const languageLoaded = (language: Language) => [...inUse].every((name) => isLoaded(language, name));

/**
 * A feature's catalogue, named as in languages.ts: its English messages, and the other languages'
 * once loaded. Made as the feature's code loads; a page in another language fetches that language's
 * messages of it from then on.
 */
export function catalogue<N extends CatalogueName>(name: N, en: Catalogues[N]): Catalogue<Catalogues[N]> {
  const messages = { en } as Record<Language, unknown>;
  for (const language of languages) {
    if (language !== 'en') Object.defineProperty(messages, language, { enumerable: true, get: () => translations[language]?.[name] ?? en });
  }
  nameOf.set(messages, name);
  inUse.add(name);
  const language = currentLanguage();
  // Fetched at once; the page waits for it before it draws (routes.tsx), or useText does.
  if (!isLoaded(language, name)) loadCatalogue(language, name).catch(() => {});
  return messages as Catalogue<Catalogues[N]>;
}

export interface LanguageState {
  language: Language;
  /** Switches the interface (no reload, once its messages are in) and saves the choice. */
  setLanguage: (language: Language) => void;
}

export const LanguageContext = createContext<LanguageState>({ language: 'en', setLanguage: () => {} });

export const useLanguage = () => useContext(LanguageContext);

/**
 * A feature's messages in the interface language. Should they not be in yet (code reached by a
 * path that did not wait for them), the component suspends until they are, rather than showing
 * English meanwhile.
 */
export function useText<T>(messages: Catalogue<T>): Translation<T> {
  const { language } = useContext(LanguageContext);
  const name = nameOf.get(messages);
  if (name && !isLoaded(language, name)) use(loadCatalogue(language, name));
  return messages[language];
}
