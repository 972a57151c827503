import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LanguageContext } from '../i18n/text';
import { LanguageSwitch } from './language-switch';

const buttons = (language: 'en' | 'ta' | 'te') =>
  [
    ...renderToStaticMarkup(
      <LanguageContext.Provider value={{ language, setLanguage: () => {} }}>
        <LanguageSwitch />
      </LanguageContext.Provider>,
    ).matchAll(/<button type="button" lang="(\w+)" aria-pressed="(true|false)"[^>]*>([^<]+)<\/button>/g),
  ].map((m) => ({ lang: m[1], pressed: m[2] === 'true', name: m[3] }));

describe('the language switch', () => {
  it('offers each language named in its own script, Tamil and Telugu among them', () => {
    expect(buttons('en').map((b) => [b.lang, b.name])).toEqual([['en', 'English'], ['hi', 'हिन्दी'], ['ta', 'தமிழ்'], ['te', 'తెలుగు']]);
  });

  it('shows the language the page is in as the one pressed', () => {
    expect(buttons('ta').filter((b) => b.pressed).map((b) => b.lang)).toEqual(['ta']);
    expect(buttons('te').filter((b) => b.pressed).map((b) => b.lang)).toEqual(['te']);
  });
});
