import { describe, expect, it } from 'vitest';
import {
  crossKindShares, distinctClosings, namesOf, pooled, repeatedElsewhereShare, sharedKeyShare, splitSentences, splitSentencesHi, spread, templateMasker,
  templateMaskerHi, templateMaskerTa, templateMaskerTe, SENTENCE_SPLITTERS,
} from './repetition';

describe('splitSentences', () => {
  it('splits on . ! ? before white space, keeps closing quotes and brackets, drops empty pieces', () => {
    const text = 'Namaste, Asha. The star is Krittika, "the cutters (Pleiades)".  Is it kind?\n\nYes! It says "go." Then rest (quietly.) End.\n';
    expect(splitSentences(text)).toEqual([
      'Namaste, Asha.', 'The star is Krittika, "the cutters (Pleiades)".', 'Is it kind?', 'Yes!', 'It says "go."', 'Then rest (quietly.)', 'End.',
    ]);
    expect(splitSentences('  \n ')).toEqual([]);
  });

  it('does not split inside numbers or times', () => {
    expect(splitSentences('Mars is at 12.5 degrees at 07:24. Next.')).toEqual(['Mars is at 12.5 degrees at 07:24.', 'Next.']);
  });
});

describe('templateMasker', () => {
  const mask = templateMasker(namesOf('Asha Verma'));

  it('masks the names, signs, grahas, nakshatras, numbers, dates and times', () => {
    expect(mask('Asha Verma, the Moon (Chandra) enters Mesha (Aries) at 07:24 on Tuesday 24 November 2026.'))
      .toBe('‹name›, the ‹graha› (‹graha›) enters ‹sign› (‹sign›) at ‹time› on ‹weekday› ‹date›.');
    expect(mask('Asha, your 7th house holds Uttara Ashadha, "the latter invincible", from 24 November until November 2027 and 108 times.'))
      .toBe('‹name›, your ‹nth› house holds ‹nakshatra›, "‹nakshatra›", from ‹date› until ‹date› and ‹n› times.');
  });

  it('gives one template to sentences that differ only in what changes from chart to chart', () => {
    const other = templateMasker(namesOf('Rohan Mehta'));
    expect(mask('Asha, Saturn in your 10th house asks for patience until 2028.'))
      .toBe(other('Rohan, Jupiter in your 1st house asks for patience until 2031.'));
  });

  it('leaves a month that is not a date, and other people\'s names, alone', () => {
    expect(mask('May the day be kind to you, Rohan.')).toBe('May the day be kind to you, Rohan.');
    expect(mask('Sundays suit Surya; Suniti is not a graha.')).toBe('‹weekday› suit ‹graha›; Suniti is not a graha.');
  });
});

describe('the figures', () => {
  it('shares of sentences whose key is in at least n documents', () => {
    // "a" is in 3 documents (4 sentences, one twice in the first), "b" in 2, "c" and "d" in 1: 4 of 8.
    const docs = [['a', 'a', 'b'], ['a', 'b', 'c'], ['a', 'd']];
    expect(sharedKeyShare(docs, 3)).toEqual({ count: 4, total: 8, share: 0.5 });
    expect(sharedKeyShare(docs, 2)).toEqual({ count: 6, total: 8, share: 0.75 });
    expect(sharedKeyShare([], 3)).toEqual({ count: 0, total: 0, share: 0 });
  });

  it('a sentence repeated within one day is not repeated across days', () => {
    expect(repeatedElsewhereShare([['x', 'x', 'y'], ['z'], ['y', 'w']])).toEqual({ count: 2, total: 6, share: 2 / 6 });
  });

  it('counts distinct closings', () => {
    expect(distinctClosings([['a', 'end'], ['end'], ['b', 'other'], []])).toBe(2);
  });

  it('shares of each kind found in another kind, pooled', () => {
    const shares = crossKindShares(new Map([['daily', ['a', 'b', 'c', 'd']], ['weekly', ['a', 'e']], ['career', ['f', 'f']]]));
    expect(shares.get('daily')).toEqual({ count: 1, total: 4, share: 0.25 });
    expect(shares.get('weekly')).toEqual({ count: 1, total: 2, share: 0.5 });
    // Twice in one reading is not shared with another kind.
    expect(shares.get('career')).toEqual({ count: 0, total: 2, share: 0 });
    expect(pooled(shares.values())).toEqual({ count: 2, total: 8, share: 0.25 });
  });

  it('gives the spread of word counts', () => {
    expect(spread([5, 1, 3])).toEqual({ min: 1, median: 3, max: 5 });
    expect(spread([4, 1, 3, 10])).toEqual({ min: 1, median: 3.5, max: 10 });
  });
});

describe('the Hindi measures', () => {
  it('split sentences on the danda, ? and !', () => {
    expect(splitSentencesHi('राम राम Asha जी! आज दिन अच्छा है। क्या आप तैयार हैं? "ॐ नमः शिवाय" जपें।'))
      .toEqual(['राम राम Asha जी!', 'आज दिन अच्छा है।', 'क्या आप तैयार हैं?', '"ॐ नमः शिवाय" जपें।']);
  });

  it('mask names, dates, weekdays, times, house ordinals, numbers and chart names', () => {
    const mask = templateMaskerHi(namesOf('Asha Sharma'));
    expect(mask('Asha जी, मंगलवार, 24 नवंबर को दोपहर 3:12 से 4:36 तक चंद्रमा वृषभ राशि में, आपके दसवें भाव में, रोहिणी नक्षत्र के साथ 2 बार रहेंगे।'))
      .toBe('‹name› जी, ‹weekday›, ‹date› को ‹time› से ‹time› तक ‹graha› ‹sign› राशि में, आपके ‹nth› भाव में, ‹nakshatra› नक्षत्र के साथ ‹n› बार रहेंगे।');
    expect(mask('नौवें शनि भाग्य जगाते हैं, पर सोने से पहले चंद्रमा को जल दें।')).toBe('‹nth› ‹graha› भाग्य जगाते हैं, पर सोने से पहले ‹graha› को जल दें।');
    expect(mask('24–30 नवंबर 2026 और दिसंबर 2026 में सोने से पहले जपें।')).toBe('‹date› और ‹date› में सोने से पहले जपें।');
    // A graha's name inside a weekday or a longer word is not a graha.
    expect(mask('मंगलवार को हस्ती मूलतः शांत है।')).toBe('‹weekday› को हस्ती मूलतः शांत है।');
  });
});

describe('the Telugu measures', () => {
  it('mask names, dates, weekdays, times, house ordinals, numbers and chart names with the case endings fused to them', () => {
    const mask = templateMaskerTe(namesOf('Ravi Kumar'));
    expect(mask('Ravi గారూ, మంగళవారం, 24 నవంబర్ మధ్యాహ్నం 3:12కి చంద్రుడు వృషభంలో, మీ పదవ భావంలో, రోహిణి నక్షత్రంతో 2 సార్లు ఉంటాడు.'))
      .toBe('‹name› గారూ, ‹weekday›, ‹date› ‹time›కి ‹graha› ‹sign›ంలో, మీ ‹nth› భావంలో, ‹nakshatra› నక్షత్రంతో ‹n› సార్లు ఉంటాడు.');
    expect(mask('11 డిసెంబర్\u200cన శని మీనంలో ఋజుగతికి వస్తాడు; శుక్ర మహాదశ 2029 వరకు.')).toBe('‹date›న ‹graha› ‹sign›ంలో ఋజుగతికి వస్తాడు; ‹graha› మహాదశ ‹n› వరకు.');
    // Rahu kaal, sunrise and a weekday are no graha.
    expect(mask('రాహుకాలం, సూర్యోదయం, శనివారం.')).toBe('రాహుకాలం, సూర్యోదయం, ‹weekday›.');
  });
});

describe('the Tamil measures', () => {
  it('mask names, dates, weekdays, times, house ordinals, numbers and chart names, whole, joined and declined', () => {
    const mask = templateMaskerTa(namesOf('Asha Iyer'));
    expect(mask('வணக்கம் Asha, 24 நவம்பர், செவ்வாய்க்கிழமை மதியம் 3:12 முதல் 4:36 வரை சந்திரன் ரிஷப ராசியில், உங்கள் பத்தாம் வீட்டில், ரோகிணி நட்சத்திரத்துடன் 2 முறை இருப்பார்.'))
      .toBe('வணக்கம் ‹name›, ‹date›, ‹weekday› ‹time› முதல் ‹time› வரை ‹graha› ‹sign› ராசியில், உங்கள் ‹nth› வீட்டில், ‹nakshatra› நட்சத்திரத்துடன் ‹n› முறை இருப்பார்.');
    expect(mask('சனியின் பரல்கள் மீனம் ராசியில் குறைவு, சுக்கிர திசை நடக்கிறது.')).toBe('‹graha› பரல்கள் ‹sign› ராசியில் குறைவு, ‹graha› திசை நடக்கிறது.');
    expect(mask('24–30 நவம்பர் 2026 மற்றும் டிசம்பர் 2026 காலத்தில்.')).toBe('‹date› மற்றும் ‹date› காலத்தில்.');
  });

  it('split sentences at the full stop, as English does', () => {
    expect(SENTENCE_SPLITTERS.ta('இன்று நல்ல நாள். காலை 7:24 மணிக்கு தொடங்குங்கள்! சரியா?')).toEqual(['இன்று நல்ல நாள்.', 'காலை 7:24 மணிக்கு தொடங்குங்கள்!', 'சரியா?']);
  });
});
