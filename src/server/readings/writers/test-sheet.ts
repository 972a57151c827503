// The fact checks' tests read replies against one small chart (fact-check.test.ts, fact-check-hi.test.ts).
import { SIGNS, type Graha } from '../../../astro/zodiac';
import type { FactSheet, GrahaSheet } from './fact-sheet';

const sign = (name: string) => SIGNS.findIndex((s) => s.english === name);
const graha = (natal: string, house: number, navamsa: string, during: string[]): GrahaSheet => ({
  natalSign: sign(natal), natalHouse: house, navamsaSign: sign(navamsa), periodSigns: during.map(sign),
});

/** A Leo-lagna chart with the Moon in Capricorn, read for the week of 20–26 June 2025. */
export const leoSheet: FactSheet = {
  grahas: {
    Sun: graha('Taurus', 10, 'Capricorn', ['Gemini']),
    Moon: graha('Capricorn', 6, 'Libra', ['Aries', 'Taurus']),
    Mars: graha('Aquarius', 7, 'Taurus', ['Leo']),
    Mercury: graha('Aries', 9, 'Leo', ['Gemini', 'Cancer']),
    Jupiter: graha('Gemini', 11, 'Sagittarius', ['Gemini']),
    Venus: graha('Pisces', 8, 'Sagittarius', ['Aries']),
    Saturn: graha('Capricorn', 6, 'Capricorn', ['Aquarius']),
    Rahu: graha('Capricorn', 6, 'Virgo', ['Pisces']),
    Ketu: graha('Cancer', 12, 'Pisces', ['Virgo']),
  } satisfies Record<Graha, GrahaSheet>,
  lagnaSign: sign('Leo'),
  moon: { sign: sign('Capricorn'), nakshatra: 'Uttara Ashadha' },
  dasha: {
    running: [
      { level: 'mahadasha', lord: 'Rahu', start: '2011-01-15', end: '2029-01-15' },
      { level: 'antardasha', lord: 'Venus', start: '2022-07-26', end: '2025-07-26' },
      { level: 'pratyantardasha', lord: 'Ketu', start: '2025-05-30', end: '2025-07-26' },
    ],
    starting: [{ level: 'antardasha', lord: 'Sun', start: '2025-07-26', end: '2026-06-20' }],
    sequence: [
      { level: 'mahadasha', lord: 'Rahu', start: '2011-01-15', end: '2029-01-15' },
      { level: 'mahadasha', lord: 'Jupiter', start: '2029-01-15', end: '2045-01-15' },
      { level: 'mahadasha', lord: 'Saturn', start: '2045-01-15', end: '2064-01-15' },
    ],
  },
  period: { start: '2025-06-20', end: '2025-06-26' },
  dates: ['1990-05-15', '2011-01-15', '2022-07-26', '2025-05-30', '2025-06-20', '2025-06-22', '2025-06-26', '2025-07-26', '2026-06-20', '2029-01-15', '2045-01-15', '2064-01-15'],
};
