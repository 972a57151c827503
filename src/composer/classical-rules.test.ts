/**
 * Classical rules as the composed text states them, in English and in Hindi, for facts built
 * from real charts and then set to the case under test (a graha moved, a tithi chosen), so each
 * rule is read in the words a user sees.
 */
import { describe, expect, it } from 'vitest';
import { tithisOver } from '../astro/festivals';
import type { ReadingType } from '../shared/reading-types';
import { composeParagraphs } from './compose-reading';
import type { ReadingFacts } from './facts/types';
import type { Factor } from './judgement/plan';
import { Pen } from './wording/pen';
import { READINGS } from './reading-registry';
import { wakingTithi } from './judgement/daily';
import { localeFor } from './wording/locales';
import { MONTHS_HI } from './wording/hi/names';
import { PEOPLE, factsFor, morePeople } from '../../tests/support/test-profiles';

const NOW = new Date('2026-11-24T03:30:00Z');
const textOf = (f: ReadingFacts, language: 'en' | 'hi' | 'te') => composeParagraphs(f, localeFor(language)).join('\n');
const sentencesOf = (text: string) => text.split(/(?<=[.!?।])\s+|\n+/);
const fresh = (type: ReadingType, person = PEOPLE[0]!, now = NOW) => structuredClone(factsFor(person, type, now));

describe('a graha\'s glance', () => {
  it('is cast from the house where the graha sits, and "own" only when it is in its own sign', () => {
    for (const person of PEOPLE) {
      const f = fresh('love', person);
      const moonSign = f.natal.lagna.sign === 3 ? 4 : f.natal.lagna.sign;
      // The Moon in the 1st house, in a sign it does not rule, glancing at an empty 7th.
      Object.assign(f.natal.grahas.Moon, { house: 1, sign: moonSign, dignity: 'neutral' });
      Object.assign(f.natal.houses[7]!, { occupants: [], aspectedBy: ['Moon'] });
      const en = sentencesOf(textOf(f, 'en')).filter((s) => /drishti/.test(s) && s.includes('Moon'));
      expect(en.length).toBe(1);
      expect(en[0]).toContain('your 1st house');
      expect(en[0]).not.toMatch(/\bown\b/);
      const hi = sentencesOf(textOf(f, 'hi')).filter((s) => s.includes('दृष्टि') || s.includes('देखते हैं'));
      expect(hi.some((s) => s.includes('आपके पहले भाव से') && !s.includes('अपनी ही राशि'))).toBe(true);

      // The same Moon in Cancer, its own sign: now "own" is true and said.
      const g = fresh('love', person);
      Object.assign(g.natal.grahas.Moon, { house: 1, sign: 3, dignity: 'own' });
      Object.assign(g.natal.houses[7]!, { occupants: [], aspectedBy: ['Moon'] });
      expect(textOf(g, 'en')).toMatch(/its own sign, Cancer[^.]*, in your 1st house/);
      expect(textOf(g, 'hi')).toContain('अपनी ही राशि कर्क में, आपके पहले भाव');
    }
  });
});

/** The first day from a date (India morning) whose waking hours are held by one of the given tithis. */
function dayWithTithi(tithis: readonly number[], from = '2026-12-01'): { now: Date; tithi: number } {
  for (let i = 0; i < 40; i++) {
    const now = new Date(Date.parse(`${from}T03:30:00Z`) + i * 86_400_000);
    const tithi = wakingTithi(fresh('daily', PEOPLE[1]!, now).days[0]!);
    if (tithis.includes(tithi)) return { now, tithi };
  }
  throw new Error('no such day');
}

describe('Amavasya and the Rikta tithis', () => {
  it('are not offered for beginnings in the daily reading, in English and Hindi', () => {
    for (const set of [[30], [4, 9, 14, 19, 24, 29]]) {
      const { now } = dayWithTithi(set);
      const f = fresh('daily', PEOPLE[1]!, now);
      const en = textOf(f, 'en');
      // Amavasya was read as a Purna ('full') tithi, 'good for ceremonies and major work'.
      if (set[0] === 30) expect(en).not.toMatch(/ceremonies and major work|bringing things to fulfilment/);
      // Starting something new is among what the day asks you to hold back from, never among what it favours.
      expect(en).toMatch(/(avoid|hold back from|better not today:|steer clear of|leave aside|put off|keep away from|say no to) [^;.]*starting something new/);
      const favoured = READINGS.daily.plan(f).blocks.find((b) => b.kind === 'day-advice');
      expect(favoured && favoured.kind === 'day-advice' && favoured.avoid.includes('begin') && !favoured.favour.includes('begin') && !favoured.favour.includes('sign')).toBe(true);
      // Nor are the good hours of the day offered for starting things.
      expect(en).not.toMatch(/for starting things|for a start that matters/);
      const hi = textOf(f, 'hi');
      expect(hi).not.toContain('कोई ज़रूरी काम शुरू करना हो तो');
      expect(hi).toMatch(/(बचें|टालें|दूर रहें|रखें|परहेज़ करें|जल्दी न करें|ठीक नहीं|न करें तो अच्छा): [^;।]*नया काम शुरू करना/);
      if (set[0] === 30) expect(hi).not.toMatch(/बड़े काम, पूजा और काम पूरे करने|पूर्णता तक पहुँचाने/);
    }
  });

  it('are named as no day to begin in the weekly list, and left out of the monthly good days', () => {
    const { now, tithi } = dayWithTithi([30]);
    const week = fresh('weekly', PEOPLE[1]!, now);
    const en = textOf(week, 'en');
    const hi = textOf(week, 'hi');
    expect(tithi).toBe(30);
    expect(en).toMatch(/Amavasya[^.\n]*(begin nothing new|no day to start anything new|not new starts)/);
    expect(hi).toMatch(/अमावस्या[^।\n]*(नया काम शुरू न करें|नई शुरुआत का नहीं|नया काम शुरू करने का दिन नहीं)/);
    for (const person of PEOPLE) {
      const month = fresh('monthly', person, new Date('2026-12-01T03:30:00Z'));
      const plan = READINGS.monthly.plan(month);
      const days = plan.blocks.find((b) => b.kind === 'month-days');
      if (!days || days.kind !== 'month-days') continue;
      for (const date of days.good) {
        // The good days are the reader's own: judged over 06:00–22:00 where the reader lives, by the tithi holding most of those hours.
        const day = (Date.parse(date) - Date.parse(month.period.start)) / 86_400_000;
        const from = month.period.startMs + day * 24 * 3_600_000 + 6 * 3_600_000;
        const to = from + 16 * 3_600_000;
        const held = tithisOver(from, to).map((t) => ({ n: t.number, ms: Math.min(t.endMs, to) - Math.max(t.startMs, from) })).sort((a, b) => b.ms - a.ms)[0]!;
        expect([4, 9, 14, 19, 24, 29, 30]).not.toContain(held.n);
      }
    }
  });
});

describe('Jupiter and Saturn now, in a natal reading', () => {
  it('are judged from the Moon by the gochara table; a help counted from the lagna is said to be from the rising sign', () => {
    for (const person of PEOPLE) {
      const f = fresh('life', person);
      const lagna = f.natal.lagna.sign;
      // The Moon three signs before the lagna: Jupiter on the lagna is then 4th from the Moon, not a good house.
      f.natal.moon.sign = (lagna + 9) % 12;
      const fromMoon = 4;
      // Jupiter over the lagna; Saturn in the 2nd from the lagna, glancing at neither the lagna nor the Moon's sign.
      f.sky.start.Jupiter = { ...f.sky.start.Jupiter, sign: lagna, houseFromLagna: 1, houseFromMoon: fromMoon };
      f.sky.start.Saturn = { ...f.sky.start.Saturn, sign: (lagna + 1) % 12, houseFromLagna: 2, houseFromMoon: (fromMoon % 12) + 1 };
      const en = textOf(f, 'en');
      expect(en).not.toMatch(/both help|Jupiter helps while/);
      expect(en).toMatch(/(Counted from your rising sign rather than the Moon|From the lagna, the rising sign,|By the count from your rising sign,),? Jupiter[^.]*your 1st house itself/);
      const hi = textOf(f, 'hi');
      expect(hi).not.toMatch(/दोनों साथ दे रहे हैं|दोनों धीमे ग्रह आपके पक्ष में हैं|दोनों का रुख़ अनुकूल है|गुरु मदद कर रहे हैं|गुरु का साथ है|गुरु रास्ता खोलते हैं/);
      expect(hi).toMatch(/(लग्न से गिनें तो|जन्म लग्न से देखें तो|जन्म लग्न के हिसाब से) [^।]*(गुरु|बृहस्पति)[^।]*ठीक पहले भाव में हैं/);
    }
  });
});

describe('strength words', () => {
  it('follow the strength model: a debilitated lord of middling score is called debilitated, then what offsets it', () => {
    for (const person of PEOPLE) {
      const f = fresh('career', person);
      const lord = f.natal.houses[10]!.lord;
      Object.assign(f.natal.grahas[lord], { dignity: 'debilitated', neechaBhanga: false, retrograde: lord !== 'Sun' && lord !== 'Moon', combust: false, score: 0.5, factors: [] });
      const en = textOf(f, 'en');
      expect(en).not.toMatch(/neither strong nor weak|of middling strength there|offset by its house/);
      expect(en).toMatch(/debilitated[^.]*(which would weaken it|yet)[^.]*middling strength/);
      const hi = textOf(f, 'hi');
      expect(hi).not.toMatch(/न बहुत बली हैं, न कमज़ोर|बीच की ताक़त में हैं/);
      expect(hi).toMatch(/नीच[^।]*(मध्यम|बीच की ताक़त|औसत)/);
    }
  });

  // The summary names the reading's chief hindrance; the closing, in every one of its shapes, never repeats it.
  it('keep a transit apart from the natal graha: neither the summary nor the closing calls a transit the natal graha\'s weakness', () => {
    const f = fresh('love');
    Object.assign(f.natal.grahas.Saturn, { score: 3.5 });
    const transit = { key: 'topic-transit', weight: -1, graha: 'Saturn' as const, house: 7, from: 'moon' as const };
    const natal = { key: 'occupant', weight: -0.5, graha: 'Saturn' as const, house: 7 };
    const TRANSIT = { en: /Saturn.{0,20} transit through the 7th from your Moon/, hi: /चंद्र राशि से सातवें भाव में शनि.{0,20} के गोचर/, te: /చంద్ర రాశి నుండి ఏడవ భావంలో శని గోచారం/ } as const;
    for (const language of ['en', 'hi', 'te'] as const) {
      const locale = localeFor(language);
      for (const seed of [0, 1, 2, 3, 4, 5]) {
        const ctx = { pen: new Pen(seed), facts: f, names: locale.newNames() };
        const closing = (drag: Factor) => locale.writers.closing({ kind: 'closing', type: 'love', tone: 'mixed', lift: null, drag, remedy: null }, ctx);
        const summary = (drag: Factor) => locale.aids.summary({ type: 'love', balance: { score: -1, tone: 'mixed', lift: null, drag }, blocks: [] }, ctx).join(' ');
        const said = [summary(transit), closing(transit), closing(natal)].map((w) => (typeof w === 'string' ? w : w ? w.text : ''));
        for (const text of said) expect(text).not.toMatch(/weakness|कमज़ोरी|బలహీనత/);
        expect(said[0]).toMatch(TRANSIT[language]);
      }
    }
  });
});

describe('lordships', () => {
  it('are said whole: for a Capricorn lagna Mercury is lord of the 6th and the 9th, a functional benefic', () => {
    const person = [...PEOPLE, ...morePeople(60)].find((p) => factsFor(p, 'health', NOW).natal.lagna.sign === 9);
    expect(person).toBeDefined();
    const f = fresh('health', person);
    expect(f.natal.grahas.Mercury.rules).toEqual([6, 9]);
    const en = textOf(f, 'en');
    expect(en).toMatch(/(Mercury[^.]*(rules|lord of|holds as well) your 9th[^.]*a functional benefic|your 9th[^.]*, Mercury[^.]* is a functional benefic)/);
    const hi = textOf(f, 'hi');
    expect(hi).toMatch(/नौवें भाव के भी (स्वामी|मालिक)[^।]*कार्यकारी शुभ ग्रह/);
    // Its 6th lordship alone does not make its periods a strain on health: the 9th prevails.
    const plan = READINGS.health.plan(f);
    const d = f.dasha!;
    if (d.mahadasha.lord === 'Mercury' || d.antardasha.lord === 'Mercury') {
      expect(plan.balance.drag?.graha === 'Mercury' && plan.balance.drag.topic === 'health').toBe(false);
    }
  });
});

describe('the big events of a window', () => {
  const DAY = 86_400_000;
  const stampOf = (ms: number) => ({ atMs: ms, date: new Date(ms + 5.5 * 3_600_000).toISOString().slice(0, 10), time: '12:00' });
  const stay = (f: ReadingFacts, graha: 'Saturn' | 'Jupiter' | 'Rahu', sign: number, enteredMs: number | null, leftMs: number | null) => ({
    graha, sign, houseFromMoon: ((sign - f.natal.moon.sign + 12) % 12) + 1, houseFromLagna: ((sign - f.natal.lagna.sign + 12) % 12) + 1,
    entered: enteredMs === null ? null : stampOf(enteredMs), left: leftMs === null ? null : stampOf(leftMs),
    enteredRetrograde: false, returning: false, coversPeriod: false, stations: [], bindus: null,
  });

  it('tell a Sade Sati that begins ten days after a health reading is asked, with its date', () => {
    const f = fresh('health', PEOPLE[5]!);
    const moon = f.natal.moon.sign;
    const at = f.period.askedMs + 10 * DAY;
    f.sky.start.Saturn = { ...f.sky.start.Saturn, sign: (moon + 10) % 12, houseFromMoon: 11 };
    f.sky.stays.Saturn = [stay(f, 'Saturn', (moon + 10) % 12, null, at), stay(f, 'Saturn', (moon + 11) % 12, at, null)];
    const date = stampOf(at).date;
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    const en = textOf(f, 'en');
    expect(en).toContain(`${d} ${['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][m - 1]} ${y}`);
    expect(sentencesOf(en).some((s) => /Sade Sati[^.]*(begins|starts)|(begins|starts)[^.]*Sade Sati/.test(s) && s.includes(String(y)))).toBe(true);
    const hi = textOf(f, 'hi');
    expect(sentencesOf(hi).some((s) => s.includes('साढ़ेसाती') && /शुरू होगी|आरंभ होगी/.test(s) && s.includes(String(y)))).toBe(true);
  });

  it('name a year under Ashtama Shani, and date the nodes changing sign and a new antardasha inside a week', () => {
    const year = fresh('yearly');
    const moon = year.natal.moon.sign;
    year.sky.start.Saturn = { ...year.sky.start.Saturn, sign: (moon + 7) % 12, houseFromMoon: 8 };
    year.sky.stays.Saturn = [stay(year, 'Saturn', (moon + 7) % 12, null, null)];
    expect(textOf(year, 'en')).toContain('Ashtama Shani');
    expect(textOf(year, 'hi')).toContain('अष्टम शनि');

    const week = fresh('weekly');
    const at = week.period.startMs + 3 * DAY;
    const rahu = (week.sky.start.Rahu.sign + 11) % 12;
    week.sky.stays.Rahu = [stay(week, 'Rahu', week.sky.start.Rahu.sign, null, at), stay(week, 'Rahu', rahu, at, null)];
    const lord = week.dasha!.antardasha.lord === 'Venus' ? 'Sun' : 'Venus';
    week.dasha!.changes = [{ level: 'antardasha', lord, mahadashaLord: week.dasha!.mahadasha.lord, start: stampOf(at).date, startMs: at }];
    const en = textOf(week, 'en');
    expect(sentencesOf(en).some((s) => /Rahu/.test(s) && /Ketu/.test(s) && /(changes sign|change signs|shifts|shift signs)/.test(s))).toBe(true);
    // Told by the opening or by the big events: either way with its date.
    const [, m, d] = stampOf(at).date.split('-').map(Number) as [number, number, number];
    const monthEn = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][m - 1]!;
    expect(sentencesOf(en).some((s) => s.includes(lord) && s.includes('antardasha') && s.includes(`${d} ${monthEn}`))).toBe(true);
    const hi = textOf(week, 'hi');
    expect(sentencesOf(hi).some((s) => s.includes('राहु') && s.includes('केतु') && /(धुरी बदलेगी|राशि बदलेंगे)/.test(s))).toBe(true);
    expect(sentencesOf(hi).some((s) => s.includes('अंतर्दशा') && s.includes(`${d} ${MONTHS_HI[m - 1]}`))).toBe(true);
  });
});

describe('advice for the time of life', () => {
  it('never urges a promotion or boldness at work on someone of 67, in English or Hindi', () => {
    const elder = [...PEOPLE, ...morePeople(60)].find((p) => { const a = factsFor(p, 'career', NOW).person.age; return a >= 60 && a < 70; });
    expect(elder).toBeDefined();
    const f = fresh('career', elder);
    expect(f.person.stage).toBe('mature');
    const plan = READINGS.career.plan(f);
    const stage = plan.blocks.find((b) => b.kind === 'stage')!;
    const windows = plan.blocks.find((b) => b.kind === 'windows');
    const window = windows?.kind === 'windows' ? windows.windows[0] ?? null : null;
    /** What a bright career reads like at the start of a working life: never said in the mature and elder years. */
    const PUSH = {
      en: /promotion|be bold|do not hold back|act with confidence|your next real move/i,
      hi: /पदोन्नति|हिम्मत से आगे बढ़िए|पीछे मत हटिए|खुलकर आगे बढ़िए|बड़ा सोचिए/,
      te: /పదోన్నతి|ధైర్యంగా ముందుకు|వెనక్కి తగ్గకండి|నమ్మకంతో అడుగు వేయండి|పెద్దగా ఆలోచించండి/,
    } as const;
    for (const language of ['en', 'hi', 'te'] as const) {
      const locale = localeFor(language);
      const text = textOf(f, language);
      // The stage's own words under the brightest balance and a good window, as well as the whole reading.
      const bright = [0, 1, 2, 3].map((seed) => {
        const ctx = { pen: new Pen(seed), facts: f, names: locale.newNames() };
        const w = locale.writers.stage({ ...(stage as Extract<typeof stage, { kind: 'stage' }>), tone: 'bright', window: window && { ...window, lean: 'favourable' } }, ctx);
        return w ? w.text : '';
      }).join(' ');
      for (const t of [text, bright]) expect(t).not.toMatch(PUSH[language]);
    }
  });
});
