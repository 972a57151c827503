/**
 * Hindi wording shared by every reading type: the one sentence of the running dasha in the light
 * of the reading at hand, and the closing (closing.ts), which turns the verdict into something to do
 * and gives an उपाय for the graha that weighs most against the reading.
 */
import type { Stamp } from '../../facts/types';
import type { Factor, LordLeg } from '../../judgement/plan';
import type { BlockWriters } from '../locale';
import { DASHA_THEMES_HI, HOUSE_GOOD_HI, HOUSE_HARD_HI, HOUSE_SHORT_HI } from './lore';
import { ruledHouseHi } from './lordships';
import type { HiCtx, NamesHi } from './names';
import { bhava, dayMonthHi, dayMonthYearHi, grahaHi, sayHi, signHi, timeHi } from './names';
import { remedyHi } from './remedies';
import { closingSentences } from '../closing-shapes';
import { CLOSING_WORDS_HI } from './closing';
import { levelHi } from './span';

/** The reading's span in the oblique: "इस दिन", "इस दौर". */
/** "For the reading's span": "आज के लिए", "इस दौर के लिए". */
const FOR: Record<string, string> = {
  daily: 'आज के लिए', weekly: 'इस सप्ताह के लिए', monthly: 'इस महीने के लिए', quarterly: 'इन तीन महीनों के लिए', yearly: 'इस साल के लिए',
  career: 'इस दौर के लिए', love: 'इस दौर के लिए', health: 'इस दौर के लिए', life: 'जीवन के इस अध्याय के लिए',
};

const OBL: Record<string, string> = {
  daily: 'आज', weekly: 'इस सप्ताह', monthly: 'इस महीने', quarterly: 'इस तिमाही', yearly: 'इस साल', career: 'इस दौर में', love: 'इस दौर में', health: 'इस दौर में', life: 'जीवन के इस अध्याय में',
};

export const COMMON_POOLS = {
  dashaChange: [
    '{date} [याद रखें|पर ध्यान दें]: आपकी {level} बदलकर {graha} की होगी, [और तब से|जिसके बाद] {themes} [पर ध्यान केंद्रित होगा|से जुड़े विषय आगे आएँगे]।',
    '{date} से {graha} की {level} शुरू होगी, जो {themes} की ओर [ध्यान ले जाएगी|मोड़ेगी]।',
  ],
  dashaMoonInLord: [
    'आप {md} की महादशा और {ad} की अंतर्दशा में हैं, और आज चंद्रमा {graha} की राशि {sign} से गुज़र रहे हैं, जो जन्म से आपके {house} भाव में बैठे हैं; [इसलिए|सो] दिन {short} की ओर [झुकेगा|मुड़ेगा]।',
    'आज चंद्रमा आपके दशा स्वामी {graha} की राशि {sign} में हैं ({md} महादशा, {ad} अंतर्दशा), [इसलिए|सो] दशा के विषय, यानी {themes} से जुड़ी बातें, [छोटे-छोटे रूप में सामने आएँगी|मन में रहेंगी]।',
  ],
  dashaRulesTopic: [
    'आपकी चल रही {md} महादशा और {ad} अंतर्दशा यहाँ सीधे असर रखती हैं: {graha} आपके {house} भाव के स्वामी हैं, जिससे {ownEnd} तक, यानी उनकी {ownLevel} रहने तक, {short} से जुड़े मामले [सक्रिय रहेंगे|चर्चा में रहेंगे]।',
    '{end} तक चलने वाली {md}–{ad} दशा के स्वामी {graha} आपके {house} भाव के मालिक हैं, [सो {obl} {short} से जुड़े मामले सबसे आगे रहेंगे|इसलिए {short} पर ध्यान बना रहेगा]।',
  ],
  dashaInTopic: [
    'आपकी {md}–{ad} दशा [यहाँ सीधे बोलती है|यहाँ अहम है]: {graha} आपके {house} भाव में बैठे हैं, जिससे {ownEnd} तक, यानी उनकी {ownLevel} रहने तक, {short} पर ध्यान रहेगा।',
    '{graha} आपके {house} भाव में हैं और {ownEnd} तक दशा के स्वामी हैं, [इसलिए {obl} पहला असर {short} में दिखेगा|सो {obl} सब कुछ {short} के इर्द-गिर्द घूमेगा]।',
  ],
  dashaTransitGood: [
    'अंतर्दशा के स्वामी {graha} इस समय आपकी राशि से {house} भाव में [गोचर कर रहे हैं|चल रहे हैं], जो अच्छी स्थिति है; [{obl} {themes} में हवा का रुख़ आपकी ओर है|{obl} {themes} का रास्ता आसान होगा]।',
    '{md} महादशा में {graha} की अंतर्दशा चल रही है और उनका गोचर अच्छा है, चंद्र से {house} भाव में: {themes} को [सहारा मिलेगा|बल मिलेगा]।',
  ],
  dashaTransitHard: [
    'अंतर्दशा के स्वामी {graha} आपकी राशि से {house} भाव में गोचर कर रहे हैं, जो [आसान जगह नहीं|कठिन स्थिति] है, [इसलिए {obl} {themes} में धीरज रखें|सो {obl} {themes} में धीरे चलें]।',
    '{md} महादशा में {graha} की अंतर्दशा है, पर उनका गोचर चंद्र से {house} भाव में है, [जिससे {themes} की रफ़्तार धीमी रहेगी|सो {themes} में जल्दी न करें]।',
  ],
  // स्वामी अवधि के भीतर राशि बदलते हैं: {legs} हर राशि को उसकी तारीख़ों के साथ कहता है।
  dashaTransitMoves: [
    '{md} महादशा के भीतर अंतर्दशा के स्वामी {graha} {obl} एक राशि में नहीं टिकते: {legs}; [सो {themes} का रुख़ {marks} के साथ बदलेगा|इसलिए {themes} में {marks} का ध्यान रखें]।',
    '{md} महादशा में {graha} की अंतर्दशा चल रही है, और {obl} वे राशि बदलते हैं: {legs}; [{themes} के काम {marks} से साधें|{themes} की योजना {marks} के हिसाब से बनाएँ]।',
  ],
  dashaPlain: [
    '[इन सबके नीचे|पृष्ठभूमि में] आपकी {md} महादशा और {ad} अंतर्दशा {end} तक चल रही है, जो {themes} का समय है।',
    '{end} तक चलने वाली {md} महादशा और {ad} अंतर्दशा {themes} को [पृष्ठभूमि में|भीतर ही भीतर] [बनाए रखेंगी|सक्रिय रखेंगी]।',
  ],
} as const;

/**
 * The help or hindrance of the balance, as a noun phrase the closing can hold: always a feminine
 * singular head (ताक़त, कमज़ोरी, मदद, चुनौती…), which reads the same before a postposition
 * ("… की ताक़त का पूरा लाभ") and takes the closing's feminine verbs ("… भारी पड़ सकती है").
 */
export function factorPhrase(ctx: HiCtx, f: Factor, help: boolean): string {
  const { pen } = ctx;
  const g = f.graha ? grahaHi(f.graha) : null;
  const h = f.house;
  switch (f.key) {
    case 'moon-house':
      return help ? `${pen.pick(HOUSE_GOOD_HI[h!]!)} में चंद्रमा की मदद` : `${pen.pick(HOUSE_HARD_HI[h!]!)} की चुनौती`;
    case 'chandrashtama': return 'चंद्राष्टम की घड़ी';
    case 'tara': return help ? 'अनुकूल तारे की कृपा' : 'प्रतिकूल तारे की अड़चन';
    case 'panchang-yoga': return help ? 'सुबह के शुभ योग की मदद' : 'सुबह के कठिन योग की अड़चन';
    case 'vishti': return 'भद्रा (विष्टि करण)';
    case 'moon-over': return `आपके जन्म के ${g} पर चंद्रमा की चाल`;
    case 'dasha-lord': return help ? `${g} की महादशा की ताक़त` : `${g} की महादशा की चुनौती`;
    case 'dasha-sub-lord': return help ? `${g} की अंतर्दशा` : `${g} की अंतर्दशा की खींचतान`;
    case 'sade-sati': return 'शनि की साढ़ेसाती';
    case 'slow-transit':
    case 'fast-transit': {
      // As in English: a slow transit weighed by its Ashtakavarga bindus names them.
      const bindus = f.bindus === undefined ? '' : `अष्टकवर्ग के ${f.bindus} बिंदुओं वाली `;
      return help ? `आपकी राशि से ${bhava(h!)} भाव में ${g} की ${bindus}शुभ स्थिति` : `${pen.pick(HOUSE_SHORT_HI[h!]!)} के लिए ${g} की ${bindus}प्रतिकूल स्थिति`;
    }
    case 'topic-transit': {
      // As in English: the transit in the count it was judged in, never the natal graha's strength.
      const where = f.from === 'moon' ? `चंद्र राशि से ${bhava(h!)} भाव` : `लग्न से ${bhava(h!)} भाव`;
      const bindus = f.bindus === undefined ? '' : ` (अष्टकवर्ग के ${f.bindus} बिंदु)`;
      return help ? `${where} में ${g} के गोचर की मदद${bindus}` : `${where} में ${g} के गोचर की खींचतान${bindus}`;
    }
    case 'week-day': return help ? 'सप्ताह के अच्छे दिनों की मदद' : 'सप्ताह के धीमे दिनों की सुस्ती';
    default:
      if (g && h) {
        // "Strength" and "weakness" only where the strength model says so (score above 2, below −2).
        const score = ctx.facts.natal.grahas[f.graha!].score;
        if (help) return score > 2 ? `आपके ${bhava(h)} भाव में ${g} की ताक़त` : `आपके ${bhava(h)} भाव में ${g} की मौजूदगी`;
        return score < -2 ? `आपके ${bhava(h)} भाव में ${g} की कमज़ोरी` : `आपके ${bhava(h)} भाव पर ${g} की खींचतान`;
      }
      if (g) return help ? `${g} की कृपा` : `${g} की कमज़ोरी`;
      return help ? 'समय की अनुकूलता' : 'समय की कठिनाई';
  }
}

/** '14 मार्च तक सिंह में (आपकी राशि से पाँचवें भाव में, अच्छी स्थिति), फिर 14 मार्च से कन्या में (छठे भाव में, कठिन स्थिति)': दैनिक राशिफल में समय ('सुबह 3:36 तक')। */
function legsHi(ctx: HiCtx, legs: readonly LordLeg[]): string {
  const when = (st: Stamp) => (ctx.facts.readingType === 'daily' ? timeHi(st.time) : dayMonthHi(st.date));
  return legs.map((l, i) => {
    const span = l.from && l.until ? `${when(l.from)} से ${when(l.until)} तक ` : l.from ? `${when(l.from)} से ` : l.until ? `${when(l.until)} तक ` : '';
    const house = i === 0 ? `आपकी राशि से ${bhava(l.houseFromMoon)} भाव में` : `${bhava(l.houseFromMoon)} भाव में`;
    return `${i === 0 ? '' : 'फिर '}${span}${signHi(l.sign)} में (${house}, ${l.good ? 'अच्छी स्थिति' : 'कठिन स्थिति'})`;
  }).join(', ');
}

export const commonWriters: Pick<BlockWriters<NamesHi>, 'dasha-line' | 'closing'> = {
  'dasha-line': (b, ctx) => {
    const { pen, names } = ctx;
    const link = b.link;
    const ownEnd = dayMonthYearHi(link.graha === b.antardasha.lord ? b.antardasha.end : b.mahadasha.end);
    const ownLevel = link.graha === b.antardasha.lord ? 'अंतर्दशा' : 'महादशा';
    const base = { ownLevel, md: grahaHi(b.mahadasha.lord), ad: grahaHi(b.antardasha.lord), end: dayMonthYearHi(b.antardasha.end), ownEnd, graha: names.graha(link.graha), themes: pen.pick(DASHA_THEMES_HI[link.graha]!), obl: OBL[b.light]! };
    const say = (pool: readonly string[], slots: Record<string, string>) => ({ text: sayHi(ctx, pool, { ...base, ...slots }), join: 'paragraph' as const });
    switch (link.key) {
      case 'change-in-period': return say(COMMON_POOLS.dashaChange, { level: levelHi(link.level), date: dayMonthYearHi(link.start) });
      case 'moon-in-lord-sign': {
        const house = ctx.facts.natal.grahas[link.graha].house;
        return say(COMMON_POOLS.dashaMoonInLord, { sign: names.sign(link.sign), house: bhava(house), short: pen.pick(HOUSE_SHORT_HI[house]!) });
      }
      case 'lord-rules-topic': return say(COMMON_POOLS.dashaRulesTopic, { house: ruledHouseHi(ctx.facts, link.graha, link.house), short: pen.pick(HOUSE_SHORT_HI[link.house]!) });
      case 'lord-in-topic': return say(COMMON_POOLS.dashaInTopic, { house: bhava(link.house), short: pen.pick(HOUSE_SHORT_HI[link.house]!) });
      case 'lord-transit': return say(link.good ? COMMON_POOLS.dashaTransitGood : COMMON_POOLS.dashaTransitHard, { house: bhava(link.houseFromMoon) });
      case 'lord-transit-moves': return say(COMMON_POOLS.dashaTransitMoves, { legs: legsHi(ctx, link.legs), marks: b.light === 'daily' ? 'इन्हीं घड़ियों' : 'इन्हीं तारीख़ों' });
      case 'plain': return say(COMMON_POOLS.dashaPlain, {});
    }
  },

  closing: (b, ctx) => {
    const { pen, names, facts } = ctx;
    const slots = {
      name: facts.person.firstName, obl: OBL[b.type]!, for: FOR[b.type]!,
      graha: b.remedy ? names.graha(b.remedy.graha) : '', remedy: b.remedy ? remedyHi(b.remedy) : '',
    };
    const sentences = closingSentences(CLOSING_WORDS_HI, pen, b.tone, facts.person.stage, b.remedy !== null, slots, (pool, s) => sayHi(ctx, pool, s));
    return { text: sentences.join(' '), join: 'paragraph' };
  },
};
