/** Every Telugu template, every way its choices allow, with every value each slot can take. */
import { describe, expect, it } from 'vitest';
import { expansions, slotNames } from '../pen';
import { en } from '../en/locale-en';
import { te } from './locale-te';
import { dayMonthYearTe, rangeTe, tidyTe, timeTe } from './names';
import { placeTe } from './place-names';

/** Latin letters may appear only inside values that come from the profile (a name, a place). */
const LATIN_ALLOWED = /New York/g;

function rendered(): Array<{ pool: string; text: string }> {
  const out: Array<{ pool: string; text: string }> = [];
  for (const [pool, templates] of Object.entries(te.pools)) {
    for (const template of templates) {
      for (const form of expansions(template, 60)) {
        let text = form;
        for (const slot of slotNames(form)) {
          const values = te.slotValues(slot);
          expect(values.length, `slot {${slot}} in ${pool}`).toBeGreaterThan(0);
          text = text.replaceAll(`{${slot}}`, values[text.length % values.length]!);
        }
        out.push({ pool, text: tidyTe(text) });
      }
    }
  }
  return out;
}

describe('the Telugu locale', () => {
  const all = rendered();

  it('fills every slot of every template, in Telugu letters only', () => {
    for (const { pool, text } of all) {
      expect(text, `${pool}: ${text}`).not.toMatch(/[{}[\]|]/);
      expect(text.replace(LATIN_ALLOWED, ''), `${pool}: ${text}`).not.toMatch(/[A-Za-z]/);
      expect(text, `${pool}: ${text}`).not.toMatch(/\p{Script=Devanagari}/u);
    }
  });

  it('leaves no doubled space or punctuation', () => {
    for (const { pool, text } of all) expect(text, `${pool}: ${text}`).not.toMatch(/ {2}|\.\.|, ,|,,|;;|\. \.|, \.| ,/);
  });

  it('never fuses a dative or accusative to a name that needs the oblique stem first ("మేషంకి", "శనిను", "సూర్యుడుకి")', () => {
    // A name slot takes only endings that join its nominative cleanly: లో, గా, న (on a date), or a separate word (కోసం, మీదుగా).
    const fused = /\{(sign2?|graha2?|bare|from|nfrom|md|ad|nak|star|weekday|tithi)\}(కి|కు|ను|ని)(?![\p{L}\p{M}])/u;
    for (const [pool, templates] of Object.entries(te.pools)) for (const template of templates) expect(template, pool).not.toMatch(fused);
  });

  it('addresses the reader only in the respectful second person: no తు/నువ్వు forms', () => {
    for (const { pool, text } of all) expect(text, `${pool}: ${text}`).not.toMatch(/(?<![\p{L}\p{M}])(నువ్వు|నీకు|నీ)(?![\p{L}\p{M}])/u);
  });

  it('has a writer for every block kind the English locale has', () => {
    expect(Object.keys(te.writers).sort()).toEqual(Object.keys(en.writers).sort());
  });
});

describe('Telugu times, dates and places', () => {
  it('says a clock time with its part of the day, as a panchangam does', () => {
    expect(timeTe('07:24')).toBe('ఉదయం 7:24');
    expect(timeTe('13:05')).toBe('మధ్యాహ్నం 1:05');
    expect(timeTe('18:40')).toBe('సాయంత్రం 6:40');
    expect(timeTe('23:59')).toBe('రాత్రి 11:59');
    expect(rangeTe('14:05', '15:29')).toBe('మధ్యాహ్నం 2:05 నుండి 3:29 వరకు');
    expect(rangeTe('15:05', '16:29')).toBe('మధ్యాహ్నం 3:05 నుండి సాయంత్రం 4:29 వరకు');
  });

  it('writes a date as day, month and year, a bare final consonant kept apart from a case ending', () => {
    expect(dayMonthYearTe('2026-12-07')).toBe('7 డిసెంబర్\u200c 2026');
    expect(`${dayMonthYearTe('2026-12-07')}న`.replace(/\u200c/g, '')).toBe('7 డిసెంబర్ 2026న');
  });

  it('names a major city in Telugu, another place by its city alone, coordinates as the birth place', () => {
    expect(placeTe('Hyderabad, India')).toBe('హైదరాబాద్\u200c');
    expect(placeTe('vizag')).toBe('విశాఖపట్నం');
    expect(placeTe('Dallas, USA')).toBe('డల్లాస్\u200c');
    expect(placeTe('Springfield, USA')).toBe('Springfield');
    expect(placeTe('17.38° N, 78.48° E')).toBe('మీ జన్మస్థలం');
  });
});
