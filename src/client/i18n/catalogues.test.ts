import { describe, expect, it } from 'vitest';
import { languages } from '../../shared/profile';
import { commonText } from './common';
import type { Catalogue, MessageTree } from './text';

// Every feature's catalogue: each `src/client/i18n/<feature>.ts` makes one of its English file,
// with a file per other language loaded for a reader of it (languages.ts; the test setup loads
// every language). The language machinery and the astro names' lookups are code, not catalogues.
const bundles = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts', '!./text.ts', '!./language.ts', '!./languages.ts', '!./language-names.ts', '!./plural.ts', '!./astro-names.ts'], { eager: true });
const isCatalogue = (value: unknown): value is Catalogue<MessageTree> => typeof value === 'object' && value !== null && languages.every((language) => language in value);
const catalogues = Object.entries(bundles).flatMap(([file, module]) =>
  Object.entries(module).flatMap(([name, value]) => (isCatalogue(value) ? [[`${file}:${name}`, value] as const] : [])),
);

type Leaf = { path: string; value: unknown };
function leaves(tree: unknown, path = ''): Leaf[] {
  if (typeof tree !== 'object' || tree === null) return [{ path, value: tree }];
  return Object.entries(tree).flatMap(([key, value]) => leaves(value, path ? `${path}.${key}` : key));
}

// Sample arguments for a function message: a first argument is most often a count or a year, the
// rest text; a message whose first argument is a name it declines (a sign's stem) is given text.
const sample = (fn: (...args: unknown[]) => unknown) => {
  const text = Array.from({ length: fn.length }, () => 'x');
  try {
    return fn(2, ...text.slice(1));
  } catch {
    return fn(...text);
  }
};
const render = (value: unknown) => (typeof value === 'function' ? String(sample(value as (...args: unknown[]) => unknown)) : String(value));

// What stays in Latin letters in Hindi text: names of products and the things people call by them.
const LATIN_ALLOWED = /\b(?:Jyotishi|WhatsApp|PDF|UPI|OTP|Razorpay|Google|English|Premium|ID|IST|AM|PM|Email|support@jyotishi\.app|x)\b/g;

describe('message catalogues', () => {
  it('are found', () => {
    expect(catalogues.length).toBeGreaterThan(0);
    expect(catalogues.map(([, c]) => c)).toContain(commonText);
  });

  it.each(catalogues)('%s has the same keys in every language', (_, catalogue) => {
    const keys = (language: (typeof languages)[number]) => leaves(catalogue[language]).map((leaf) => leaf.path).sort();
    for (const language of languages) expect(keys(language)).toEqual(keys('en'));
  });

  it.each(catalogues)('%s has no empty message and the same parameters in every language', (_, catalogue) => {
    const en = new Map(leaves(catalogue.en).map((leaf) => [leaf.path, leaf.value]));
    for (const language of languages) {
      for (const { path, value } of leaves(catalogue[language])) {
        expect(render(value).trim(), `${language} ${path}`).not.toBe('');
        const original = en.get(path);
        expect(typeof value, `${language} ${path}`).toBe(typeof original);
        if (typeof value === 'function') expect(value.length, `${language} ${path}`).toBe((original as () => unknown).length);
      }
    }
  });

  // The messages shared with the server keep a few technical words in Latin letters (JSON, true/false):
  // src/shared/messages-in.test.ts holds them to its own rule.
  it.each(catalogues.filter(([name]) => !name.startsWith('./server-messages.ts:')))('%s is written in Hindi, not left in English', (_, catalogue) => {
    for (const { path, value } of leaves(catalogue.hi)) {
      const text = render(value);
      // A Hindi message either holds Devanagari or is a name/number shown as is (English, ₹, URLs).
      const latinWords = text.replace(/https?:\/\/\S+/g, '').replace(LATIN_ALLOWED, '').match(/[A-Za-z]{2,}/g) ?? [];
      expect(latinWords, `hi ${path}: ${text}`).toEqual([]);
    }
  });
});

// Tamil and Telugu: Latin letters only for the names kept as they are (products, KP, the classical
// text BPHS); never Devanagari, and never the other south Indian script.
const SOUTH_LATIN_ALLOWED = /\b(?:WhatsApp|PDF|UPI|OTP|SMS|KP|BPHS|Razorpay|Visa|Chrome|Firefox|iPhone|support@jyotishi\.app|x)\b/g;
const southScripts = { ta: /[\u0b80-\u0bff]/, te: /[\u0c00-\u0c7f]/ } as const;
// The panchang's, the muhurta's and the astro names' words are shared modules (src/shared), tested
// with them; the messages shared with the server are tested in src/shared/messages-in.test.ts.
const southCatalogues = catalogues.filter(([name]) => !/^\.\/(server-messages|astro|muhurta|panchang)\.ts:/.test(name));

describe.each(['ta', 'te'] as const)('the %s catalogues', (language) => {
  const other = language === 'ta' ? 'te' : 'ta';
  it.each(southCatalogues)('%s is written in its own script, not left in English', (_, catalogue) => {
    for (const { path, value } of leaves(catalogue[language])) {
      const text = render(value);
      const latinWords = text.replace(/https?:\/\/\S+/g, '').replace(SOUTH_LATIN_ALLOWED, '').match(/[A-Za-z]{2,}/g) ?? [];
      expect(latinWords, `${language} ${path}: ${text}`).toEqual([]);
      expect(text, `${language} ${path}`).not.toMatch(/[\u0900-\u097f]/);
      expect(text, `${language} ${path}`).not.toMatch(southScripts[other]);
    }
  });
});

describe('the access banner', () => {
  it('keeps the product wording in English and counts readings in Hindi', () => {
    expect(commonText.en.access.share(1)).toBe('1 Reading Available');
    expect(commonText.en.access.share(3)).toBe('3 Readings Available');
    expect(commonText.hi.access.share(3)).toBe('3 रीडिंग उपलब्ध');
    expect(commonText.en.readings(1)).toBe('1 reading');
    expect(commonText.en.readings(2)).toBe('2 readings');
  });

  it('counts readings in Tamil and Telugu, one and more', () => {
    expect(commonText.ta.access.share(1)).toBe('1 பலன் உள்ளது');
    expect(commonText.ta.access.share(3)).toBe('3 பலன்கள் உள்ளன');
    expect(commonText.te.readings(1)).toBe('1 ఫలితం');
    expect(commonText.te.readings(4)).toBe('4 ఫలితాలు');
  });
});
