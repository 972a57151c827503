import { Suspense } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '../../shared/profile';
import type * as AuthModule from './auth';
import type * as LanguageModule from './language';
import type * as TextModule from './text';

// A language other than English is fetched only for a reader of it (languages.ts). Each test loads
// the i18n modules afresh: nothing in Hindi is in until something asks for it.
type Modules = {
  text: typeof TextModule;
  language: typeof LanguageModule;
  auth: typeof AuthModule;
};
let m: Modules;
beforeEach(async () => {
  vi.resetModules();
  m = { text: await import('./text'), language: await import('./language'), auth: await import('./auth') };
});

async function html(node: React.ReactNode) {
  const { prelude } = await prerenderToNodeStream(node);
  let out = '';
  for await (const chunk of prelude) out += String(chunk);
  return out;
}

describe("a language's messages", () => {
  it('are English until the language is loaded, then its own', async () => {
    const { authText } = m.auth;
    expect(authText.hi.pitch.sampleLabel).toBe('Sample');
    expect(m.text.languageLoaded('hi')).toBe(false);
    expect(m.text.languageLoaded('en')).toBe(true);
    await m.text.loadLanguage('hi');
    expect(m.text.languageLoaded('hi')).toBe(true);
    expect(authText.hi.pitch.sampleLabel).toBe('नमूना');
    expect(authText.en.pitch.sampleLabel).toBe('Sample');
  });

  it("load only the catalogues of the code loaded so far, and a later page's as its code loads", async () => {
    await m.text.loadLanguage('hi');
    const { readingsText } = await import('./readings');
    expect(m.text.languageLoaded('hi')).toBe(false);
    expect(readingsText.hi).toBe(readingsText.en);
    await m.text.loadLanguage('hi');
    expect(readingsText.hi).not.toBe(readingsText.en);
    expect(m.text.languageLoaded('hi')).toBe(true);
  });

  it('start loading as their code loads for a page already in that language', async () => {
    m.language.renderLanguage('hi');
    const { sharesText } = await import('./shares');
    // No call to loadLanguage: the catalogue asked for its Hindi as it was made.
    await vi.waitFor(() => expect(sharesText.hi).not.toBe(sharesText.en));
    m.language.renderLanguage('en');
  });

  it('leave a component waiting rather than showing English, and then show it in the language', async () => {
    const { LanguageContext, useText } = m.text;
    const { authText } = m.auth;
    function Label() {
      return <p>{useText(authText).pitch.sampleLabel}</p>;
    }
    const page = (language: Language) => (
      <LanguageContext value={{ language, setLanguage: () => {} }}>
        <Suspense fallback={<p>waiting</p>}>
          <Label />
        </Suspense>
      </LanguageContext>
    );
    expect(renderToStaticMarkup(page('en'))).toContain('<p>Sample</p>');
    expect(renderToStaticMarkup(page('hi'))).toContain('<p>waiting</p>');
    expect(await html(page('hi'))).toContain('<p>नमूना</p>');
  });

  it('every catalogue of the app has a loader in every language, giving its own words', async () => {
    const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts', '!./language-names.ts'], { eager: false });
    const made = new Map<object, string>();
    for (const [file, load] of Object.entries(modules)) {
      for (const value of Object.values(await load())) {
        if (value && typeof value === 'object' && 'en' in value && 'hi' in value) made.set(value, file);
      }
    }
    expect(made.size).toBeGreaterThanOrEqual(19);
    const { catalogueLoaders } = await import('./languages');
    for (const language of Object.keys(catalogueLoaders) as Exclude<Language, 'en'>[]) {
      expect(Object.keys(await catalogueLoaders[language]()).length, language).toBe(made.size);
      await m.text.loadWholeLanguage(language);
      for (const [catalogue, file] of made) expect((catalogue as Record<Language, unknown>)[language], `${language} ${file}`).not.toBe((catalogue as Record<Language, unknown>).en);
    }
  });

  it('a catalogue that cannot be fetched is fetched again when asked again', async () => {
    const { catalogueLoaders } = await import('./languages');
    const hindi = await catalogueLoaders.hi();
    const original = hindi.auth;
    let calls = 0;
    (hindi as { auth: typeof original }).auth = () => (++calls === 1 ? Promise.reject(new Error('offline')) : original());
    try {
      await expect(m.text.loadLanguage('hi')).rejects.toThrow('offline');
      expect(m.auth.authText.hi.pitch.sampleLabel).toBe('Sample');
      await m.text.loadLanguage('hi');
      expect(m.auth.authText.hi.pitch.sampleLabel).toBe('नमूना');
      expect(calls).toBe(2);
    } finally {
      (hindi as { auth: typeof original }).auth = original;
    }
  });
});
