import { describe, expect, it } from 'vitest';
import { localToUtc } from '../../astro/local-time';
import { siderealLongitude } from '../../astro/transit-events';
import { signOf } from '../../astro/zodiac';
import { SENTENCE_SPLITTERS, TEMPLATE_MASKERS, sharedKeyShare } from '../../server/readings/audit/repetition';
import { namesHi } from '../../shared/astro-names/hi';
import { namesTa } from '../../shared/astro-names/ta';
import { namesTe } from '../../shared/astro-names/te';
import { rashifal, type RashifalForm } from '../index';

/** Days of different skies: a Moon change in the morning, festival days, a chandrashtama all day. */
const DATES = ['2026-12-07', '2027-01-14', '2027-03-22', '2027-08-15', '2027-10-29'];
const SIGNS = Array.from({ length: 12 }, (_, i) => i);
const FORMS: RashifalForm[] = ['full', 'short'];
const LANGS = ['en', 'hi', 'ta', 'te'] as const;

const moonSignAt = (date: string, hhmm: string, minutes: number) => signOf(siderealLongitude('Moon', localToUtc(date, hhmm, 'Asia/Kolkata').utcMs + minutes * 60_000));
const houseFrom = (moonSign: number, sign: number) => ((sign - moonSign + 12) % 12) + 1;
const dayStartSign = (date: string) => moonSignAt(date, '00:00', 0);
const dayEndSign = (date: string) => moonSignAt(date, '23:59', 0);

describe('the daily rashifal of the twelve signs', () => {
  for (const date of DATES) {
    for (const language of LANGS) {
      for (const form of FORMS) {
        it(`differs across the 12 signs on ${date} (${language}, ${form})`, () => {
          const split = SENTENCE_SPLITTERS[language];
          const mask = TEMPLATE_MASKERS[language]([]);
          const docs = SIGNS.map((s) => split(rashifal(s, date, language, form).text));
          const owner = new Map<string, number>();
          docs.forEach((sentences, sign) => {
            for (const s of sentences) {
              expect(owner.get(s) ?? sign, `"${s}" repeats across signs`).toBe(sign);
              owner.set(s, sign);
            }
          });
          const templates = docs.map((d) => d.map(mask));
          expect(sharedKeyShare(templates, 2).share).toBeLessThanOrEqual(0.15);
          if (form === 'short') for (const d of docs) expect([2, 3]).toContain(d.length);
        });
      }
    }
  }
});

describe('the twelve signs through a year', () => {
  it('share no sentence and stay under the template limit on every sixth day of 2027', () => {
    for (let day = 0; day < 365; day += 6) {
      const date = new Date(Date.UTC(2027, 0, 1 + day)).toISOString().slice(0, 10);
      for (const language of LANGS) {
        const split = SENTENCE_SPLITTERS[language];
        const mask = TEMPLATE_MASKERS[language]([]);
        const docs = SIGNS.map((s) => split(rashifal(s, date, language, 'full').text));
        const sentences = docs.flatMap((d) => [...new Set(d)]);
        expect(new Set(sentences).size, `${date} ${language}`).toBe(sentences.length);
        expect(sharedKeyShare(docs.map((d) => d.map(mask)), 2).share, `${date} ${language}`).toBeLessThanOrEqual(0.15);
      }
    }
  });
});

describe('what the rashifal states is the sky', () => {
  for (const date of DATES) {
    it(`states true Moon houses, change times and chandrashtama on ${date}`, () => {
      for (const sign of SIGNS) {
        const r = rashifal(sign, date, 'en', 'full');
        // The opening house is the Moon's house as the day begins, or, when the Moon changes sign
        // before sunrise, the house it entered then, from the minute it did.
        const changes = dayStartSign(date) !== dayEndSign(date);
        const fromTime = /^From (\d{2}:\d{2}), /.exec(r.text)?.[1];
        const early = changes && fromTime !== undefined;
        const opening = /your (\d+)(?:st|nd|rd|th) house/.exec(r.text)!;
        expect(Number(opening[1])).toBe(houseFrom(sign, early ? dayEndSign(date) : dayStartSign(date)));
        if (fromTime) {
          expect(fromTime < r.facts.sunrise).toBe(true);
          expect([moonSignAt(date, fromTime, -1), moonSignAt(date, fromTime, 1)]).toEqual([dayStartSign(date), dayEndSign(date)]);
        }
        // A change named is a real change of the Moon's sign at that minute, into the house named.
        const change = /At (\d{2}:\d{2}) the Moon moves on to your (\d+)(?:st|nd|rd|th) house/.exec(r.text);
        expect(change !== null).toBe(changes && !early);
        if (change) {
          expect(change[1]! > r.facts.sunrise).toBe(true);
          expect(moonSignAt(date, change[1]!, -1)).toBe(dayStartSign(date));
          expect(moonSignAt(date, change[1]!, 1)).toBe(dayEndSign(date));
          expect(Number(change[2])).toBe(houseFrom(sign, dayEndSign(date)));
        }
        // Chandrashtama is named exactly for the sign whose eighth the Moon passes, at the true time.
        const eighth = (sign + 7) % 12;
        const inEighth = dayStartSign(date) === eighth || dayEndSign(date) === eighth;
        const ch = /Chandrashtama (?:lasts until|begins at|ended at) (\d{2}:\d{2})|Chandrashtama holds the whole day/.exec(r.text);
        expect(ch !== null, `sign ${sign}`).toBe(inEighth);
        if (ch?.[1]) {
          const [before, after] = [moonSignAt(date, ch[1], -1), moonSignAt(date, ch[1], 1)];
          expect(before === eighth || after === eighth).toBe(true);
          expect(before).not.toBe(after);
        }
        if (ch && !ch[1]) expect([dayStartSign(date), dayEndSign(date)]).toEqual([eighth, eighth]);
        expect(r.facts.chandrashtama !== null).toBe(inEighth);
        // The slow grahas' houses are counted from the sign.
        for (const g of ['Jupiter', 'Saturn'] as const) {
          const house = houseFrom(sign, signOf(siderealLongitude(g, localToUtc(date, '12:00', 'Asia/Kolkata').utcMs)));
          expect(r.text).toContain(`your ${house}${house === 1 ? 'st' : house === 2 ? 'nd' : house === 3 ? 'rd' : 'th'} house`);
        }
      }
    });
  }
});

describe('the Telugu rashifal', () => {
  it('states the same houses and times as the English one, as a Telugu panchangam says them', () => {
    for (const date of DATES) {
      for (const sign of SIGNS) {
        const en = rashifal(sign, date, 'en', 'full');
        const te = rashifal(sign, date, 'te', 'full');
        expect(te.facts).toEqual(en.facts);
        const times = [...en.text.matchAll(/\b(\d{2}):(\d{2})\b/g)].map(([, h, m]) => {
          const hour = Number(h);
          const part = hour < 4 || hour >= 20 ? 'రాత్రి' : hour < 6 ? 'తెల్లవారుజాము' : hour < 12 ? 'ఉదయం' : hour < 16 ? 'మధ్యాహ్నం' : 'సాయంత్రం';
          return `${part} ${((hour + 11) % 12) + 1}:${m}`;
        });
        for (const t of times) expect(te.text).toContain(t);
        const houses = [...en.text.matchAll(/your (\d+)(?:st|nd|rd|th) house/g)].map(([, n]) => `${namesTe.houses[Number(n) - 1]} భావ`);
        for (const h of houses) expect(te.text).toContain(h);
      }
    }
  });

  it('has no Latin or Devanagari letters, in the text, title, lucky line or festival names', () => {
    for (const date of DATES) {
      for (const sign of SIGNS) {
        const r = rashifal(sign, date, 'te', 'full');
        for (const piece of [r.text, r.title, r.lucky.line, r.sign.name, ...r.observances]) expect(piece).not.toMatch(/[A-Za-z]|\p{Script=Devanagari}/u);
        expect(r.title).toBe(`${namesTe.signs[sign]} రాశిఫలం, ${Number(date.slice(8))} ${namesTe.months[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`);
      }
    }
  });
});

describe('the Tamil rashifal', () => {
  it('states the same houses and times as the English one', () => {
    for (const date of DATES) {
      for (const sign of SIGNS) {
        const en = rashifal(sign, date, 'en', 'full');
        const ta = rashifal(sign, date, 'ta', 'full');
        expect(ta.facts).toEqual(en.facts);
        const times = [...en.text.matchAll(/\b(\d{2}):(\d{2})\b/g)].map(([, h, m]) => {
          const hour = Number(h);
          const part = hour < 4 || hour >= 19 ? 'இரவு' : hour < 12 ? 'காலை' : hour < 16 ? 'மதியம்' : 'மாலை';
          return `${part} ${((hour + 11) % 12) + 1}:${m}`;
        });
        for (const t of times) expect(ta.text).toContain(t);
        const houses = [...en.text.matchAll(/your (\d+)(?:st|nd|rd|th) house/g)].map(([, n]) => `${namesTa.houses[Number(n) - 1]} வீட்`);
        for (const h of houses) expect(ta.text).toContain(h);
      }
    }
  });

  it('is Tamil throughout, in the text, title, lucky line and festival names, with the sign joined to ராசி in its title', () => {
    for (const date of DATES) {
      for (const sign of SIGNS) {
        const r = rashifal(sign, date, 'ta', 'full');
        for (const piece of [r.text, r.title, r.lucky.line, r.sign.name, ...r.observances]) expect(piece).not.toMatch(/[A-Za-z]|\p{Script=Devanagari}/u);
      }
    }
    expect(rashifal(0, '2026-12-07', 'ta', 'short').title).toBe('மேஷ ராசிபலன், 7 டிசம்பர் 2026');
    expect(rashifal(0, '2026-12-07', 'ta', 'short').verdict.label).toMatch(/^(சுபமான நாள்|கலவையான நாள்|கவனமாக நடக்க வேண்டிய நாள்)$/);
  });
});

describe('the Hindi rashifal', () => {
  it('states the same houses and times as the English one', () => {
    for (const date of DATES) {
      for (const sign of SIGNS) {
        const en = rashifal(sign, date, 'en', 'full');
        const hi = rashifal(sign, date, 'hi', 'full');
        expect(hi.facts).toEqual(en.facts);
        const times = [...en.text.matchAll(/\b(\d{2}):(\d{2})\b/g)].map(([, h, m]) => {
          const hour = Number(h);
          const part = hour < 4 ? 'रात' : hour < 12 ? 'सुबह' : hour < 16 ? 'दोपहर' : hour < 20 ? 'शाम' : 'रात';
          return `${part} ${((hour + 11) % 12) + 1}:${m} बजे`;
        });
        for (const t of times) expect(hi.text).toContain(t);
        const houses = [...en.text.matchAll(/your (\d+)(?:st|nd|rd|th) house/g)].map(([, n]) => `${namesHi.houses[Number(n) - 1]} भाव`);
        for (const h of houses) expect(hi.text).toContain(h);
      }
    }
  });

  it('has no Latin words, in the text, title, lucky line or festival names', () => {
    for (const date of DATES) {
      for (const sign of SIGNS) {
        const r = rashifal(sign, date, 'hi', 'full');
        for (const piece of [r.text, r.title, r.lucky.line, r.sign.name, ...r.observances]) expect(piece).not.toMatch(/[A-Za-z]/);
      }
    }
  });

  it('names the day’s festival in the do, before the day’s fast', () => {
    // 29 October 2027: Diwali on Ashvin Amavasya.
    const r = rashifal(0, '2027-10-29', 'hi', 'full');
    expect(r.observances).toEqual(expect.arrayContaining(['दीवाली (लक्ष्मी पूजा)', 'आश्विन अमावस्या']));
    expect(r.text).toContain('आज दीवाली (लक्ष्मी पूजा) भी है, पर्व की पूजा और परिवार के लिए समय निकालें।');
    expect(r.text).not.toContain('आश्विन अमावस्या');
  });
});

describe('a Moon change before sunrise', () => {
  it('opens the day on the house the Moon has entered, from the minute it did', () => {
    // 15 August 2027: the Moon leaves one sign a few minutes after midnight, India time.
    const r = rashifal(0, '2027-08-15', 'en', 'full');
    expect(r.facts.moon[1]!.from! < r.facts.sunrise).toBe(true);
    expect(r.text.startsWith(`From ${r.facts.moon[1]!.from}, `)).toBe(true);
    expect(r.text).toContain(`your ${r.facts.moon[1]!.house}`);
    expect(r.text).not.toContain('moves on to');
    const hi = rashifal(0, '2027-08-15', 'hi', 'full');
    expect(hi.text.startsWith('रात 12:')).toBe(true);
  });

  it('says a chandrashtama that ended in the night leaves the day free, and the short form skips it', () => {
    // 22 March 2027: the Moon leaves Simha, the 8th from Makara, at 03:45 India time.
    const r = rashifal(9, '2027-03-22', 'en', 'full');
    expect(r.facts.chandrashtama).toEqual({ from: null, to: '03:45' });
    expect(r.text).toContain('Chandrashtama ended at 03:45, before sunrise, so the day');
    expect(rashifal(9, '2027-03-22', 'hi', 'full').text).toContain('चंद्राष्टम रात 3:45 बजे ही उतर गया, सूर्योदय से पहले');
    expect(rashifal(9, '2027-03-22', 'en', 'short').text).not.toMatch(/chandrashtama/i);
  });
});

describe('the verdict and the festival', () => {
  it('labels each sign’s day by its judgement in both languages', () => {
    const keys = SIGNS.map((s) => rashifal(s, '2026-12-07', 'en', 'short').verdict.key);
    expect(new Set(keys).size).toBeGreaterThan(1);
    expect(rashifal(0, '2026-12-07', 'hi', 'short').verdict.label).toMatch(/^(शुभ दिन|मिला-जुला दिन|सावधानी का दिन)$/);
  });

  it('names the day’s Sankranti with its own advice, and a festival with a puja', () => {
    const sankranti = rashifal(0, '2027-02-13', 'en', 'full');
    expect(sankranti.observances).toEqual(['Kumbha Sankranti']);
    expect(sankranti.text).toContain('it is also Kumbha Sankranti, so a holy bath and a gift to the needy suit the day.');
    expect(rashifal(0, '2027-02-13', 'hi', 'full').text).toContain('आज कुंभ संक्रांति भी है, स्नान और ज़रूरतमंद को दान इस दिन का पुण्य है।');
    expect(rashifal(4, '2027-01-14', 'en', 'full').text).toContain('it is also Makar Sankranti, so keep time for its puja and the family.');
    expect(rashifal(0, '2027-02-12', 'en', 'full').text).not.toContain('it is also');
  });
});

describe('bad requests', () => {
  it('refuses a sign, date, language or form it cannot read', () => {
    expect(() => rashifal(12, '2026-12-07', 'en', 'full')).toThrow(RangeError);
    expect(() => rashifal(-1, '2026-12-07', 'en', 'full')).toThrow(/sign/);
    expect(() => rashifal(0, '2026-02-30', 'en', 'full')).toThrow(/calendar date/);
    expect(() => rashifal(0, '7 Dec 2026', 'en', 'full')).toThrow(/YYYY-MM-DD/);
    expect(() => rashifal(0, '2026-12-07', 'fr' as 'en', 'full')).toThrow(/language/);
    expect(() => rashifal(0, '2026-12-07', 'en', 'long' as 'full')).toThrow(/form/);
  });
});
