/** Every Hindi template, every way its choices allow, with every value each slot can take. */
import { describe, expect, it } from 'vitest';
import { expansions, slotNames } from '../pen';
import { en } from '../en/locale-en';
import { hi } from './locale-hi';
import { tidyHi } from './names';
import { placeHi } from './place-names';

/** Latin letters may appear only inside values that come from the profile (a name, a place). */
const LATIN_ALLOWED = /New York/g;

/**
 * The gender of the nouns the Hindi templates use as subjects, for the agreement check; a word
 * not in the table is not taken for a subject.
 */
const MASCULINE = ['सूर्य', 'मंगल', 'बुध', 'गुरु', 'बृहस्पति', 'शुक्र', 'शनि', 'राहु', 'केतु', 'चंद्रमा', 'ग्रह', 'मौक़ा', 'समय', 'दौर', 'दिन', 'महीना', 'साल', 'सप्ताह', 'रास्ता', 'असर', 'दबाव', 'बोझ', 'भार', 'फल', 'काम', 'क़दम', 'फ़ैसला'];
const FEMININE = ['दशा', 'अंतर्दशा', 'महादशा', 'राशि', 'तिथि', 'निरंतरता', 'जल्दबाज़ी', 'मदद', 'कृपा', 'स्थिति', 'ताक़त', 'चुनौती', 'घड़ी', 'अड़चन', 'कमज़ोरी', 'चाल', 'खींचतान', 'सुस्ती', 'अनुकूलता', 'कठिनाई', 'भद्रा', 'खिड़की', 'मेहनत', 'राहत', 'रफ़्तार'];
const genderOf = (word: string): 'm' | 'f' | null => (MASCULINE.includes(word) ? 'm' : FEMININE.includes(word) ? 'f' : null);
const POSTPOSITION = /^(में|की|का|के|से|को|पर|तक|भर|ने|वाले|वाली|वाला)$/;

/**
 * The gender of a clause's subject: its first noun in the table that no postposition follows
 * ('दिन की चाल' → चाल, 'राशि {sign} में' → none) and that is not an object ('मदद करेगा', 'राशि
 * बदलने के बावजूद') or a time adverbial ('{date} के दिन'); a graha named in the text is a
 * masculine subject ('शनि प्रवेश करेंगे'); unknown when a slot other than {lift} or {drag} comes
 * first (a graha, a tithi: their verbs are checked by the English test's sweep).
 */
function subjectGender(words: readonly string[]): 'm' | 'f' | null {
  for (const [i, word] of words.entries()) {
    const next = words[i + 1] ?? '';
    // An object: 'राशि बदलने के बावजूद', 'मदद करेगा'; a sign whose postposition follows its name: 'राशि {sign} में'.
    if (POSTPOSITION.test(next) || next.startsWith('कर') || /ने$/.test(next)) continue;
    if (/^\{sign2?\}$/.test(next) && POSTPOSITION.test(words[i + 2] ?? '')) continue;
    // 'के दिन' after a date says when, not who.
    if (word === 'दिन' && words[i - 1] === 'के') continue;
    if (word === '{lift}' || word === '{drag}') return 'f';
    if (/^\{\w+\}$/.test(word)) return null;
    const gender = genderOf(word);
    if (gender) return gender;
  }
  return null;
}

describe('the Hindi locale', () => {
  for (const [pool, templates] of Object.entries(hi.pools)) {
    it(`renders every template of ${pool}`, () => {
      for (const template of templates) {
        for (const form of expansions(template, 60)) {
          let text = form;
          for (const slot of slotNames(form)) {
            const values = hi.slotValues(slot);
            expect(values.length, `slot {${slot}} in ${pool}`).toBeGreaterThan(0);
            text = text.replaceAll(`{${slot}}`, values[text.length % values.length]!);
          }
          const out = tidyHi(text);
          expect(out, out).not.toMatch(/[{}[\]|]/);
          expect(out.replace(LATIN_ALLOWED, ''), out).not.toMatch(/[A-Za-z]/);
          expect(out, out).not.toMatch(/ {2}|।।|। ।/);
        }
      }
    });
  }

  it('a subject and its future verb agree in gender: मौक़ा आएगा, मदद मिलेगी; {lift} and {drag} are feminine', () => {
    const failures: string[] = [];
    for (const slot of ['lift', 'drag']) for (const value of hi.slotValues(slot)) if (genderOf(value.replace(/ \([^()]*\)$/, '').split(' ').at(-1)!) !== 'f') failures.push(`{${slot}} "${value}" is not feminine`);
    for (const [pool, templates] of Object.entries(hi.pools)) {
      for (const template of templates) {
        for (const form of expansions(template, 200)) {
          for (const clause of form.split(/[,;:।?]| और | जबकि | तो | कि | पर (?=\S+ \S)/)) {
            const words = clause.trim().split(/\s+/);
            const verb = words.at(-1) ?? '';
            const want = /(गा|गे)$/.test(verb) ? 'm' : /(गी|गीं)$/.test(verb) ? 'f' : null;
            const subject = subjectGender(words);
            if (want && subject && subject !== want) failures.push(`${pool}: "${clause.trim()}"`);
          }
        }
      }
    }
    expect([...new Set(failures)]).toEqual([]);
  });

  it('has a writer for every block kind the English locale has', () => {
    expect(Object.keys(hi.writers).sort()).toEqual(Object.keys(en.writers).sort());
  });
});

describe('a place in a Hindi reading', () => {
  it('is a major Indian city in Devanagari, another place by its city alone, coordinates as the birth place', () => {
    expect(placeHi('Mumbai, India')).toBe('मुंबई');
    expect(placeHi('bangalore')).toBe('बेंगलुरु');
    expect(placeHi('Toronto, Canada')).toBe('टोरंटो');
    expect(placeHi('New York, USA')).toBe('न्यूयॉर्क');
    expect(placeHi('Springfield, USA')).toBe('Springfield');
    expect(placeHi('19.07° N, 72.88° E')).toBe('आपके जन्म स्थान');
  });
});
