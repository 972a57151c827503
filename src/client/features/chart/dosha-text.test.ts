import { describe, expect, it } from 'vitest';
import { buildChart } from '../../../astro/chart';
// The test words a real chart's doshas as the server sends them; the page never imports the server.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { doshasView } from '../../../server/charts/doshas-view';
import { cancellationReasons, doshaWords, mangalReasons, remedyLines } from './dosha-text';

const NOW = new Date('2026-01-15T06:00:00Z');
const IST = 'Asia/Kolkata';
const delhi = (date: string, time: string) => buildChart({ date, time, latitude: 28.6139, longitude: 77.209, timezone: IST });
const en = doshaWords('en');
const hi = doshaWords('hi');

describe('why a Mangal dosha is cancelled', () => {
  it('names the exceptions in both languages', () => {
    // Mumbai, 15 May 1990: Leo lagna, Mars in Aquarius in the 7th, under Jupiter's aspect.
    const chart = buildChart({ date: '1990-05-15', time: '14:30', latitude: 19.0728, longitude: 72.8826, timezone: IST });
    const { mangal } = doshasView(chart, NOW, IST);
    const signs = { lagna: 4, mars: 10 };
    expect(mangalReasons(mangal, signs, en)).toEqual(['Jupiter aspects Mars', 'your lagna is Simha (Leo)', 'Mars is the yogakaraka for a Simha (Leo) lagna']);
    expect(mangalReasons(mangal, signs, hi)).toEqual(['गुरु की मंगल पर दृष्टि है', 'आपका लग्न सिंह है', 'सिंह लग्न के लिए मंगल योगकारक है']);
  });

  it('words a house-and-sign exception with its house, reference and sign', () => {
    const mangal = { present: true, cancelled: true, from: { lagna: true, moon: false, venus: false }, houses: { lagna: 7, moon: 3, venus: 5 }, reasons: ['house-sign:lagna' as const], borderline: false, remedies: null };
    expect(mangalReasons(mangal, { lagna: 3, mars: 9 }, en)).toEqual(['Mars in the 7th from your lagna is in Makara (Capricorn), a listed exception']);
    expect(mangalReasons(mangal, { lagna: 3, mars: 9 }, hi)).toEqual(['आपके लग्न से सातवें भाव का मंगल मकर में है, जो एक मान्य अपवाद है']);
  });
});

describe('why a debility is cancelled', () => {
  it('names the lords and the kendra', () => {
    // Libra lagna, Moon in Virgo: the Sun debilitated in Libra, its lord Venus with the Moon.
    const [sun] = doshasView(delhi('1991-11-04', '06:00'), NOW, IST).debilities;
    expect(cancellationReasons(sun!, en)).toEqual([
      'Shukra (Venus), lord of Tula (Libra), is in a kendra from your lagna or Moon',
      'Mangala (Mars), lord of the sign where Surya (Sun) is exalted, is in a kendra from your lagna or Moon',
      'Shani (Saturn), exalted in Tula (Libra), is in a kendra from your lagna or Moon',
    ]);
    expect(cancellationReasons(sun!, hi)[0]).toBe('तुला का स्वामी शुक्र आपके लग्न या चंद्रमा से केंद्र में है');
  });
});

describe('remedies as the card lists them', () => {
  // Delhi, 23 October 1991: Mangal dosha from the lagna, uncancelled.
  const doshas = doshasView(delhi('1991-10-23', '06:00'), NOW, IST);

  it('gives each mantra with its count, day and full course, the charity and the fast, in English', () => {
    expect(remedyLines(doshas.mangal.remedies!, 'en', en)).toEqual({
      mantras: [
        { text: 'Om Kraam Kreem Kraum Sah Bhaumaya Namah', how: '108 times, one mala, every day, 10,000 in all for a full course' },
        { text: 'The Hanuman Chalisa', how: 'once, on Tuesdays' },
      ],
      charity: 'red lentils (masoor dal), jaggery (gur) and red cloth, given on a Tuesday',
      fast: 'A simple fast on Tuesdays',
    });
  });

  it('and in Hindi, the mantras in Devanagari', () => {
    expect(remedyLines(doshas.mangal.remedies!, 'hi', hi)).toEqual({
      mantras: [
        { text: 'ॐ क्रां क्रीं क्रौं सः भौमाय नमः', how: '108 बार, एक माला, हर दिन, पूरे अनुष्ठान में कुल 10,000' },
        { text: 'हनुमान चालीसा', how: 'एक बार, हर मंगलवार' },
      ],
      charity: 'मसूर दाल, गुड़ और लाल कपड़ा, मंगलवार को',
      fast: 'हर मंगलवार सादा व्रत',
    });
  });

  it('adds Nag Panchami to the Kaal Sarp fast', () => {
    const partial = doshasView(delhi('1990-09-28', '06:00'), NOW, IST).kaalSarp;
    expect(partial.status).toBe('partial');
    expect(remedyLines(partial.remedies!, 'en', en).fast).toBe('A simple fast on Mondays and on Nag Panchami');
    expect(remedyLines(partial.remedies!, 'hi', hi).fast).toBe('हर सोमवार सादा व्रत और नाग पंचमी को भी');
    expect(remedyLines(partial.remedies!, 'en', en).mantras[1]).toEqual({ text: 'Om Bhraam Bhreem Bhraum Sah Rahave Namah', how: '108 times, one mala, every day, 18,000 in all for a full course' });
  });
});
