import { describe, expect, it } from 'vitest';
import type { MuhurtaWindowView } from './muhurta-api';
import { expectNativeScript } from '../../../../tests/support/native-script';
import { muhurtaWords } from './muhurta-words';

const window: MuhurtaWindowView = {
  day: '2026-02-06', start: '2026-02-06T21:10:00+05:30', end: '2026-02-07T01:05:00+05:30', grade: 'good',
  tithi: { number: 20, name: 'Panchami', paksha: 'Krishna' }, nakshatra: { index: 14, name: 'Swati' },
  yoga: { number: 8, name: 'Dhriti' }, karanas: ['Kaulava', 'Taitila'], lagna: 5,
  why: [
    { key: 'tithi' }, { key: 'nakshatra' }, { key: 'weekday', weekday: 5, preferred: true }, { key: 'yoga-karana' },
    { key: 'clear-of', blackouts: ['kharmas', 'shukra-asta'] }, { key: 'lagna', sign: 5, rule: 'vivah' }, { key: 'benefics', grahas: ['Jupiter', 'Venus'] },
    { key: 'tara', people: [{ person: 'Asha', tara: 8, birthNakshatra: 6 }, { person: 'Ravi', tara: 4, birthNakshatra: 11 }] },
    { key: 'chandra', people: [{ person: 'Asha', houses: [3, 4], birthSign: 3 }, { person: 'Ravi', houses: [11], birthSign: 9 }] },
    { key: 'guru-bala', person: 'Asha', houses: [7], puja: false },
    { key: 'surya-bala', person: 'Ravi', houses: [1], puja: true },
  ],
  avoided: [{ kind: 'rahu-kaal', start: '2026-02-06T11:10:00+05:30', end: '2026-02-06T12:30:00+05:30' }, { kind: 'choghadiya', name: 'Rog', start: 'x', end: 'y' }],
};

describe('muhurta reasons, worded', () => {
  it('in English, with the Indian names', () => {
    const w = muhurtaWords('en');
    expect(window.why.map((why) => w.reason(window, 'vivah', why))).toEqual([
      'Krishna Panchami is a tithi allowed for a wedding',
      'Swati is one of the nakshatras for a wedding',
      'Shukravara is a favoured weekday',
      'Dhriti yoga and Kaulava, Taitila karana are not among those refused',
      'Clear of Kharmas and Shukra asta (Venus combust)',
      'Kanya lagna, with the 8th house empty and no malefic in the 7th',
      'Guru and Shukra in a kendra or trikona from the lagna',
      'Tara bala good for Asha (Mitra) and Ravi (Kshema)',
      'Chandra bala good for Asha (the Moon in the 3rd then 4th from Karka) and Ravi (the Moon in the 11th from Makara)',
      'Guru bala good for Asha, the bride: Jupiter in the 7th from her Moon sign',
      'Surya bala for Ravi, the groom, after a Surya puja: the Sun in the 1st from his Moon sign',
    ]);
    expect(window.avoided.map(w.cut)).toEqual(['Rahu kaal', 'Rog choghadiya']);
  });

  it('in Hindi, written natively', () => {
    const w = muhurtaWords('hi');
    const lines = window.why.map((why) => w.reason(window, 'griha-pravesh', why));
    expect(lines[0]).toBe('कृष्ण पंचमी तिथि गृह प्रवेश के लिए मान्य है');
    expect(lines[5]).toBe('कन्या लग्न: आठवाँ भाव ख़ाली है और सातवें में कोई पाप ग्रह नहीं');
    expect(lines[7]).toBe('Asha (मित्र तारा) और Ravi (क्षेम तारा) के लिए तारा बल शुभ है');
    expect(lines[8]).toBe('Asha (चंद्रमा कर्क से तीसरे फिर चौथे भाव में) और Ravi (चंद्रमा मकर से ग्यारहवें भाव में) के लिए चंद्र बल शुभ है');
    expect(lines[9]).toBe('Asha (वधू) के लिए गुरु बल शुभ है: गुरु उनकी जन्म राशि से सातवें भाव में है');
    expect(lines[10]).toBe('Ravi (वर) के लिए सूर्य बल पूज्य है: सूर्य उनकी जन्म राशि से पहले भाव में है, सूर्य पूजा के बाद शुभ');
    // The people's names are theirs as typed; every other word is Hindi.
    for (const line of lines) expect(line.replace(/Asha|Ravi/g, '')).not.toMatch(/[A-Za-z]{3}/);
    expect(window.avoided.map(w.cut)).toEqual(['राहु काल', 'रोग चौघड़िया']);
  });

  it.each([
    ['ta', 'தேய்பிறை பஞ்சமி திதி கிரகப் பிரவேசத்துக்கு ஏற்றது', ['ராகு காலம்', 'ரோகம் சௌகடியா']],
    ['te', 'బహుళ పంచమి తిథి గృహప్రవేశానికి అనుకూలం', ['రాహుకాలం', 'రోగం చౌఘడియ']],
  ] as const)('in %s, written natively', (language, tithi, cuts) => {
    const w = muhurtaWords(language);
    const lines = window.why.map((why) => w.reason(window, 'griha-pravesh', why));
    expect(lines[0]).toBe(tithi);
    // The people's names are theirs as typed; every other word is in the reader's script.
    for (const line of lines) expectNativeScript(line.replace(/Asha|Ravi/g, ''), language, line);
    expect(window.avoided.map(w.cut)).toEqual(cuts);
  });

  it('counts the Moon from the birth sign as a Tamil or Telugu astrologer says it', () => {
    const chandra = window.why[8]!;
    expect(muhurtaWords('ta').reason(window, 'vivah', chandra)).toBe(
      'Asha (ஜென்ம ராசி கடகம்; சந்திரன் அதிலிருந்து மூன்றாம் பிறகு நான்காம் வீட்டில்) மற்றும் Ravi (ஜென்ம ராசி மகரம்; சந்திரன் அதிலிருந்து பதினொன்றாம் வீட்டில்) ஆகியோருக்குச் சந்திர பலம் நன்று',
    );
    expect(muhurtaWords('te').reason(window, 'vivah', window.why[5]!)).toBe('కన్య లగ్నం: అష్టమ భావం ఖాళీ, సప్తమ భావంలో పాపగ్రహం లేదు');
  });
});
