import { describe, expect, it } from 'vitest';
import { choghadiyaNames } from '../../../astro/choghadiya';
import { SAMVATSARAS } from '../../../astro/samvatsaras';
import { astroText } from '../../i18n/astro';
import { panchangNames } from './panchang-names';

const devanagari = /^[\u0900-\u097F\s]+$/;

describe('panchang names', () => {
  it('name every choghadiya and samvatsara the engine has, in English as the engine spells them and in Devanagari in Hindi', () => {
    const choghadiya = new Set([0, 1, 2, 3, 4, 5, 6].flatMap((w) => choghadiyaNames(w, false).map((c) => c.name)));
    expect(Object.keys(astroText.en.choghadiya).sort()).toEqual([...choghadiya].sort());
    expect(Object.keys(astroText.hi.samvatsara)).toEqual([...SAMVATSARAS]);
    for (const name of [...Object.values(astroText.hi.choghadiya), ...Object.values(astroText.hi.samvatsara)]) expect(name).toMatch(devanagari);
    expect(new Set(Object.values(astroText.hi.samvatsara)).size).toBe(60);
  });

  it('write the limbs, weekday and months in each language', () => {
    const en = panchangNames('en');
    const hi = panchangNames('hi');
    expect(en.tithi({ number: 5, name: 'Panchami', paksha: 'Shukla' })).toBe('Shukla Panchami');
    expect(hi.tithi({ number: 5, name: 'Panchami', paksha: 'Shukla' })).toBe('शुक्ल पंचमी');
    expect(hi.tithi({ number: 30, name: 'Amavasya', paksha: 'Krishna' })).toBe('अमावस्या');
    expect(en.vara({ name: 'Somavara', english: 'Monday' })).toBe('Somavara (Monday)');
    expect(hi.vara({ name: 'Somavara', english: 'Monday' })).toBe('सोमवार');
    expect(hi.month({ name: 'Shravana', adhika: true })).toBe('अधिक श्रावण');
    expect(hi.choghadiya('Amrit')).toBe('अमृत');
    expect(hi.samvatsara('Vishvavasu')).toBe('विश्वावसु');
    expect(hi.observance({ key: 'ekadashi', name: 'Pausha Krishna Ekadashi', kind: 'vrat' })).toBe('पौष कृष्ण एकादशी');
  });

  it('write the limbs, weekday, months and years in Tamil and Telugu as their panchangams do', () => {
    const ta = panchangNames('ta');
    const te = panchangNames('te');
    expect(ta.tithi({ number: 5, name: 'Panchami', paksha: 'Shukla' })).toBe('வளர்பிறை பஞ்சமி');
    expect(ta.tithi({ number: 30, name: 'Amavasya', paksha: 'Krishna' })).toBe('அமாவாசை');
    expect(te.tithi({ number: 19, name: 'Chaturthi', paksha: 'Krishna' })).toBe('బహుళ చవితి');
    expect(ta.vara({ name: 'Somavara', english: 'Monday' })).toBe('திங்கட்கிழமை');
    expect(te.vara({ name: 'Guruvara', english: 'Thursday' })).toBe('గురువారం');
    expect(te.month({ name: 'Ashvin', adhika: false })).toBe('ఆశ్వయుజం');
    expect(ta.samvatsara('Vishvavasu')).toBe('விசுவாவசு');
    expect(te.samvatsara('Parabhava')).toBe('పరాభవ');
    expect(ta.observance({ key: 'krishna-janmashtami', name: 'Krishna Janmashtami', kind: 'festival' })).toBe('கோகுலாஷ்டமி');
    expect(te.observance({ key: 'kartik-purnima', name: 'Kartik Purnima', kind: 'festival' })).toBe('కార్తీక పౌర్ణమి');
  });
});
