/** Every Tamil template, every way its choices allow, with every value each slot can take. */
import { describe, expect, it } from 'vitest';
import { expansions, slotNames } from '../pen';
import { en } from '../en/locale-en';
import { ta } from './locale-ta';
import { grahaOfTa, signJoinedTa, tidyTa, timeTa } from './names';
import { placeTa } from './place-names';

/** Latin letters may appear only inside values that come from the profile (a name, a place). */
const LATIN_ALLOWED = /New York|Priya/g;

/** A Tamil sentence ends in a full stop, ! or ?; a slot a template forgot stays as '{…}'. */
function rendered(): Array<{ pool: string; text: string }> {
  const out: Array<{ pool: string; text: string }> = [];
  for (const [pool, templates] of Object.entries(ta.pools)) {
    for (const template of templates) {
      for (const form of expansions(template, 60)) {
        let text = form;
        for (const slot of slotNames(form)) {
          const values = ta.slotValues(slot);
          if (!values.length) throw new Error(`slot {${slot}} in ${pool} has no values`);
          text = text.replaceAll(`{${slot}}`, values[text.length % values.length]!);
        }
        out.push({ pool, text: tidyTa(text) });
      }
    }
  }
  return out;
}

describe('the Tamil locale', () => {
  const all = rendered();

  it('fills every slot of every template, with Tamil script only', () => {
    const bad = all.filter(({ text }) => /[{}[\]|]/.test(text) || /[A-Za-z]/.test(text.replace(LATIN_ALLOWED, '')));
    expect(bad.map((b) => `${b.pool}: ${b.text}`)).toEqual([]);
  });

  it('carries no Devanagari or Telugu letters, no doubled spaces or stops', () => {
    const bad = all.filter(({ text }) => /\p{Script=Devanagari}|\p{Script=Telugu}/u.test(text) || / {2}|\.\.|\. \.|,,|, ,/.test(text));
    expect(bad.map((b) => `${b.pool}: ${b.text}`)).toEqual([]);
  });

  it('speaks to the reader as நீங்கள், never with the familiar நீ', () => {
    const bad = all.filter(({ text }) => /(^|\s)(நீ|உன்|உனக்கு|உன்னை)(\s|$)/.test(text));
    expect(bad.map((b) => `${b.pool}: ${b.text}`)).toEqual([]);
  });

  it('writes a house as an ordinal before வீடு, never a bare number', () => {
    const bad = all.filter(({ text }) => /\d+(ஆம்|-ஆம்)? வீ/.test(text));
    expect(bad.map((b) => `${b.pool}: ${b.text}`)).toEqual([]);
  });

  it('uses no Hindi-only word where Tamil has its own (मांगलिक, साढ़ेसाती, महादशा in Tamil script)', () => {
    const bad = all.filter(({ text }) => /மாங்கலிக|சாடேசாதி|மகாதசை|அந்தர்தசை|भ/.test(text));
    expect(bad.map((b) => `${b.pool}: ${b.text}`)).toEqual([]);
  });

  it('doubles a hard consonant only before the same consonant: விஷயங்களுக்குச் சுபம், never விஷயங்களுக்குச் நல்லது', () => {
    // A word that itself ends in a hard consonant (அபிஜித், பிரத்யக், மார்ச்) is a name, not a sandhi.
    const bad = all.flatMap(({ pool, text }) => [...text.replace(/அபிஜித்/g, '').matchAll(/\S*[ாிீுூெேைொோௌ]([கசதப])் (\S+)/g)].filter((m) => !m[2]!.startsWith(m[1]!)).map((m) => `${pool}: ${m[0]}`));
    expect([...new Set(bad)]).toEqual([]);
  });

  it('has a writer for every block kind the English locale has', () => {
    expect(Object.keys(ta.writers).sort()).toEqual(Object.keys(en.writers).sort());
  });
});

describe('Tamil names and forms', () => {
  it('joins a sign to ராசி as Tamil does, and declines a graha in the genitive', () => {
    expect(['மேஷம்', 'துலாம்', 'கன்னி', 'தனுசு'].map(signJoinedTa)).toEqual(['மேஷ', 'துலா', 'கன்னி', 'தனுசு']);
    expect((['Sun', 'Mars', 'Saturn', 'Jupiter', 'Venus', 'Ketu'] as const).map(grahaOfTa)).toEqual(['சூரியனின்', 'செவ்வாயின்', 'சனியின்', 'குருவின்', 'சுக்கிரனின்', 'கேதுவின்']);
  });

  it('doubles a hard consonant after the dative, as a slot cannot: உங்களுக்குப் பிரத்யக் தாரை', () => {
    expect(tidyTa('உங்களுக்கு பிரத்யக் தாரை, விஷயங்களுக்கு சாதகம், நாளுக்கு நாள், தாமதமாக கிடைக்கும், பத்தாம் வீட்டு குரு')).toBe('உங்களுக்குப் பிரத்யக் தாரை, விஷயங்களுக்குச் சாதகம், நாளுக்கு நாள், தாமதமாகக் கிடைக்கும், பத்தாம் வீட்டுக் குரு');
  });

  it('says a time with its part of the day', () => {
    expect(['07:24', '13:05', '18:40', '23:59'].map(timeTa)).toEqual(['காலை 7:24', 'மதியம் 1:05', 'மாலை 6:40', 'இரவு 11:59']);
  });

  it('names a major city in Tamil, another place by its city alone, coordinates as the birth place', () => {
    expect(placeTa('Chennai, India')).toBe('சென்னை');
    expect(placeTa('madras')).toBe('சென்னை');
    expect(placeTa('Singapore')).toBe('சிங்கப்பூர்');
    expect(placeTa('Springfield, USA')).toBe('Springfield');
    expect(placeTa('13.08° N, 80.27° E')).toBe('உங்கள் பிறந்த ஊர்');
  });
});
