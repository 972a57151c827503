import { describe, expect, it } from 'vitest';
import { SAMVATSARAS } from '../../astro/samvatsaras';
import { expectCatalogueNative, expectNativeScript } from '../../../tests/support/native-script';
import { almanacEn } from './almanac-en';
import { almanacTa } from './almanac-ta';
import { almanacTe } from './almanac-te';
import { astroNamesIn } from './every-language';
import { almanacNames, observanceName } from './observance-name';
import { SAMVATSARA_NAMES, TAMIL_MONTH_NAMES, TELUGU_MONTH_NAMES } from './south-calendar-names';

/** The keys of a catalogue, all the way down, to compare one language's with English's. */
const keysOf = (value: object, path = ''): string[] =>
  Object.entries(value).flatMap(([key, inner]) => (inner && typeof inner === 'object' ? keysOf(inner as object, `${path}${key}.`) : [`${path}${key}`]));

describe('the almanac in Tamil and Telugu', () => {
  it.each([['ta', almanacTa], ['te', almanacTe]] as const)('%s: names everything English names, each in its own script', (language, almanac) => {
    expect(keysOf(almanac).sort()).toEqual(keysOf(almanacEn).sort());
    expectCatalogueNative(almanac, language);
    expect(almanacNames[language]).toBe(almanac);
    expect(astroNamesIn[language].signs).toHaveLength(12);
  });

  it('prints the sixty years as the Tamil and Telugu almanacs do, Prabhava first, none twice', () => {
    expect(Object.keys(SAMVATSARA_NAMES)).toEqual([...SAMVATSARAS]);
    const ta = SAMVATSARAS.map((name) => almanacTa.samvatsara[name]);
    const te = SAMVATSARAS.map((name) => almanacTe.samvatsara[name]);
    expect(ta.slice(0, 3)).toEqual(['பிரபவ', 'விபவ', 'சுக்ல']);
    expect(te.slice(0, 3)).toEqual(['ప్రభవ', 'విభవ', 'శుక్ల']);
    // 2025–26 is Vishvavasu; 2026–27 Parabhava; the cycle ends with Akshaya.
    expect([almanacTa.samvatsara.Vishvavasu, almanacTa.samvatsara.Parabhava, almanacTa.samvatsara.Akshaya]).toEqual(['விசுவாவசு', 'பராபவ', 'அட்சய']);
    expect([almanacTe.samvatsara.Vishvavasu, almanacTe.samvatsara.Parabhava, almanacTe.samvatsara.Akshaya]).toEqual(['విశ్వావసు', 'పరాభవ', 'అక్షయ']);
    expect(new Set(ta).size).toBe(60);
    expect(new Set(te).size).toBe(60);
    for (const name of SAMVATSARAS) {
      expectNativeScript(SAMVATSARA_NAMES[name].ta, 'ta', name);
      expectNativeScript(SAMVATSARA_NAMES[name].te, 'te', name);
    }
  });

  it('names the Tamil solar months and the Telugu lunar months, the year’s first to its last', () => {
    const tamil = Object.values(TAMIL_MONTH_NAMES);
    expect([tamil[0]!.ta, tamil[11]!.ta]).toEqual(['சித்திரை', 'பங்குனி']);
    expect(tamil.map((m) => m.ta)).toEqual(['சித்திரை', 'வைகாசி', 'ஆனி', 'ஆடி', 'ஆவணி', 'புரட்டாசி', 'ஐப்பசி', 'கார்த்திகை', 'மார்கழி', 'தை', 'மாசி', 'பங்குனி']);
    for (const m of tamil) expectNativeScript(m.te, 'te', m.ta);
    expect(Object.values(TELUGU_MONTH_NAMES)).toEqual(['చైత్రం', 'వైశాఖం', 'జ్యేష్ఠం', 'ఆషాఢం', 'శ్రావణం', 'భాద్రపదం', 'ఆశ్వయుజం', 'కార్తీకం', 'మార్గశిరం', 'పుష్యం', 'మాఘం', 'ఫాల్గుణం']);
  });

  it('names a fast with its month and fortnight, and the Sun entering a sign by the sign’s stem', () => {
    const fast = { key: 'ekadashi', name: 'Adhika Shravana Shukla Ekadashi', kind: 'vrat' } as const;
    expect(observanceName(fast, 'ta')).toBe('அதிக சிராவணம் வளர்பிறை ஏகாதசி');
    expect(observanceName(fast, 'te')).toBe('అధిక శ్రావణం శుక్ల ఏకాదశి');
    expect(observanceName({ key: 'makara-sankranti', name: 'Makara Sankranti', kind: 'sankranti' }, 'ta')).toBe('மகர சங்கராந்தி');
    expect(observanceName({ key: 'makara-sankranti', name: 'Makara Sankranti', kind: 'sankranti' }, 'te')).toBe('మకర సంక్రమణం');
    expect(observanceName({ key: 'ganesh-chaturthi', name: 'Ganesh Chaturthi', kind: 'festival' }, 'te')).toBe('వినాయక చవితి');
    expect(observanceName({ key: 'dussehra', name: 'Dussehra', kind: 'festival' }, 'ta')).toBe('விஜயதசமி');
  });
});
