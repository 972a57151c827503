import { describe, expect, it } from 'vitest';
import { birthFor, profileFor, requestInstant, type BirthDetails } from '../server/readings/audit/request';
import { composeParagraphs } from './compose-reading';
import { buildReadingFacts } from './facts/build-facts';
import { localeFor } from './wording/locales';
import { factsToPromptLines } from './facts/prompt-lines';
import { checkReply } from '../server/readings/writers/fact-check';
import { checkHindiReply } from '../server/readings/writers/fact-check-hi';
import { factSheetOf } from '../server/readings/writers/fact-sheet-of';
import type { Language } from '../shared/profile';
import type { ReadingType } from '../shared/reading-types';
import { readerOf } from '../server/residence/reader';

// Without an exact birth time the chart is cast for noon and read from the Moon: the reading says
// so once, first, and claims nothing that needs the rising sign.

const details: BirthDetails = {
  name: 'Asha Verma', gender: 'female', date: '1990-05-15', time: '', city: 'Mumbai', country: 'India',
  latitude: 19.076, longitude: 72.8777, timezone: 'Asia/Kolkata', timeKnown: { birthTimeAccuracy: 'unknown', birthTimeRange: null },
};

const LAGNA_WORDS = /lagna|rising sign|ascendant|लग्न|லக்ன|లగ్న/i;

/** The first paragraph of a reading without a birth time, in each language. */
const MOON_SIGN_NOTE = {
  en: 'Your birth time is not known, so this reading is read from your Moon sign (Capricorn) rather than your rising sign, with the houses counted from the Moon.',
  hi: 'आपका जन्म समय पता नहीं है, इसलिए यह रीडिंग आपके लग्न की जगह आपकी चंद्र राशि (मकर) से पढ़ी गई है, और भाव चंद्रमा से गिने गए हैं।',
  ta: 'உங்கள் பிறந்த நேரம் தெரியவில்லை, எனவே இந்தப் பலன் லக்னத்துக்குப் பதிலாக உங்கள் சந்திர ராசியிலிருந்து (மகர ராசி) படிக்கப்பட்டுள்ளது, வீடுகளும் சந்திரனிலிருந்தே எண்ணப்பட்டுள்ளன.',
  te: 'మీ జన్మ సమయం తెలియదు, కాబట్టి ఈ ఫలితం మీ లగ్నం నుండి కాకుండా మీ చంద్ర రాశి (మకరం) నుండి చెప్పబడింది, భావాలు కూడా చంద్రుని నుండే లెక్కించబడ్డాయి.',
} as const;

function compose(type: ReadingType, language: Language, person: BirthDetails = details) {
  const profile = profileFor(person);
  const facts = buildReadingFacts({ profile, birth: birthFor(profile), reader: readerOf(profile), readingType: type, now: requestInstant('2026-11-24') });
  return { facts, paragraphs: composeParagraphs(facts, localeFor(language)) };
}

describe('a reading without an exact birth time', () => {
  it('rests on the noon chart read from the Moon: its "lagna" is the Moon sign and no Mangal count is made from a lagna', () => {
    const { facts } = compose('love', 'en');
    expect(facts.person.timeKnown).toBe(false);
    expect(facts.person.birthTime).toBe('12:00');
    expect(facts.natal.lagna.sign).toBe(facts.natal.moon.sign);
    expect(facts.natal.grahas.Moon.house).toBe(1);
    for (const g of Object.values(facts.natal.grahas)) expect(g.house).toBe(g.houseFromMoon);
    expect(facts.natal.mangal.from.lagna).toBe(false);
    expect(facts.natal.mangal.reasons).not.toContain('lagna-leo-aquarius');
  });

  it.each(['daily', 'weekly', 'monthly', 'yearly', 'career', 'love', 'health', 'life'] as const)('%s: says once, first, that it is read from the Moon sign, and names no lagna after that', (type) => {
    for (const language of ['en', 'hi', 'ta', 'te'] as const) {
      const { paragraphs } = compose(type, language);
      const [first, ...rest] = paragraphs;
      expect(first).toBe(MOON_SIGN_NOTE[language]);
      for (const paragraph of rest) expect(paragraph, `${type} ${language}`).not.toMatch(LAGNA_WORDS);
    }
  });

  it('a part of the day casts for its middle and reads the same way; an exact time keeps its lagna and says nothing of the Moon sign', () => {
    const evening = compose('life', 'en', { ...details, timeKnown: { birthTimeAccuracy: 'range', birthTimeRange: 'evening' } });
    expect(evening.facts.person.birthTime).toBe('18:00');
    expect(evening.paragraphs[0]).toMatch(/^Your birth time is not known/);

    const exact = compose('life', 'en', { ...details, time: '12:00', timeKnown: undefined });
    expect(exact.facts.person.timeKnown).toBe(true);
    expect(exact.paragraphs.join(' ')).not.toMatch(/birth time is not known/);
    expect(exact.paragraphs.join(' ')).toMatch(/lagna/);
  });
});

describe('the model writer without an exact birth time', () => {
  it('the fact sheet has no lagna, the fact-check accepts the built-in reading, and refuses a reading that names a lagna', () => {
    for (const type of ['daily', 'life', 'love'] as const) {
      const { facts, paragraphs } = compose(type, 'en');
      const sheet = factSheetOf(facts);
      expect(sheet.lagnaSign).toBeNull();
      expect(checkReply(paragraphs.join('\n\n'), sheet).ok, type).toBe(true);
      expect(checkHindiReply(compose(type, 'hi').paragraphs.join('\n\n'), sheet).ok, type).toBe(true);
    }
    const { facts } = compose('life', 'en');
    const verdict = checkReply('Asha, your lagna is Capricorn, which makes you patient and practical in all you do.', factSheetOf(facts));
    expect(verdict.ok).toBe(false);
    expect(factsToPromptLines(facts).join('\n')).toMatch(/Birth time not known: the chart is cast for 12:00 and read from the Moon/);
    expect(factsToPromptLines(facts).join('\n')).not.toMatch(/^Lagna:/m);
  });
});
