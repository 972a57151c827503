// The words of the ten poruthams in each language: each porutham's name and what it looks at,
// each reason as a sentence from its facts, and the verdict. Kept apart from shared/messages.ts
// (the catalogues every page carries): only the match report, its PDF and the server need them.
// Signs, stars and planets are named by the caller (`PoruthamNames`), from the catalogue it
// already has for them, so these words never keep a second list of those names.
import type { Planet } from '../astro/ephemeris';
import type { Verdict } from '../astro/matching';
import type { Porutham, PoruthamMatch, PoruthamName } from '../astro/porutham';
import type { Rajju } from '../astro/porutham-tables';
import { matchWordsEn, matchWordsHi, type MatchWords } from './match-words';
import type { Language } from './profile';

export type PoruthamNames = {
  sign: (index: number) => string;
  star: (index: number) => string;
  planet: (planet: Planet) => string;
};

export type PoruthamWords = {
  title: string;
  /** Each porutham's name and, in a few words, what it looks at. */
  poruthams: Record<PoruthamName, { name: string; meaning: string }>;
  agrees: string;
  doesNotAgree: string;
  /** The reason of one porutham as a sentence, naming what it rests on. */
  reason: (p: Porutham, names: PoruthamNames) => string;
  /** '7 of 10 poruthams agree'. */
  outOf: (passed: number) => string;
  verdicts: Record<Verdict, string>;
  /** Why the verdict is what it is. */
  verdictNote: (match: PoruthamMatch) => string;
  rajjus: Record<Rajju, string>;
};

/** 1 → '1st', 22 → '22nd'. */
const ordinalEn = (n: number) => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
  return `${n}${suffix}`;
};

const en = (values: MatchWords['values']): PoruthamWords => {
  const rajjus: Record<Rajju, string> = { pada: 'foot (pada)', kati: 'thigh (kati)', nabhi: 'navel (nabhi)', kanta: 'neck (kanta)', siro: 'head (siro)' };
  const fromHers = (count: number) => (count === 1 ? 'Both are born in the same star' : `The groom's star is the ${ordinalEn(count)} from the bride's`);
  return {
    title: 'Ten poruthams',
    poruthams: {
      dina: { name: 'Dina', meaning: 'Health and the ease of every day together.' },
      gana: { name: 'Gana', meaning: 'Temperament: divine, human or fierce.' },
      mahendra: { name: 'Mahendra', meaning: 'Children and the growth of the family.' },
      'stree-deergha': { name: 'Stree Deergha', meaning: "The bride's long and prosperous married life." },
      yoni: { name: 'Yoni', meaning: 'Physical and intimate harmony, from the animals of the two stars.' },
      rasi: { name: 'Rasi', meaning: 'How the two Moon signs sit from each other: unity and the family line.' },
      'rasi-adhipathi': { name: 'Rasi Adhipathi', meaning: 'Friendship of the lords of the two Moon signs.' },
      vasya: { name: 'Vasya', meaning: 'Attraction: whether one Moon sign draws the other.' },
      rajju: { name: 'Rajju', meaning: "The bond itself and the husband's long life; it decides the match." },
      vedha: { name: 'Vedha', meaning: 'Stars that strike each other; it decides the match.' },
    },
    agrees: 'Agrees',
    doesNotAgree: 'Does not agree',
    reason: (p, names) => {
      switch (p.name) {
        case 'dina':
          if (p.reason === 'same-star-agreed') return 'Both are born in the same star, one of those in which this porutham is held to agree.';
          if (p.reason === 'same-star-not-agreed') return 'Both are born in the same star, which is not one of those in which this porutham agrees.';
          return `${fromHers(p.facts.count)} (${values.tara[p.facts.tara]} tara): ${p.reason === 'favourable-count' ? 'a favourable count' : 'an unfavourable count'}.`;
        case 'gana': {
          const both = `The bride is of ${values.gana[p.facts.bride]} gana, the groom of ${values.gana[p.facts.groom]}`;
          return `${both}: ${{ 'same-gana': 'the same gana', 'deva-and-manushya': 'divine and human natures go together', 'rakshasa-groom': 'a fierce groom may marry a gentler bride', 'rakshasa-bride': 'a fierce bride should marry only a groom of her own gana' }[p.reason]}.`;
        }
        case 'mahendra':
          return `${fromHers(p.facts.count)}: ${p.reason === 'mahendra-count' ? 'one of the Mahendra places (4th, 7th, 10th … 25th)' : 'not one of the Mahendra places (4th, 7th, 10th … 25th)'}.`;
        case 'stree-deergha':
          return `${fromHers(p.facts.count)}: ${{ 'far-enough': 'more than 13, as it should be', 'middling-distance': 'more than 7 but not more than 13, only middling', 'too-near': 'too near; it should be more than 13' }[p.reason]}.`;
        case 'yoni':
          return p.reason === 'same-yoni'
            ? `Both stars have the same animal, ${values.yoni[p.facts.bride]}.`
            : `The bride's animal is ${values.yoni[p.facts.bride]}, the groom's ${values.yoni[p.facts.groom]}: ${p.reason === 'sworn-enemies' ? 'sworn enemies' : 'not enemies'}.`;
        case 'rasi':
          if (p.reason === 'same-rasi') return 'Both Moons are in the same sign, which agrees.';
          return `The groom's Moon sign is the ${ordinalEn(p.facts.count)} from the bride's: ${{ seventh: 'opposite signs, which agree well', 'favourable-count': 'a favourable place', 'unfriendly-seventh': 'opposite, but one of the two pairs (Cancer–Capricorn, Leo–Aquarius) that never agree', 'two-twelve': 'second and twelfth from each other', 'six-eight': 'sixth and eighth from each other' }[p.reason]}.`;
        case 'rasi-adhipathi': {
          const lords = `${names.planet(p.facts.bride)} and ${names.planet(p.facts.groom)}`;
          return { 'same-lord': `Both Moon signs are ruled by ${names.planet(p.facts.bride)}.`, 'friendly-lords': `The lords, ${lords}, are friends.`, 'neutral-lords': `The lords, ${lords}, are at peace with each other: neither counts the other an enemy.`, 'enemy-lords': `The lords, ${lords}, are not friendly: one counts the other an enemy.` }[p.reason];
        }
        case 'vasya': {
          const [bride, groom] = [names.sign(p.facts.bride), names.sign(p.facts.groom)];
          return { 'both-vasya': `${bride} and ${groom} draw each other.`, 'groom-sign-vasya': `The bride's ${bride} draws the groom's ${groom}.`, 'bride-sign-vasya': `The groom's ${groom} draws the bride's ${bride}.`, 'no-vasya': `Neither ${bride} nor ${groom} draws the other.` }[p.reason];
        }
        case 'rajju':
          return p.reason === 'same-rajju' ? `Both stars are in the ${rajjus[p.facts.bride]} rajju.` : `The bride's star is in the ${rajjus[p.facts.bride]} rajju, the groom's in the ${rajjus[p.facts.groom]}.`;
        case 'vedha':
          return p.reason === 'vedha-pair'
            ? `${names.star(p.facts.bride)} and ${names.star(p.facts.groom)} strike each other (vedha).`
            : `${names.star(p.facts.bride)} and ${names.star(p.facts.groom)} do not strike each other.`;
      }
    },
    outOf: (passed) => `${passed} of 10 poruthams agree`,
    verdicts: { 'not-recommended': 'Not recommended', acceptable: 'Acceptable', good: 'Good match', excellent: 'Excellent match' },
    verdictNote: (m) => {
      if (m.decidedBy.length) return `${m.decidedBy.map((d) => (d === 'rajju' ? 'Rajju' : 'Vedha')).join(' and ')} ${m.decidedBy.length > 1 ? 'do' : 'does'} not agree, and the tradition does not go ahead whatever the count.`;
      return { excellent: '8 or more agree, with Rajju and Vedha: an excellent match.', good: '6 or 7 agree, with Rajju and Vedha: a good match.', acceptable: '5 agree, with Rajju and Vedha: an acceptable match.', 'not-recommended': 'Fewer than 5 agree: the almanacs advise against this match.' }[m.verdict];
    },
    rajjus,
  };
};

const hi = (values: MatchWords['values']): PoruthamWords => {
  const rajjus: Record<Rajju, string> = { pada: 'पाद', kati: 'कटि', nabhi: 'नाभि', kanta: 'कंठ', siro: 'शिरो' };
  const fromHers = (count: number) => (count === 1 ? 'दोनों का जन्म एक ही नक्षत्र में है' : `वधू के नक्षत्र से गिनने पर वर का नक्षत्र ${count}वाँ है`);
  return {
    title: 'दस पोरुत्तम (दक्षिण भारतीय मिलान)',
    poruthams: {
      dina: { name: 'दिन', meaning: 'स्वास्थ्य और रोज़मर्रा के साथ की सहजता।' },
      gana: { name: 'गण', meaning: 'स्वभाव: देव, मनुष्य या राक्षस।' },
      mahendra: { name: 'माहेंद्र', meaning: 'संतान और वंश की वृद्धि।' },
      'stree-deergha': { name: 'स्त्री दीर्घ', meaning: 'वधू का लंबा और सुखी सौभाग्य।' },
      yoni: { name: 'योनि', meaning: 'शारीरिक और दांपत्य मेल, दोनों नक्षत्रों की योनि से।' },
      rasi: { name: 'राशि', meaning: 'दोनों चंद्र राशियाँ एक-दूसरे से कहाँ हैं: एकता और वंश।' },
      'rasi-adhipathi': { name: 'राशि अधिपति', meaning: 'दोनों चंद्र राशियों के स्वामियों की मित्रता।' },
      vasya: { name: 'वश्य', meaning: 'आकर्षण: एक चंद्र राशि दूसरी को अपनी ओर खींचती है या नहीं।' },
      rajju: { name: 'रज्जु', meaning: 'स्वयं विवाह-बंधन और पति की आयु; इसी से मिलान तय होता है।' },
      vedha: { name: 'वेध', meaning: 'एक-दूसरे को बेधने वाले नक्षत्र; इसी से मिलान तय होता है।' },
    },
    agrees: 'मिलता है',
    doesNotAgree: 'नहीं मिलता',
    reason: (p, names) => {
      switch (p.name) {
        case 'dina':
          if (p.reason === 'same-star-agreed') return 'दोनों का जन्म एक ही नक्षत्र में है, और यह उन नक्षत्रों में से है जिनमें यह पोरुत्तम मिलता है।';
          if (p.reason === 'same-star-not-agreed') return 'दोनों का जन्म एक ही नक्षत्र में है, पर यह उन नक्षत्रों में से नहीं जिनमें यह पोरुत्तम मिलता है।';
          return `${fromHers(p.facts.count)} (${values.tara[p.facts.tara]} तारा): ${p.reason === 'favourable-count' ? 'यह गिनती शुभ है' : 'यह गिनती अशुभ है'}।`;
        case 'gana': {
          const both = `वधू ${values.gana[p.facts.bride]} गण की है, वर ${values.gana[p.facts.groom]} गण का`;
          return `${both}: ${{ 'same-gana': 'दोनों का गण एक है', 'deva-and-manushya': 'देव और मनुष्य स्वभाव आपस में निभ जाते हैं', 'rakshasa-groom': 'राक्षस गण का वर सौम्य गण की वधू से विवाह कर सकता है', 'rakshasa-bride': 'राक्षस गण की वधू के लिए वर भी उसी गण का होना चाहिए' }[p.reason]}।`;
        }
        case 'mahendra':
          return `${fromHers(p.facts.count)}: ${p.reason === 'mahendra-count' ? 'यह माहेंद्र स्थानों (4, 7, 10 … 25) में से है' : 'यह माहेंद्र स्थानों (4, 7, 10 … 25) में से नहीं है'}।`;
        case 'stree-deergha':
          return `${fromHers(p.facts.count)}: ${{ 'far-enough': 'यह 13 से अधिक है, जैसा होना चाहिए', 'middling-distance': 'यह 7 से अधिक पर 13 से अधिक नहीं, केवल मध्यम', 'too-near': 'यह बहुत पास है; 13 से अधिक होना चाहिए' }[p.reason]}।`;
        case 'yoni':
          return p.reason === 'same-yoni'
            ? `दोनों नक्षत्रों की योनि एक ही है, ${values.yoni[p.facts.bride]}।`
            : `वधू की योनि ${values.yoni[p.facts.bride]} है, वर की ${values.yoni[p.facts.groom]}: ${p.reason === 'sworn-enemies' ? 'दोनों जन्मजात शत्रु हैं' : 'दोनों में शत्रुता नहीं'}।`;
        case 'rasi':
          if (p.reason === 'same-rasi') return 'दोनों का चंद्रमा एक ही राशि में है, जो मिलता है।';
          return `वधू की चंद्र राशि से वर की राशि ${p.facts.count}वीं है: ${{ seventh: 'आमने-सामने की राशियाँ, जो अच्छी मानी जाती हैं', 'favourable-count': 'यह शुभ स्थान है', 'unfriendly-seventh': 'आमने-सामने तो हैं, पर कर्क–मकर और सिंह–कुंभ के ये जोड़े कभी नहीं मिलते', 'two-twelve': 'दोनों एक-दूसरे से दूसरी और बारहवीं हैं', 'six-eight': 'दोनों एक-दूसरे से छठी और आठवीं हैं (षडाष्टक)' }[p.reason]}।`;
        case 'rasi-adhipathi': {
          const lords = `${names.planet(p.facts.bride)} और ${names.planet(p.facts.groom)}`;
          return { 'same-lord': `दोनों चंद्र राशियों के स्वामी ${names.planet(p.facts.bride)} ही हैं।`, 'friendly-lords': `दोनों स्वामी, ${lords}, आपस में मित्र हैं।`, 'neutral-lords': `दोनों स्वामी, ${lords}, आपस में सम हैं: कोई दूसरे को शत्रु नहीं मानता।`, 'enemy-lords': `दोनों स्वामी, ${lords}, मित्र नहीं हैं: एक दूसरे को शत्रु मानता है।` }[p.reason];
        }
        case 'vasya': {
          const [bride, groom] = [names.sign(p.facts.bride), names.sign(p.facts.groom)];
          return { 'both-vasya': `${bride} और ${groom} एक-दूसरे को वश में रखती हैं।`, 'groom-sign-vasya': `वधू की ${bride} राशि वर की ${groom} राशि को वश में रखती है।`, 'bride-sign-vasya': `वर की ${groom} राशि वधू की ${bride} राशि को वश में रखती है।`, 'no-vasya': `${bride} और ${groom} में से कोई दूसरी को वश में नहीं रखती।` }[p.reason];
        }
        case 'rajju':
          return p.reason === 'same-rajju' ? `दोनों नक्षत्र ${rajjus[p.facts.bride]} रज्जु में हैं।` : `वधू का नक्षत्र ${rajjus[p.facts.bride]} रज्जु में है, वर का ${rajjus[p.facts.groom]} रज्जु में।`;
        case 'vedha':
          return p.reason === 'vedha-pair'
            ? `${names.star(p.facts.bride)} और ${names.star(p.facts.groom)} एक-दूसरे को बेधते हैं (वेध)।`
            : `${names.star(p.facts.bride)} और ${names.star(p.facts.groom)} में वेध नहीं है।`;
      }
    },
    outOf: (passed) => `10 में से ${passed} पोरुत्तम मिलते हैं`,
    verdicts: { 'not-recommended': 'अनुशंसित नहीं', acceptable: 'स्वीकार्य', good: 'अच्छा मिलान', excellent: 'उत्तम मिलान' },
    verdictNote: (m) => {
      if (m.decidedBy.length) return `${m.decidedBy.map((d) => (d === 'rajju' ? 'रज्जु' : 'वेध')).join(' और ')} नहीं ${m.decidedBy.length > 1 ? 'मिलते' : 'मिलता'}, और परंपरा में तब गिनती चाहे जितनी हो, विवाह की बात आगे नहीं बढ़ाई जाती।`;
      return { excellent: 'रज्जु और वेध सहित 8 या अधिक मिलते हैं: उत्तम मिलान।', good: 'रज्जु और वेध सहित 6 या 7 मिलते हैं: अच्छा मिलान।', acceptable: 'रज्जु और वेध सहित 5 मिलते हैं: स्वीकार्य मिलान।', 'not-recommended': '5 से कम मिलते हैं: पंचांग इस मिलान की सलाह नहीं देते।' }[m.verdict];
    },
    rajjus,
  };
};

export const poruthamWordsEn: PoruthamWords = en(matchWordsEn.values);
export const poruthamWordsHi: PoruthamWords = hi(matchWordsHi.values);

export const poruthamWordsIn = (language: Language): PoruthamWords => (language === 'hi' ? poruthamWordsHi : poruthamWordsEn);
