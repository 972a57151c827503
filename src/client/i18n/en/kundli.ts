// The kundli in plain words on /chart: what the chart says, what each graha's place means, and
// Sade Sati told calmly. For someone who has never read a chart: the Indian term is named once, in
// brackets, and explained by what it touches in daily life. Graha and sign names arrive named.
import type { Graha } from '../../../astro/zodiac';
import { ordinal } from '../../../shared/ordinal';

/** What each sign is known for, said of a person: 'warm, proud and generous'. Mesha (Aries) first. */
const SIGN_NATURE = [
  'bold and quick to begin',
  'steady, patient and loyal',
  'curious, quick-witted and talkative',
  'caring and protective',
  'warm, proud and generous',
  'careful, practical and helpful',
  'fair, gracious and sociable',
  'intense, private and determined',
  'hopeful, honest and free-spirited',
  'patient, disciplined and hard-working',
  'independent, thoughtful and friendly',
  'gentle, imaginative and kind',
];

export const kundli = {
  summary: {
    title: 'What your chart says',
    intro: 'The four things most people ask first, in plain words.',
    lagna: (sign: string, index: number) =>
      `You were born with ${sign} rising — your lagna, the sign on the eastern horizon at your birth, which shapes how others see you: ${SIGN_NATURE[index] ?? ''}.`,
    moon: (sign: string) => `Your Moon was in ${sign} — your Moon sign (rashi), which shapes your feelings and moods.`,
    nakshatra: (nakshatra: string) =>
      `Your birth star (nakshatra) is ${nakshatra}, the group of stars the Moon was passing when you were born; names and good days (muhurtas) are often chosen from it.`,
    dasha: (english: string, indian: string, until: string, theme: string) =>
      `You are in ${english === 'Sun' || english === 'Moon' ? 'the ' : ''}${english}’s period (${indian} mahadasha) until ${until} — a time of ${theme}.`,
    noDasha: 'Today falls outside the 120-year cycle of planetary periods (dashas) worked out for this chart.',
    sadeSati: (start: string, end: string) =>
      `Saturn is passing over your Moon sign and the signs beside it from ${start} to ${end} (Sade Sati). It is a slow period that asks for patience and steady work; many people do well in it.`,
    /** The same about a saved person, by name. */
    theirs: {
      title: (name: string) => `What ${name}’s chart says`,
      lagna: (name: string, sign: string, index: number) =>
        `${name} was born with ${sign} rising — the lagna, the sign on the eastern horizon at birth, which shapes how others see them: ${SIGN_NATURE[index] ?? ''}.`,
      moon: (name: string, sign: string) => `${name}’s Moon was in ${sign} — the Moon sign (rashi), which shapes feelings and moods.`,
      nakshatra: (name: string, nakshatra: string) =>
        `${name}’s birth star (nakshatra) is ${nakshatra}, the group of stars the Moon was passing at birth; names and good days (muhurtas) are often chosen from it.`,
      dasha: (name: string, english: string, indian: string, until: string, theme: string) =>
        `${name} is in ${english === 'Sun' || english === 'Moon' ? 'the ' : ''}${english}’s period (${indian} mahadasha) until ${until} — a time of ${theme}.`,
      sadeSati: (name: string, start: string, end: string) =>
        `Saturn is passing over ${name}’s Moon sign and the signs beside it from ${start} to ${end} (Sade Sati). It is a slow period that asks for patience and steady work; many people do well in it.`,
    },
    sadeSatiNext: (start: string, end: string) =>
      `Your next Sade Sati, Saturn’s slow passage over your Moon sign, runs from ${start} to ${end}. It asks for patience and steady work; many people do well in it.`,
  },

  /** What each graha stands for: the theme of its period and of the house it sits in. */
  themes: {
    Sun: 'confidence, recognition and your father',
    Moon: 'home, your mother and your feelings',
    Mars: 'energy, courage and property',
    Mercury: 'learning, business and communication',
    Jupiter: 'growth, wisdom, teachers and children',
    Venus: 'love, comfort, art and marriage',
    Saturn: 'patient work, duty and discipline',
    Rahu: 'ambition, change and the unfamiliar',
    Ketu: 'letting go, the inner life and spiritual questions',
  } satisfies Record<Graha, string>,

  /** The twelve houses by what they touch in a life. */
  houses: {
    1: 'your self, body and nature',
    2: 'family, money and speech',
    3: 'courage, brothers and sisters, and short journeys',
    4: 'home, mother and peace of mind',
    5: 'children, learning and creativity',
    6: 'health, daily work and overcoming obstacles',
    7: 'partnerships and marriage',
    8: 'change, long life and hidden matters',
    9: 'luck, faith and teachers',
    10: 'career and reputation',
    11: 'gains, friends and hopes',
    12: 'spending, rest and faraway places',
  },

  graha: {
    /** The accessible name of a graha that opens its explanation. */
    open: (graha: string) => `${graha}: what it means here`,
    tapHint: 'Tap a graha to see what its place means.',
    placed: (graha: string, sign: string, house: number, meaning: string) => `${graha} in ${sign}, your ${ordinal(house)} house — ${meaning}.`,
    standsFor: (theme: string) => `It stands for ${theme}.`,
    /** Its strength by sign; a graha in a sign of neither kind gets no line. */
    exalted: 'Exalted here (uchcha), so at its strongest.',
    own: 'In its own sign, so strong.',
    debilitated: 'In its weakest sign (neecha), so it works harder; other parts of the chart can make up for it.',
    combust: 'Close to the Sun (asta), so its results come quietly.',
    retrograde: 'Retrograde (vakri): its lessons come slowly.',
    close: 'Close',
  },

  details: {
    title: 'Details',
    gloss: 'how this chart was worked out',
  },
};
