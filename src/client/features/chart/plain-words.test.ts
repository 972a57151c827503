import { describe, expect, it } from 'vitest';
// The sentences are built from a real chart as the server sends it; the page never imports the server.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { birthChartOf, chartView } from '../../../server/charts/chart-service';
import type { BodyView, ChartView } from '../../../shared/chart-view';
import type { ProfileView } from '../../../shared/profile';
import { chartSays, grahaPlacement, sadeSatiSentence } from './plain-words';

const NOW = new Date('2026-01-15T06:00:00Z');

/** Delhi, 23 October 1991, 6:00 am: Kanya lagna, the Moon in Meena, Saturn at home in Makara, Sade Sati under way. */
function meera(): ChartView {
  const profile = {
    name: 'Meera',
    gender: 'female',
    birthDate: '1991-10-23',
    birthTime: '06:00',
    birthLocation: { city: 'Delhi', country: 'India', latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' },
  } as ProfileView;
  return chartView(profile, birthChartOf(profile), NOW);
}

const body = (chart: ChartView, name: string) => chart.bodies.find((b) => b.name === name)!;

/** Words that frighten rather than explain. */
const ALARMING = /danger|doom|malefic|bad luck|curse|disaster|misfortune|suffer|fear|punish|ख़तरा|खतरा|अशुभ|दुर्भाग्य|सज़ा|श्राप|विनाश|संकट|डर/i;

describe('what your chart says', () => {
  const chart = meera();

  it('says the rising sign, Moon sign, birth star and running period in plain English', () => {
    const says = chartSays(chart, 'en');
    expect(says.lagna).toBe(
      'You were born with Kanya (Virgo) rising — your lagna, the sign on the eastern horizon at your birth, which shapes how others see you: careful, practical and helpful.',
    );
    expect(says.moon).toBe('Your Moon was in Meena (Pisces) — your Moon sign (rashi), which shapes your feelings and moods.');
    expect(says.nakshatra).toMatch(/^Your birth star \(nakshatra\) is \S.* \(.+\), the group of stars the Moon was passing when you were born/);
    expect(says.nakshatra).toContain(body(chart, 'Moon').nakshatraName.sanskrit);
    const maha = chart.dasha.running!.mahadasha;
    expect(maha.lord).toBe('Moon');
    expect(says.dasha).toBe(`You are in the Moon’s period (Chandra mahadasha) until ${longDate(maha.end)} — a time of home, your mother and your feelings.`);
  });

  it('says the same in Hindi, with Hindi names and dates', () => {
    const says = chartSays(chart, 'hi');
    expect(says.lagna).toMatch(/^आपका लग्न कन्या है — /);
    expect(says.moon).toMatch(/^आपकी चंद्र राशि मीन है — /);
    expect(says.dasha).toMatch(/^अभी आपकी चंद्रमा की महादशा चल रही है, \d{1,2} \S+ \d{4} तक — घर, माँ और भावनाओं का समय।$/);
    for (const sentence of Object.values(says)) expect(sentence ?? '').not.toMatch(/[A-Za-z]/);
  });

  it('speaks of a saved person by name, in both languages', () => {
    const says = chartSays(chart, 'en', 'Kavya');
    expect(says.lagna).toMatch(/^Kavya was born with Kanya \(Virgo\) rising — the lagna, .* how others see them: careful, practical and helpful\.$/);
    expect(says.moon).toBe('Kavya’s Moon was in Meena (Pisces) — the Moon sign (rashi), which shapes feelings and moods.');
    expect(says.nakshatra).toMatch(/^Kavya’s birth star \(nakshatra\) is /);
    expect(says.dasha).toMatch(/^Kavya is in the Moon’s period \(Chandra mahadasha\) until /);
    expect(says.sadeSati).toMatch(/^Saturn is passing over Kavya’s Moon sign /);
    const hi = chartSays(chart, 'hi', 'काव्या');
    expect(hi.lagna).toMatch(/^काव्या का लग्न कन्या है — /);
    expect(hi.dasha).toMatch(/^अभी काव्या की चंद्रमा की महादशा चल रही है, /);
    expect(Object.values(hi).join(' ')).not.toMatch(/आपक|[A-Za-z]/);
  });

  it('names Rahu and Ketu by their own names, having no English planet name', () => {
    const rahu = { ...chart, dasha: { ...chart.dasha, running: { mahadasha: { lord: 'Rahu', start: '2011-01-01', end: '2029-01-14' }, antardasha: chart.dasha.running!.antardasha } } };
    expect(chartSays(rahu, 'en').dasha).toBe('You are in Rahu’s period (Rahu mahadasha) until 14 January 2029 — a time of ambition, change and the unfamiliar.');
  });

  it('says so when today lies outside the dasha cycle', () => {
    const outside = { ...chart, dasha: { ...chart.dasha, running: null } };
    expect(chartSays(outside, 'en').dasha).toMatch(/^Today falls outside the 120-year cycle/);
  });
});

describe('Sade Sati in plain words', () => {
  const chart = meera();
  const spell = chart.doshas.sadeSati.spell!;

  it('gives the running spell its dates, calmly, in both languages', () => {
    expect(spell.current).toBe(true);
    const en = sadeSatiSentence(chart.doshas.sadeSati, 'en')!;
    expect(en).toBe(
      `Saturn is passing over your Moon sign and the signs beside it from ${longDate(spell.start)} to ${longDate(spell.end)} (Sade Sati). It is a slow period that asks for patience and steady work; many people do well in it.`,
    );
    expect(chartSays(chart, 'en').sadeSati).toBe(en);
    const hi = sadeSatiSentence(chart.doshas.sadeSati, 'hi')!;
    expect(hi).toContain(`${longDate(spell.start, 'hi-IN')} से ${longDate(spell.end, 'hi-IN')} तक`);
    expect(en).not.toMatch(ALARMING);
    expect(hi).not.toMatch(ALARMING);
  });

  it('names the next spell when none is running, and says nothing when there is none', () => {
    const next = { ...chart.doshas.sadeSati, running: false, phase: null, spell: { ...spell, current: false } };
    expect(sadeSatiSentence(next, 'en')).toMatch(/^Your next Sade Sati, Saturn’s slow passage over your Moon sign, runs from /);
    expect(chartSays({ ...chart, doshas: { ...chart.doshas, sadeSati: next } }, 'en').sadeSati).toBeNull();
    expect(sadeSatiSentence({ ...next, spell: null }, 'en')).toBeNull();
  });
});

describe('a graha explained', () => {
  const chart = meera();

  it('gives its sign, house and what the house touches, then its strength', () => {
    const saturn = body(chart, 'Saturn');
    expect(saturn.dignity).toBe('own');
    expect(grahaPlacement(saturn, 'en')).toEqual({
      title: 'Shani (Saturn)',
      lines: [
        'Shani (Saturn) in Makara (Capricorn), your 5th house — children, learning and creativity.',
        'In its own sign, so strong.',
        'It stands for patient work, duty and discipline.',
      ],
    });
    expect(grahaPlacement(saturn, 'hi').lines).toEqual([
      'शनि मकर में, आपके पाँचवें भाव में — संतान, विद्या और रचनात्मकता।',
      'अपनी राशि में है, इसलिए बलवान।',
      'यह धैर्य से मेहनत, कर्तव्य और अनुशासन का कारक है।',
    ]);
  });

  it('says when a graha is exalted, weak, close to the Sun or retrograde, but not that the nodes move backwards', () => {
    const mars: BodyView = { ...body(chart, 'Mars'), dignity: 'debilitated', combust: true, retrograde: true };
    expect(grahaPlacement(mars, 'en').lines.slice(1)).toEqual([
      'In its weakest sign (neecha), so it works harder; other parts of the chart can make up for it.',
      'Close to the Sun (asta), so its results come quietly.',
      'Retrograde (vakri): its lessons come slowly.',
      'It stands for energy, courage and property.',
    ]);
    expect(grahaPlacement({ ...mars, dignity: 'exalted', combust: false, retrograde: false }, 'hi').lines[1]).toBe('यहाँ उच्च का है, इसलिए सबसे बलवान।');
    const rahu = body(chart, 'Rahu');
    expect(grahaPlacement({ ...rahu, retrograde: true }, 'en').lines).toHaveLength(2);
  });
});

/** '2030-04-17' → '17 April 2030' (or in Hindi, '17 अप्रैल 2030'). */
function longDate(ymd: string, locale = 'en-IN') {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${ymd}T00:00:00Z`));
}
