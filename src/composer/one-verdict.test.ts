/**
 * One verdict per reading, over generated readings of all nine types in English, Hindi and Tamil: births
 * in India and abroad (the audit's generator, with its own seed), ask dates spread from 2025 to
 * 2030 at different hours. Every plan is checked for contradictions between its claims (the
 * judgement's consistency check), and the written readings are read for the same faults as a user
 * meets them: the summary's help and its caution never name the same graha, and no reading says
 * the dashas leave the 6th and 8th quiet (health) or do not tie to the 10th or 7th (career, love)
 * while a running dasha lord rules or holds one of them. The facts of a
 * reading are built once and written in each language.
 */
import { describe, expect, it } from 'vitest';
import type { Graha } from '../astro/zodiac';
import { readingTypes } from '../shared/reading-types';
import type { ReadingType } from '../shared/reading-types';
import { auditPeople } from '../server/readings/audit/people';
import { factsFor } from '../../tests/support/test-profiles';
import type { TestPerson } from '../../tests/support/test-profiles';
import { composeParagraphs } from './compose-reading';
import type { ReadingFacts } from './facts/types';
import { contradictions } from './judgement/consistency';
import { stirs } from './judgement/natal';
import type { ReadingPlan } from './judgement/plan';
import { READINGS } from './reading-registry';
import { GRAHAS_HI } from './wording/hi/names';
import { GRAHAS_TA, grahaStemTa } from './wording/ta/names';
import { localeFor } from './wording/locales';

const GRAHAS: readonly Graha[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'];
const PEOPLE = auditPeople(40, 20270101);
const YEARS = [2025, 2026, 2027, 2028, 2029, 2030];

interface Case {
  person: TestPerson;
  type: ReadingType;
  facts: ReadingFacts;
  plan: ReadingPlan;
}

/** One ask instant per person, spread over six years, the months and the hours of the day. */
function askedAt(i: number): Date {
  const month = String(1 + ((i * 5) % 12)).padStart(2, '0');
  const day = String(1 + ((i * 7) % 28)).padStart(2, '0');
  const hour = String((i * 5) % 24).padStart(2, '0');
  return new Date(`${YEARS[i % YEARS.length]}-${month}-${day}T${hour}:20:00Z`);
}

let built: Case[] | null = null;
function cases(): Case[] {
  built ??= PEOPLE.flatMap((person, i) => readingTypes.map((type) => {
    const facts = factsFor(person, type, askedAt(i));
    return { person, type, facts, plan: READINGS[type].plan(facts) };
  }));
  return built;
}

type Lang = 'en' | 'hi' | 'ta' | 'te';
const LANGUAGE_NAME: Record<Lang, string> = { en: 'English', hi: 'Hindi', ta: 'Tamil', te: 'Telugu' };
/** How each language says the dashas leave health quiet. */
const QUIET: Record<Lang, RegExp> = {
  en: /do not stir the 6th|leave the houses of illness quiet|strains the houses of health|presses on the houses of health/,
  hi: /सेहत पर ख़ास दबाव नहीं|कोई कठिन दौर नहीं उभरता|कोई भारी अवधि नहीं दिखती|न कोई ख़ास दबाव दिखता|कोई चेतावनी नहीं उभरती/,
  ta: /உடல்நலத்தின் மீது தனி அழுத்தம் தரவில்லை|தனி அழுத்தமும் இல்லை/,
  te: /ఆరోగ్యం మీద ప్రత్యేక ఒత్తిడి పెట్టదు|కష్టకాలం ఏదీ కనిపించదు|బరువైన వ్యవధి ఏదీ లేదు|ప్రత్యేక ఒత్తిడీ లేదు/,
};

const where = (c: Case) => `${c.person.name} (${c.person.city}), ${c.type} of ${c.facts.period.start}`;

/** A graha as a Telugu sentence names it, by its stem whatever ending follows; not a weekday, a teacher (గురువులు), Rahu kaal or chandrashtama. */
const GRAHA_TE: Record<Graha, RegExp> = {
  Sun: /(?<![\p{L}\p{M}])సూర్య/u, Moon: /(?<![\p{L}\p{M}])చంద్ర(?!ాష్టమ)/u, Mars: /(?<![\p{L}\p{M}])కుజ/u, Mercury: /(?<![\p{L}\p{M}])బుధ(?!వార)/u,
  Jupiter: /(?<![\p{L}\p{M}])గురు(?!వార|వుల)/u, Venus: /(?<![\p{L}\p{M}])శుక్ర(?!వార)/u, Saturn: /(?<![\p{L}\p{M}])శని(?!వార)/u, Rahu: /(?<![\p{L}\p{M}])రాహు(?!కాల)/u, Ketu: /(?<![\p{L}\p{M}])కేతు/u,
};

/** The grahas a sentence names, in the reading's language. */
function grahasIn(text: string, language: Lang): Graha[] {
  if (language === 'te') {
    const sentence = text.replace(/\([^)]*\)/g, '').replace(/చంద్ర(?: రాశి)? నుండి|చంద్రుని నుండి/g, '');
    return GRAHAS.filter((g) => GRAHA_TE[g].test(sentence));
  }
  // The glossary's explanations in brackets and the Moon as the point houses are counted from ("the
  // 3rd from your Moon", "चंद्र राशि से तीसरे भाव") name no graha as a help or a hindrance.
  const sentence = text.replace(/\([^)]*\)/g, '').replace(/from your (birth )?Moon|चंद्र(?: राशि)? से|சந்திர ராசிக்கு|உங்கள் ராசிக்கு/g, '');
  // A Tamil graha stands whole, declined (சனியின்) or as a dasha's stem (சுக்கிர திசை); சந்திராஷ்டமம் is no Moon.
  if (language === 'ta') return GRAHAS.filter((g) => (g === 'Moon' ? /சந்திர(?!ாஷ்டம)/.test(sentence) : sentence.includes(GRAHAS_TA[g].replace(/ன்$/, '')) || sentence.includes(grahaStemTa(g))));
  return GRAHAS.filter((g) => (language === 'en'
    ? new RegExp(`\\b${g}\\b`).test(sentence)
    // गुरुजन are teachers, not Jupiter.
    : g === 'Jupiter' ? /गुरु(?!जन)/.test(sentence) : sentence.includes(GRAHAS_HI[g]) || (g === 'Moon' && /चंद्र(?!ाष्टम)/.test(sentence))));
}

/**
 * The summary's help and caution sentences: the first summary line is the verdict and then the
 * help, the second the caution and then the window.
 */
function helpAndCaution(summary: string, plan: ReadingPlan, language: Lang): { help: string | null; caution: string | null } {
  const split = (line: string) => line.split(language === 'hi' ? /(?<=।)\s*/ : /(?<=[.!?])\s+/).filter(Boolean);
  const [first = '', second = ''] = summary.split('\n');
  return { help: plan.balance.lift ? split(first).at(-1)! : null, caution: plan.balance.drag ? split(second)[0]! : null };
}

describe('one verdict per reading', () => {
  it(`the plans of ${PEOPLE.length * readingTypes.length} readings (all nine types) hold no contradiction`, () => {
    const all = cases();
    expect(new Set(all.map((c) => c.type)).size).toBe(9);
    expect(new Set(all.map((c) => c.facts.period.start.slice(0, 4)))).toEqual(new Set(YEARS.map(String)));
    expect(all.some((c) => c.person.country !== 'India')).toBe(true);
    const found = all.flatMap((c) => contradictions(c.plan, c.facts).map((x) => `${where(c)}: ${x.rule}: ${x.detail}`));
    expect(found).toEqual([]);
  }, 120_000);

  for (const language of ['en', 'hi', 'ta', 'te'] as const) {
    it(`in ${LANGUAGE_NAME[language]}, the written readings say it once`, () => {
      const failures: string[] = [];
      let pairs = 0;
      let quietChecked = 0;
      for (const c of cases()) {
        const paragraphs = composeParagraphs(c.facts, localeFor(language));
        const { help, caution } = helpAndCaution(paragraphs[0]!, c.plan, language);
        if (help && caution) {
          pairs++;
          const both = grahasIn(help, language).filter((g) => grahasIn(caution, language).includes(g));
          if (both.length) failures.push(`${where(c)}: ${both.join(', ')} in "${help}" and in "${caution}"`);
        }
        const text = paragraphs.join('\n');
        if (c.type === 'health' && c.facts.dasha && [c.facts.dasha.mahadasha.lord, c.facts.dasha.antardasha.lord].some((g) => stirs(c.facts, g, [6, 8]))) {
          quietChecked++;
          if (QUIET[language].test(text)) failures.push(`${where(c)}: the dashas called quiet for health while a running lord rules or holds the 6th or 8th`);
        }
        const main = c.type === 'career' ? 10 : c.type === 'love' ? 7 : null;
        if (language === 'en' && main && c.facts.dasha && [c.facts.dasha.mahadasha.lord, c.facts.dasha.antardasha.lord].some((g) => stirs(c.facts, g, [main])) && text.includes('no antardasha ties strongly')) {
          failures.push(`${where(c)}: "no antardasha ties strongly" to the ${main}th while a running lord rules or holds it`);
        }
      }
      expect(failures).toEqual([]);
      expect(pairs).toBeGreaterThan(200);
      expect(quietChecked).toBeGreaterThan(5);
    }, 120_000);
  }
});
