// The shared word modules in Tamil and Telugu: every message English has, each written in its
// own script, and the sentences with slots read as a Tamil or Telugu reader expects.
import { describe, expect, it } from 'vitest';
import { expectCatalogueNative } from '../../tests/support/native-script';
import { chartChoicesMessages, chartChoicesMessagesIn, localizeChartChoicesMessage } from './chart-choices-messages';
import { defaultChartChoicesIn } from './chart-choices';
import { matchSystemMessages, localizeMatchSystemMessage } from './match-system-words';
import { matchWordsByLanguage } from './match-words';
import { muhurtaMessages, muhurtaMessagesIn } from './muhurta-messages';
import { muhurtaWordsEn } from './muhurta-words-en';
import { muhurtaWordsTa } from './muhurta-words-ta';
import { muhurtaWordsTe } from './muhurta-words-te';
import { panchangWordsEn } from './panchang-words-en';
import { panchangWordsTa } from './panchang-words-ta';
import { panchangWordsTe } from './panchang-words-te';
import { plural } from './plural';
import { htmlLang } from './profile';
import { publicPathIn } from './public-path';
import { questionMessages, questionMessagesIn, whichPerson } from './question-messages';
import { readingTitle, resultHeading, storedReadingTitle } from './reading-types';
import { referralMessages, referralMessagesIn, referralTextIn } from './referral-messages';
import { residenceMessages, residenceMessagesIn, localizeResidenceMessage } from './residence-messages';

const south = ['ta', 'te'] as const;
const keys = (o: object) => Object.keys(o).sort();

describe('the shared messages in Tamil and Telugu', () => {
  it.each(south)('%s: every feature message English has, in its own script', (language) => {
    for (const [english, inLanguage] of [
      [chartChoicesMessages, chartChoicesMessagesIn(language)],
      [residenceMessages, residenceMessagesIn(language)],
      [muhurtaMessages, muhurtaMessagesIn(language)],
      [questionMessages, questionMessagesIn(language)],
      [referralMessages, referralMessagesIn(language)],
    ] as const) {
      expect(keys(inLanguage)).toEqual(keys(english));
      expectCatalogueNative(inLanguage, language);
    }
    expectCatalogueNative(referralTextIn(language), language);
    expectCatalogueNative(matchSystemMessages[language], language);
    expectCatalogueNative(whichPerson(['Asha', 'Ravi'], language).replace(/Asha|Ravi/g, ''), language);
  });

  it('finds a server message sent in English in the reader’s language', () => {
    expect(localizeChartChoicesMessage(chartChoicesMessages.chartStyleInvalid, 'ta')).toBe('வட இந்திய அல்லது தென்னிந்திய ஜாதகக் கட்டத்தைத் தேர்ந்தெடுங்கள்');
    expect(localizeResidenceMessage(residenceMessages.residenceRequired, 'te')).toBe('మీరు ఇప్పుడు ఉంటున్న ఊరి పేరు రాయండి');
    expect(localizeMatchSystemMessage(matchSystemMessages.en, 'ta')).toBe(matchSystemMessages.ta);
    expect(localizeResidenceMessage('Something else', 'te')).toBe('Something else');
  });

  it.each(south)('%s: the panchang and muhurta words have every key English has, in its own script', (language) => {
    const [panchang, muhurta] = language === 'ta' ? [panchangWordsTa, muhurtaWordsTa] : [panchangWordsTe, muhurtaWordsTe];
    expect(keys(panchang)).toEqual(keys(panchangWordsEn));
    expect(keys(muhurta.reasons)).toEqual(keys(muhurtaWordsEn.reasons));
    expectCatalogueNative(panchang, language);
    expectCatalogueNative(muhurta, language);
  });

  it('words a muhurta reason and a Tamil or Telugu year as their almanacs do', () => {
    expect(muhurtaWordsTa.reasons.tithi('வளர்பிறை பஞ்சமி', muhurtaWordsTa.purposeFor.vivah)).toBe('வளர்பிறை பஞ்சமி திதி திருமணத்துக்கு ஏற்றது');
    expect(muhurtaWordsTe.reasons.nakshatra('రోహిణి', muhurtaWordsTe.purposeFor['griha-pravesh'])).toBe('రోహిణి నక్షత్రం గృహప్రవేశానికి తగిన నక్షత్రాల్లో ఒకటి');
    expect(muhurtaWordsTa.monthYear(11, 2026)).toBe('டிசம்பர் 2026');
    expect(panchangWordsTa.south.year('பராபவ')).toBe('பராபவ ஆண்டு');
    expect(panchangWordsTe.south.year('పరాభవ')).toBe('పరాభవ నామ సంవత్సరం');
  });

  it.each(south)('%s: the match words name every koota and value in its own script', (language) => {
    const words = matchWordsByLanguage[language];
    expect(keys(words.kootas)).toEqual(keys(matchWordsByLanguage.en.kootas));
    expectCatalogueNative(words, language);
  });

  it.each(south)('%s: reading titles, and the word for a type no longer offered', (language) => {
    for (const type of ['daily', 'weekly', 'monthly', 'quarterly', 'yearly', 'career', 'love', 'health', 'life'] as const) {
      expectCatalogueNative(readingTitle(type, language), language);
      expect(resultHeading(type, language)).toBe(readingTitle(type, language));
    }
    expect(storedReadingTitle('tarot', language)).toBe(language === 'ta' ? 'tarot பலன்' : 'tarot ఫలితం');
  });
});

describe('Tamil and Telugu around the words', () => {
  it('counts in each language’s plural rules and tags pages ta-IN and te-IN', () => {
    expect(htmlLang.ta).toBe('ta-IN');
    expect(htmlLang.te).toBe('te-IN');
    expect(plural('ta', 1, { one: '# நாள்', other: '# நாட்கள்' })).toBe('1 நாள்');
    expect(plural('te', 1200, { one: '# రోజు', other: '# రోజులు' })).toBe('1,200 రోజులు');
  });

  it('links a public page in the reader’s own path', () => {
    expect(publicPathIn('en', '/accuracy')).toBe('/accuracy');
    expect(publicPathIn('ta', '/accuracy')).toBe('/ta/accuracy');
    expect(publicPathIn('te', '/muhurta/vivah/2027/hyderabad')).toBe('/te/muhurta/vivah/2027/hyderabad');
  });

  it('starts Tamil and Telugu readers on the South Indian chart, the others on the North Indian', () => {
    expect(defaultChartChoicesIn('ta')).toEqual({ ayanamsa: 'lahiri', node: 'mean', chartStyle: 'south' });
    expect(defaultChartChoicesIn('te').chartStyle).toBe('south');
    expect(defaultChartChoicesIn('hi').chartStyle).toBe('north');
    expect(defaultChartChoicesIn('en').chartStyle).toBe('north');
  });
});
