import { describe, expect, it } from 'vitest';
import { readingTypes } from '../../../shared/reading-types';
import { composeReading } from '../../../composer';
import { PEOPLE, factsFor, morePeople } from '../../../../tests/support/test-profiles';
import { checkHindiReply } from './fact-check-hi';
import { factSheetOf } from './fact-sheet-of';
import { leoSheet } from './test-sheet';

const sheet = leoSheet;

const kinds = (reply: string) => checkHindiReply(reply, sheet).problems.map((p) => p.kind);

describe('checkHindiReply', () => {
  it('lets a reading that agrees with the chart through', () => {
    const reply = [
      'नमस्ते आशा। आपका लग्न सिंह है और आपकी चंद्र राशि मकर है।',
      'इस सप्ताह चंद्रमा मेष राशि में और फिर वृषभ में गोचर करेगा, जबकि शनि कुंभ राशि में है।',
      'आपकी राहु की महादशा और शुक्र की अंतर्दशा चल रही है; 26 जुलाई 2025 से सूर्य की अंतर्दशा शुरू होगी।',
      'सोमवार, 23 जून 2025 को बुधवार जैसा उत्साह रहेगा; गुरु मिथुन में आपके ग्यारहवें भाव को बल देता है।',
      'जन्म कुंडली में आपका चंद्रमा मकर राशि में है।',
    ].join('\n\n');
    expect(checkHindiReply(reply, sheet)).toEqual({ ok: true, problems: [] });
  });

  it('finds a graha in a sign it is not in', () => {
    expect(kinds('इस सप्ताह शनि मीन राशि में है।')).toEqual(['sign']);
    expect(kinds('आपका मंगल तुला में बैठा है।')).toEqual(['sign']);
    // Any sign it visits in the period, unless the sentence plainly speaks of the birth chart.
    expect(kinds('आपकी जन्म कुंडली में चंद्रमा मेष राशि में है।')).toEqual(['sign']);
  });

  it('finds a wrong lagna, Moon sign, dasha lord, date or weekday', () => {
    expect(kinds('आपका लग्न कन्या है।')).toEqual(['sign']);
    expect(kinds('आपका धनु लग्न आपको साहसी बनाता है।')).toEqual(['sign']);
    expect(kinds('आपकी चंद्र राशि कुंभ है।')).toEqual(['sign']);
    expect(kinds('अभी मंगल की महादशा चल रही है।')).toEqual(['dasha']);
    expect(kinds('15 अगस्त 2025 को नया काम शुरू करें।')).toEqual(['date']);
    expect(kinds('31 फ़रवरी 2025 शुभ है।')).toEqual(['date']);
    expect(kinds('मंगलवार, 23 जून 2025 को धैर्य रखें।')).toEqual(['weekday']);
  });

  it('does not read sentences that are hypothetical, past, general or about someone else', () => {
    expect(kinds('अगर शनि मीन राशि में होता, तो यह समय कठिन होता।')).toEqual([]);
    expect(kinds('पिछले साल शनि मीन राशि में था।')).toEqual([]);
    expect(kinds('सामान्यतः शुक्र मीन में उच्च का होता है।')).toEqual([]);
    expect(kinds('आपके जीवनसाथी का शनि मीन राशि में है।')).toEqual([]);
    expect(kinds('जन्म के समय केतु की महादशा चल रही थी।')).toEqual([]);
  });

  it('does not give a sign to a graha when other words stand between them', () => {
    expect(kinds('शनि की दृष्टि मीन राशि में बैठे ग्रहों पर है।')).toEqual([]);
    expect(kinds('मंगल आपके दसवें भाव का स्वामी है और धनु राशि में सूर्य का प्रभाव है।')).toEqual([]);
    expect(kinds('बुधवार को मीन राशि में कोई ग्रह नहीं है।')).toEqual([]);
    expect(kinds('नवांश में आपका लग्न धनु है।')).toEqual([]);
  });

  it('finds nothing wrong in the built-in composer\'s Hindi readings, which are true by construction', () => {
    const now = new Date('2026-11-24T04:30:00Z');
    const flagged: string[] = [];
    for (const person of [...PEOPLE, ...morePeople(6)]) {
      for (const type of readingTypes) {
        const facts = factsFor(person, type, now);
        const { problems } = checkHindiReply(composeReading(facts, 'hi'), factSheetOf(facts));
        flagged.push(...problems.map((p) => `${person.name} ${type}: ${p.kind} "${p.claim}" (${p.expected})`));
      }
    }
    expect(flagged).toEqual([]);
  });
});
