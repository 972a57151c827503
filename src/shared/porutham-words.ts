// The words of the ten poruthams in each language: each porutham's name and what it looks at,
// each reason as a sentence from its facts, and the verdict. Kept apart from shared/messages.ts
// (the catalogues every page carries): only the match report, its PDF and the server need them.
// Signs, stars and planets are named by the caller (`PoruthamNames`), from the catalogue it
// already has for them, so these words never keep a second list of those names.
import type { Planet } from '../astro/ephemeris';
import type { Verdict } from '../astro/matching';
import type { Porutham, PoruthamMatch, PoruthamName } from '../astro/porutham';
import type { Rajju } from '../astro/porutham-tables';
import { matchWordsEn, matchWordsHi, matchWordsTa, matchWordsTe, type MatchWords } from './match-words';
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

// Tamil: the ten poruthams as a Tamil jothidar's பொருத்த அட்டவணை names them; counts are written
// '13ஆவது', the bride's star first, as Tamil almanacs count from the girl's star (பெண் நட்சத்திரம்).
const ta = (values: MatchWords['values']): PoruthamWords => {
  const rajjus: Record<Rajju, string> = { pada: 'பாத', kati: 'கடி', nabhi: 'நாபி', kanta: 'கண்ட', siro: 'சிரசு' };
  const fromHers = (count: number) => (count === 1 ? 'இருவரும் ஒரே நட்சத்திரத்தில் பிறந்தவர்கள்' : `பெண் நட்சத்திரத்திலிருந்து ஆண் நட்சத்திரம் ${count}ஆவது`);
  return {
    title: 'பத்துப் பொருத்தங்கள்',
    poruthams: {
      dina: { name: 'தினம்', meaning: 'ஆரோக்கியமும் அன்றாட வாழ்க்கையின் இணக்கமும்.' },
      gana: { name: 'கணம்', meaning: 'குணம்: தேவ, மனுஷ்ய அல்லது ராட்சச கணம்.' },
      mahendra: { name: 'மகேந்திரம்', meaning: 'புத்திர பாக்கியமும் குடும்ப விருத்தியும்.' },
      'stree-deergha': { name: 'ஸ்திரீ தீர்க்கம்', meaning: 'பெண்ணின் நீண்ட, செழிப்பான மண வாழ்க்கை.' },
      yoni: { name: 'யோனி', meaning: 'உடல், தாம்பத்திய இணக்கம், இரு நட்சத்திரங்களின் விலங்குகளைக் கொண்டு.' },
      rasi: { name: 'ராசி', meaning: 'இரு சந்திர ராசிகளும் ஒன்றுக்கொன்று எங்கே: ஒற்றுமையும் வம்ச விருத்தியும்.' },
      'rasi-adhipathi': { name: 'ராசி அதிபதி', meaning: 'இரு சந்திர ராசி அதிபதிகளின் நட்பு.' },
      vasya: { name: 'வசியம்', meaning: 'ஈர்ப்பு: ஒரு ராசி மற்றதை வசப்படுத்துகிறதா.' },
      rajju: { name: 'ரஜ்ஜு', meaning: 'மாங்கல்ய பலமும் கணவனின் ஆயுளும்; பொருத்தத்தை இதுவே தீர்மானிக்கும்.' },
      vedha: { name: 'வேதை', meaning: 'ஒன்றையொன்று தாக்கும் நட்சத்திரங்கள்; பொருத்தத்தை இதுவே தீர்மானிக்கும்.' },
    },
    agrees: 'பொருந்துகிறது',
    doesNotAgree: 'பொருந்தவில்லை',
    reason: (p, names) => {
      switch (p.name) {
        case 'dina':
          if (p.reason === 'same-star-agreed') return 'இருவரும் ஒரே நட்சத்திரத்தில் பிறந்தவர்கள்; இந்தப் பொருத்தம் பொருந்தும் நட்சத்திரங்களில் இதுவும் ஒன்று.';
          if (p.reason === 'same-star-not-agreed') return 'இருவரும் ஒரே நட்சத்திரத்தில் பிறந்தவர்கள்; ஆனால் இந்தப் பொருத்தம் பொருந்தும் நட்சத்திரங்களில் இது இல்லை.';
          return `${fromHers(p.facts.count)} (${values.tara[p.facts.tara]} தாரை): ${p.reason === 'favourable-count' ? 'நல்ல எண்ணிக்கை' : 'நல்லதல்லாத எண்ணிக்கை'}.`;
        case 'gana': {
          const both = `பெண் ${values.gana[p.facts.bride]} கணம், ஆண் ${values.gana[p.facts.groom]} கணம்`;
          return `${both}: ${{ 'same-gana': 'இருவருக்கும் ஒரே கணம்', 'deva-and-manushya': 'தேவ, மனுஷ்ய குணங்கள் ஒத்துப்போகும்', 'rakshasa-groom': 'ராட்சச கண ஆண் மென்மையான கணப் பெண்ணை மணக்கலாம்', 'rakshasa-bride': 'ராட்சச கணப் பெண்ணுக்கு ஆணும் அதே கணமாக இருக்க வேண்டும்' }[p.reason]}.`;
        }
        case 'mahendra':
          return `${fromHers(p.facts.count)}: ${p.reason === 'mahendra-count' ? 'மகேந்திர ஸ்தானங்களில் (4, 7, 10 … 25) ஒன்று' : 'மகேந்திர ஸ்தானங்களில் (4, 7, 10 … 25) இல்லை'}.`;
        case 'stree-deergha':
          return `${fromHers(p.facts.count)}: ${{ 'far-enough': 'இருக்க வேண்டியபடி 13க்கு மேல்', 'middling-distance': '7க்கு மேல், ஆனால் 13க்கு மேல் இல்லை; மத்திமம் மட்டுமே', 'too-near': 'மிக அருகில்; 13க்கு மேல் இருக்க வேண்டும்' }[p.reason]}.`;
        case 'yoni':
          return p.reason === 'same-yoni'
            ? `இரு நட்சத்திரங்களுக்கும் ஒரே விலங்கு, ${values.yoni[p.facts.bride]}.`
            : `பெண்ணின் விலங்கு ${values.yoni[p.facts.bride]}, ஆணின் விலங்கு ${values.yoni[p.facts.groom]}: ${p.reason === 'sworn-enemies' ? 'இயற்கைப் பகைவர்கள்' : 'பகையில்லை'}.`;
        case 'rasi':
          if (p.reason === 'same-rasi') return 'இருவரின் சந்திரனும் ஒரே ராசியில்; இது பொருந்தும்.';
          return `பெண் ராசியிலிருந்து ஆண் ராசி ${p.facts.count}ஆவது: ${{ seventh: 'எதிரெதிர் ராசிகள், நன்றாகப் பொருந்தும்', 'favourable-count': 'நல்ல ஸ்தானம்', 'unfriendly-seventh': 'எதிரெதிர்தான், ஆனால் ஒருபோதும் பொருந்தாத கடகம்–மகரம், சிம்மம்–கும்பம் ஜோடிகளில் ஒன்று', 'two-twelve': 'ஒன்றுக்கொன்று இரண்டு, பன்னிரண்டாம் ராசிகள்', 'six-eight': 'ஒன்றுக்கொன்று ஆறு, எட்டாம் ராசிகள் (சஷ்டாஷ்டகம்)' }[p.reason]}.`;
        case 'rasi-adhipathi': {
          const lords = `${names.planet(p.facts.bride)}, ${names.planet(p.facts.groom)}`;
          return { 'same-lord': `இரு சந்திர ராசிகளுக்கும் அதிபதி ${names.planet(p.facts.bride)} ஒருவரே.`, 'friendly-lords': `அதிபதிகளான ${lords} நண்பர்கள்.`, 'neutral-lords': `அதிபதிகளான ${lords} சமம்: ஒருவர் மற்றவரைப் பகைவராகக் கொள்வதில்லை.`, 'enemy-lords': `அதிபதிகளான ${lords} நண்பர்கள் அல்ல: ஒருவர் மற்றவரைப் பகைவராகக் கொள்கிறார்.` }[p.reason];
        }
        case 'vasya': {
          const [bride, groom] = [names.sign(p.facts.bride), names.sign(p.facts.groom)];
          return { 'both-vasya': `${bride}, ${groom} ஒன்றையொன்று வசப்படுத்துகின்றன.`, 'groom-sign-vasya': `பெண்ணின் ${bride} ஆணின் ${groom} ராசியை வசப்படுத்துகிறது.`, 'bride-sign-vasya': `ஆணின் ${groom} பெண்ணின் ${bride} ராசியை வசப்படுத்துகிறது.`, 'no-vasya': `${bride}, ${groom} இரண்டில் எதுவும் மற்றதை வசப்படுத்துவதில்லை.` }[p.reason];
        }
        case 'rajju':
          return p.reason === 'same-rajju' ? `இரு நட்சத்திரங்களும் ${rajjus[p.facts.bride]} ரஜ்ஜுவில் உள்ளன.` : `பெண் நட்சத்திரம் ${rajjus[p.facts.bride]} ரஜ்ஜுவில், ஆண் நட்சத்திரம் ${rajjus[p.facts.groom]} ரஜ்ஜுவில்.`;
        case 'vedha':
          return p.reason === 'vedha-pair'
            ? `${names.star(p.facts.bride)}, ${names.star(p.facts.groom)} ஒன்றுக்கொன்று வேதை நட்சத்திரங்கள்.`
            : `${names.star(p.facts.bride)}, ${names.star(p.facts.groom)} இடையே வேதை இல்லை.`;
      }
    },
    outOf: (passed) => `10இல் ${passed} பொருத்தங்கள் பொருந்துகின்றன`,
    verdicts: { 'not-recommended': 'பரிந்துரைக்கப்படவில்லை', acceptable: 'ஏற்கத்தக்கது', good: 'நல்ல பொருத்தம்', excellent: 'உத்தமப் பொருத்தம்' },
    verdictNote: (m) => {
      if (m.decidedBy.length) return `${m.decidedBy.map((d) => (d === 'rajju' ? 'ரஜ்ஜு' : 'வேதை')).join(', ')} பொருந்தவில்லை; எண்ணிக்கை எவ்வளவானாலும் மரபுப்படி மேலே தொடர்வதில்லை.`;
      return { excellent: 'ரஜ்ஜு, வேதை உட்பட 8 அல்லது அதற்கு மேல் பொருந்துகின்றன: உத்தமப் பொருத்தம்.', good: 'ரஜ்ஜு, வேதை உட்பட 6 அல்லது 7 பொருந்துகின்றன: நல்ல பொருத்தம்.', acceptable: 'ரஜ்ஜு, வேதை உட்பட 5 பொருந்துகின்றன: ஏற்கத்தக்க பொருத்தம்.', 'not-recommended': '5க்குக் குறைவாகவே பொருந்துகின்றன: பஞ்சாங்கங்கள் இந்தப் பொருத்தத்தைப் பரிந்துரைப்பதில்லை.' }[m.verdict];
    },
    rajjus,
  };
};

// Telugu: the ten పొంతనలు as a Telugu siddhanti's table names them; counts '13వ', from the bride's star.
const te = (values: MatchWords['values']): PoruthamWords => {
  const rajjus: Record<Rajju, string> = { pada: 'పాద', kati: 'కటి', nabhi: 'నాభి', kanta: 'కంఠ', siro: 'శిరో' };
  const fromHers = (count: number) => (count === 1 ? 'ఇద్దరూ ఒకే నక్షత్రంలో జన్మించారు' : `వధువు నక్షత్రం నుంచి వరుడి నక్షత్రం ${count}వది`);
  return {
    title: 'పది పొంతనలు (దక్షిణ భారత పద్ధతి)',
    poruthams: {
      dina: { name: 'దిన', meaning: 'ఆరోగ్యం, రోజువారీ జీవితంలో సఖ్యత.' },
      gana: { name: 'గణ', meaning: 'స్వభావం: దేవ, మనుష్య లేదా రాక్షస గణం.' },
      mahendra: { name: 'మాహేంద్ర', meaning: 'సంతానం, వంశాభివృద్ధి.' },
      'stree-deergha': { name: 'స్త్రీ దీర్ఘ', meaning: 'వధువుకు దీర్ఘ సౌభాగ్యం, సుఖమైన దాంపత్యం.' },
      yoni: { name: 'యోని', meaning: 'శారీరక, దాంపత్య అనుకూలత, రెండు నక్షత్రాల జంతువుల బట్టి.' },
      rasi: { name: 'రాశి', meaning: 'రెండు చంద్ర రాశులు ఒకదానికొకటి ఎక్కడ: ఐక్యత, వంశం.' },
      'rasi-adhipathi': { name: 'రాశ్యధిపతి', meaning: 'రెండు చంద్ర రాశుల అధిపతుల స్నేహం.' },
      vasya: { name: 'వశ్య', meaning: 'ఆకర్షణ: ఒక రాశి మరో రాశిని వశం చేసుకుంటుందా.' },
      rajju: { name: 'రజ్జు', meaning: 'మాంగల్య బలం, భర్త ఆయుష్షు; పొంతనను ఇదే నిర్ణయిస్తుంది.' },
      vedha: { name: 'వేధ', meaning: 'పరస్పరం వేధ ఉన్న నక్షత్రాలు; పొంతనను ఇదే నిర్ణయిస్తుంది.' },
    },
    agrees: 'కుదిరింది',
    doesNotAgree: 'కుదరలేదు',
    reason: (p, names) => {
      switch (p.name) {
        case 'dina':
          if (p.reason === 'same-star-agreed') return 'ఇద్దరూ ఒకే నక్షత్రంలో జన్మించారు; ఈ పొంతన కుదిరే నక్షత్రాల్లో ఇది ఒకటి.';
          if (p.reason === 'same-star-not-agreed') return 'ఇద్దరూ ఒకే నక్షత్రంలో జన్మించారు; కానీ ఈ పొంతన కుదిరే నక్షత్రాల్లో ఇది లేదు.';
          return `${fromHers(p.facts.count)} (${values.tara[p.facts.tara]} తార): ${p.reason === 'favourable-count' ? 'శుభ సంఖ్య' : 'అశుభ సంఖ్య'}.`;
        case 'gana': {
          const both = `వధువు ${values.gana[p.facts.bride]} గణం, వరుడు ${values.gana[p.facts.groom]} గణం`;
          return `${both}: ${{ 'same-gana': 'ఇద్దరిదీ ఒకే గణం', 'deva-and-manushya': 'దేవ, మనుష్య స్వభావాలు కలిసిపోతాయి', 'rakshasa-groom': 'రాక్షస గణ వరుడు సౌమ్య గణ వధువును వివాహం చేసుకోవచ్చు', 'rakshasa-bride': 'రాక్షస గణ వధువుకు వరుడు కూడా అదే గణం వాడై ఉండాలి' }[p.reason]}.`;
        }
        case 'mahendra':
          return `${fromHers(p.facts.count)}: ${p.reason === 'mahendra-count' ? 'మాహేంద్ర స్థానాల్లో (4, 7, 10 … 25) ఒకటి' : 'మాహేంద్ర స్థానాల్లో (4, 7, 10 … 25) లేదు'}.`;
        case 'stree-deergha':
          return `${fromHers(p.facts.count)}: ${{ 'far-enough': 'ఉండవలసినట్లే 13 కంటే ఎక్కువ', 'middling-distance': '7 కంటే ఎక్కువ, కానీ 13 దాటలేదు; మధ్యమం మాత్రమే', 'too-near': 'మరీ దగ్గర; 13 కంటే ఎక్కువ ఉండాలి' }[p.reason]}.`;
        case 'yoni':
          return p.reason === 'same-yoni'
            ? `రెండు నక్షత్రాలకూ ఒకే జంతువు, ${values.yoni[p.facts.bride]}.`
            : `వధువు జంతువు ${values.yoni[p.facts.bride]}, వరుడిది ${values.yoni[p.facts.groom]}: ${p.reason === 'sworn-enemies' ? 'సహజ శత్రువులు' : 'శత్రుత్వం లేదు'}.`;
        case 'rasi':
          if (p.reason === 'same-rasi') return 'ఇద్దరి చంద్రులూ ఒకే రాశిలో; ఇది కుదురుతుంది.';
          return `వధువు రాశి నుంచి వరుడి రాశి ${p.facts.count}వది: ${{ seventh: 'ఎదురెదురు రాశులు, బాగా కుదురుతాయి', 'favourable-count': 'శుభ స్థానం', 'unfriendly-seventh': 'ఎదురెదురే, కానీ ఎప్పుడూ కుదరని కర్కాటకం–మకరం, సింహం–కుంభం జంటల్లో ఒకటి', 'two-twelve': 'ఒకదానికొకటి ద్వితీయ ద్వాదశాలు', 'six-eight': 'ఒకదానికొకటి షష్ఠాష్టకాలు' }[p.reason]}.`;
        case 'rasi-adhipathi': {
          const lords = `${names.planet(p.facts.bride)}, ${names.planet(p.facts.groom)}`;
          return { 'same-lord': `రెండు చంద్ర రాశులకూ అధిపతి ${names.planet(p.facts.bride)} ఒక్కరే.`, 'friendly-lords': `అధిపతులు ${lords} మిత్రులు.`, 'neutral-lords': `అధిపతులు ${lords} సములు: ఎవరూ మరొకరిని శత్రువుగా చూడరు.`, 'enemy-lords': `అధిపతులు ${lords} మిత్రులు కారు: ఒకరు మరొకరిని శత్రువుగా చూస్తారు.` }[p.reason];
        }
        case 'vasya': {
          const [bride, groom] = [names.sign(p.facts.bride), names.sign(p.facts.groom)];
          return { 'both-vasya': `${bride}, ${groom} ఒకదాన్నొకటి వశం చేసుకుంటాయి.`, 'groom-sign-vasya': `వధువు ${bride} వరుడి ${groom} రాశిని వశం చేసుకుంటుంది.`, 'bride-sign-vasya': `వరుడి ${groom} వధువు ${bride} రాశిని వశం చేసుకుంటుంది.`, 'no-vasya': `${bride}, ${groom}లలో ఏదీ మరోదాన్ని వశం చేసుకోదు.` }[p.reason];
        }
        case 'rajju':
          return p.reason === 'same-rajju' ? `రెండు నక్షత్రాలూ ${rajjus[p.facts.bride]} రజ్జువులో ఉన్నాయి.` : `వధువు నక్షత్రం ${rajjus[p.facts.bride]} రజ్జువులో, వరుడిది ${rajjus[p.facts.groom]} రజ్జువులో.`;
        case 'vedha':
          return p.reason === 'vedha-pair'
            ? `${names.star(p.facts.bride)}, ${names.star(p.facts.groom)} మధ్య పరస్పర వేధ ఉంది.`
            : `${names.star(p.facts.bride)}, ${names.star(p.facts.groom)} మధ్య వేధ లేదు.`;
      }
    },
    outOf: (passed) => `10లో ${passed} పొంతనలు కుదిరాయి`,
    verdicts: { 'not-recommended': 'సిఫార్సు చేయం', acceptable: 'అంగీకారయోగ్యం', good: 'మంచి పొంతన', excellent: 'ఉత్తమ పొంతన' },
    verdictNote: (m) => {
      if (m.decidedBy.length) return `${m.decidedBy.map((d) => (d === 'rajju' ? 'రజ్జు' : 'వేధ')).join(', ')} కుదరలేదు; సంఖ్య ఎంతైనా సంప్రదాయం ప్రకారం ముందుకు వెళ్లరు.`;
      return { excellent: 'రజ్జు, వేధలతో కలిపి 8 లేదా అంతకంటే ఎక్కువ కుదిరాయి: ఉత్తమ పొంతన.', good: 'రజ్జు, వేధలతో కలిపి 6 లేదా 7 కుదిరాయి: మంచి పొంతన.', acceptable: 'రజ్జు, వేధలతో కలిపి 5 కుదిరాయి: అంగీకారయోగ్యమైన పొంతన.', 'not-recommended': '5 కంటే తక్కువ కుదిరాయి: పంచాంగాలు ఈ పొంతనను సిఫార్సు చేయవు.' }[m.verdict];
    },
    rajjus,
  };
};

export const poruthamWordsEn: PoruthamWords = en(matchWordsEn.values);
export const poruthamWordsHi: PoruthamWords = hi(matchWordsHi.values);

export const poruthamWordsTa: PoruthamWords = ta(matchWordsTa.values);
export const poruthamWordsTe: PoruthamWords = te(matchWordsTe.values);

const byLanguage: Readonly<Record<Language, PoruthamWords>> = { en: poruthamWordsEn, hi: poruthamWordsHi, ta: poruthamWordsTa, te: poruthamWordsTe };

export const poruthamWordsIn = (language: Language): PoruthamWords => byLanguage[language];
