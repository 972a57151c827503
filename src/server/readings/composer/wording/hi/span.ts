/**
 * Hindi wording of the period blocks: the opening led by the period's biggest events, the week's
 * days, the slow grahas' stays (प्रवेश, वक्री, मार्गी, with how long each lasts), the months, the
 * good days and the chandrashtama windows. Dates are Hindi dates ("24 नवंबर 2026").
 */
import type { Graha } from '../../../../../astro/zodiac';
import { daysBetween } from '../../dates';
import type { StayFact, TransitEventFact } from '../../facts/types';
import { isGocharaGood } from '../../judgement/classics';
import type { Block, LeadEvent } from '../../judgement/plan';
import type { BlockWriters } from '../locale';
import { HOUSE_GOOD_HI, HOUSE_HARD_HI, HOUSE_SHORT_HI, JUPITER_GOCHARA_HI, NATURE_LORE_HI, NODE_AXIS_HI, SATURN_GOCHARA_HI, TARAS_HI, observanceHi } from './lore';
import type { Clause, HiCtx, NamesHi } from './names';
import { SIGNS_HI, bhava, compoundHi, dayLabelHi, dayMonthHi, dayMonthYearHi, listHi, nakshatraHi, rangeHi, sayHi, spanLabelHi, timeHi } from './names';

type B<K extends Block['kind']> = Extract<Block, { kind: K }>;

/** The period in the oblique ("इस सप्ताह") and as "all of it", which agrees with the noun (पूरी तिमाही, पूरे साल). */
const PERIOD: Record<string, { obl: string; whole: string; bhar: string }> = {
  weekly: { obl: 'इस सप्ताह', whole: 'पूरे सप्ताह', bhar: 'सप्ताह भर' }, monthly: { obl: 'इस महीने', whole: 'पूरे महीने', bhar: 'महीने भर' },
  quarterly: { obl: 'इस तिमाही', whole: 'पूरी तिमाही', bhar: 'तिमाही भर' }, yearly: { obl: 'इस साल', whole: 'पूरे साल', bhar: 'साल भर' },
};
const ANY_PERIOD = { obl: 'इस समय', whole: 'पूरे समय', bhar: 'इस पूरे समय' };

export const SPAN_POOLS = {
  greeting: [
    'नमस्ते {name} जी', '{name} जी, [नमस्ते|नमस्कार|प्रणाम]', '[प्रणाम|नमस्कार] {name} जी', '[हरि ॐ|जय श्री कृष्ण] {name} जी',
    'आदरणीय {name} जी, [नमस्कार|नमस्ते]', '{name} जी, आपका स्वागत है',
  ],
  openBright: [
    '{span} का समय [साफ़ तौर पर आपके पक्ष में है|आपके अच्छे दौर में से एक है], [इसलिए हिम्मत से योजना बनाइए|और इसकी वजहें जानने लायक़ हैं]',
    '[कुल मिलाकर|सब जोड़कर देखें तो] {span} में रुकावटों से ज़्यादा [मौक़े हैं|सहारा है]; [थोड़ा ऊँचा निशाना रखिए|नीचे दी तारीख़ें बताती हैं कहाँ ज़ोर लगाना है]',
  ],
  openSteady: [
    '{span} का समय [सधा हुआ|ठीक-ठाक] है, [पलड़ा थोड़ा आपकी ओर है|रुकावट से ज़्यादा मदद है]',
    '[कुल मिलाकर|मोटे तौर पर] {span} [हल्का-सा आपके पक्ष में है|आपका साथ देता है], [बशर्ते समय का ध्यान रखें{ge}|लगातार मेहनत का फल मिलेगा]',
  ],
  openMixed: [
    '{span} का समय [मिला-जुला है|उतार-चढ़ाव वाला है]: [मेहनत से ज़्यादा सही समय मायने रखता है|हर क़दम सोचकर उठाइए]',
    '[कुल मिलाकर|सब जोड़कर देखें तो] {span} [जितना देता है, उतना माँगता भी है|में अच्छे दिन भी हैं और धीमे भी], [इसलिए नीचे की तारीख़ें काम की हैं|सो तारीख़ें देखकर चलिए]',
  ],
  openCareful: [
    '{span} का समय [धैर्य माँगता है|सँभलकर चलने का है]: [भारी ग्रहों का असर मददगार ग्रहों से ज़्यादा है|पलड़ा सावधानी की ओर झुका है]',
    '[कुल मिलाकर|मोटे तौर पर] {span} [फैलाव का नहीं, सहेजने का समय है|जोखिम से ज़्यादा सुरक्षा का समय है], [और नीचे वे तारीख़ें हैं जब दबाव हल्का होगा|कुछ अच्छी घड़ियाँ नीचे दी हैं]',
  ],
  leadIngress: [
    '{obl} की [सबसे बड़ी|सबसे अहम] घटना है {date} को {graha} का {sign} राशि में प्रवेश, जो आपकी चंद्र राशि से {house} भाव में है; [इससे|इसके साथ] {short} पर ध्यान [जाएगा|केंद्रित होगा]।',
    '{date} को {graha} {sign} राशि में [प्रवेश करेंगे|आ जाएँगे], आपकी राशि से {house} भाव में, [इसलिए|सो] {obl} {short} की बात [प्रमुख रहेगी|सबसे ऊपर रहेगी]।',
  ],
  leadReturn: [
    '{date} को {graha} वक्री चाल से {sign} राशि में लौटेंगे, जिसे उन्होंने {date2} को छोड़ा था; {obl} {short} से जुड़े मामले फिर सामने आएँगे, जो आपकी राशि से {house} भाव की बात है।',
    '{date2} को {sign} राशि छोड़ चुके {graha} {date} को वक्री होकर [वहीं लौट आएँगे|फिर उसी राशि में आएँगे], आपकी राशि से {house} भाव में; [इसलिए|सो] {obl} {short} की [अधूरी बातें|पुरानी बातें] फिर [उठेंगी|सामने आएँगी]।',
    '{obl} {graha} की वापसी [अहम|ख़ास] है: {date} को वे वक्री चाल से {sign} राशि में, आपकी राशि से {house} भाव में, लौटेंगे, जिसे उन्होंने {date2} को छोड़ा था, और {short} [का हिसाब फिर खुलेगा|के मामले दोबारा सामने आएँगे]।',
  ],
  leadReturnBare: [
    '{date} को {graha} वक्री होकर {sign} राशि में लौटेंगे, आपकी राशि से {house} भाव में, [सो|इसलिए] {obl} {short} की बातें दोबारा उठेंगी।',
  ],
  leadDasha: [
    '{date} से {graha} की {level} शुरू होगी; [{obl} का असली मोड़ यही है|यह बदलाव {obl} के किसी भी गोचर से बड़ा है]।',
    '{date} को आपकी {level} बदलकर {graha} की हो जाएगी, [जो {obl} एक नया अध्याय खोलेगी|और यही {obl} का सबसे गहरा बदलाव है]।',
  ],
  leadStation: [
    '{date} को {graha} {sign} राशि में {turns} होंगे, आपकी राशि से {house} भाव में, [जिससे {obl} {short} की रफ़्तार बदलेगी|सो {obl} {short} में चाल बदलेगी]।',
  ],
  day: [
    '{day}: चंद्रमा {sign} राशि में (आपकी राशि से {house} भाव में), नक्षत्र {nak}, {tara} तारा; {good} के लिए [अच्छा|शुभ]',
    '{day} को चंद्रमा {sign} राशि में, आपके {house} भाव में, {nak} नक्षत्र के साथ, जो {tara} तारा है: {good} के लिए [समय निकालें|दिन अच्छा]',
    '{day}, {nak} नक्षत्र का {tara} तारा वाला दिन, चंद्रमा {sign} राशि में आपकी राशि से {house} भाव में: {good} [पर ज़ोर दें|के काम करें]',
  ],
  dayHard: [
    '{day}: चंद्रमा {sign} राशि में (आपकी राशि से {house} भाव में), नक्षत्र {nak}, {tara} तारा; {hard} में [सावधानी रखें|सँभलकर चलें]',
    '{day} को चंद्रमा {sign} राशि में, आपके {house} भाव में, {nak} नक्षत्र के साथ, जो {tara} तारा है: {hard} पर [नज़र रखें|ध्यान दें]',
    '{day}, {nak} नक्षत्र का {tara} तारा वाला दिन, चंद्रमा {sign} राशि में आपकी राशि से {house} भाव में: {hard} में [जल्दी न करें|धीरे चलें]',
  ],
  dayLeaves: ['{time} से चंद्रमा {sign2} राशि में, आपके {house2} भाव में', '{time} पर वे {sign2} राशि ({house2} भाव में) में चले जाएँगे'],
  dayArrives: ['चंद्रमा {time} पर {sign2} राशि से निकलकर {sign} राशि में आएँगे', '{time} तक चंद्रमा {sign2} राशि में, आपके {house2} भाव में रहेंगे'],
  dayChandrashtama: ['चंद्राष्टम है, इसलिए जोखिम वाली शुरुआत न करें', 'आपके लिए चंद्राष्टम: दिन रोज़ के कामों तक रखें', 'चंद्रमा आपकी राशि से आठवें (चंद्राष्टम) हैं, जो टल सके उसे टालें'],
  dayObservance: ['{obs}', 'इस दिन {obs} है', '{obs} भी इसी दिन'],
  dayStarFavours: ['नक्षत्र {favours} के लिए अच्छा है', '{nak} {favours} में साथ देता है'],
  dayRahu: ['राहुकाल {rahu}', 'राहुकाल ({rahu}) में नई शुरुआत न करें', 'राहुकाल {rahu} रहेगा'],
  ingress: [
    '{date} को {graha} {sign} राशि में प्रवेश करेंगे, आपकी राशि से {house} भाव में, जो {good} के लिए [अच्छा है|शुभ है]।',
    '{date} से {graha} {sign} राशि में, आपके चंद्र से {house} भाव में रहेंगे: {good} को [बल मिलेगा|सहारा मिलेगा]।',
  ],
  ingressHard: [
    '{date} को {graha} {sign} राशि में प्रवेश करेंगे, आपकी राशि से {house} भाव में, [इसलिए|सो] {hard} में सावधानी रखें।',
    '{date} से {graha} {sign} राशि में, आपके चंद्र से {house} भाव में रहेंगे: {hard} पर [नज़र रखें|ध्यान दें]।',
  ],
  ingressBack: [
    '{date} को {graha} वक्री चाल से {sign} राशि में लौटेंगे, आपकी राशि से {house} भाव में, [और {short} की बातें फिर उठेंगी|सो {short} पर दोबारा नज़र डालनी होगी]।',
  ],
  stationRetro: [
    '{date} को {graha} {sign} राशि में वक्री होंगे, [जिससे {short} में रफ़्तार धीमी होगी|सो {short} पर दोबारा सोचना पड़ेगा]।',
  ],
  stationDirect: [
    '{date} को {graha} {sign} राशि में मार्गी होंगे, [और {short} में अटके काम चल पड़ेंगे|जिससे {short} की देरी दूर होगी]।',
  ],
  stayWhole: [
    '{graha} {whole} {sign} राशि में, आपकी राशि से {house} भाव में रहेंगे[, और {short} पर उनकी नज़र रहेगी|]।',
    '{bhar} {graha} {sign} राशि में रहेंगे, आपकी चंद्र राशि से {house} भाव में, [जिसका असर {short} पर रहेगा|सो {short} उनके असर में रहेंगे]।',
  ],
  staySince: [
    '{graha} {date} से {sign} राशि में हैं और {date2} तक रहेंगे, आपकी राशि से {house} भाव में, इसलिए {whole} {short} पर उनका [रंग|असर] रहेगा।',
    '{date} से {sign} राशि में बैठे {graha} {date2} तक वहीं रहेंगे; आपकी राशि से {house} भाव में होने से {bhar} {short} पर उनका [भार|असर] रहेगा।',
  ],
  stayBrief: ['{graha} {sign} राशि में ({house} भाव में) {date2} तक', '{date2} तक {graha} आपके {house} भाव में, {sign} राशि में', '{graha} {sign} राशि में {date2} तक, {short} पर नज़र रखे'],
  stayBriefLead: ['[पृष्ठभूमि में|पीछे से] धीमे ग्रह [इस तरह हैं|अपनी जगह टिके हैं]: {list}।', '[सप्ताह भर जो नहीं बदलेगा|इस सप्ताह की पृष्ठभूमि]: {list}।'],
  stayLeaves: [
    '{date} को {graha} {sign} राशि छोड़ेंगे, जहाँ वे {date2} से थे, [और {short} से उनका बोझ हटेगा|जिससे {short} पर दबाव घटेगा]।',
    '{date2} से {sign} राशि में चल रहे {graha} {date} को [आगे बढ़ जाएँगे|वहाँ से निकलेंगे], [सो {short} में राहत मिलेगी|और {short} का भार हल्का होगा]।',
  ],
  stayEnters: [
    '{date} को वे {sign} राशि में [प्रवेश करेंगे|आ जाएँगे] और {length} वहीं रहेंगे, आपकी राशि से {house} भाव में, [जहाँ {short} की बात है|जिससे {short} पर ध्यान जाएगा]',
    '{date} से {length} तक उनका डेरा {sign} राशि में, आपकी चंद्र राशि से {house} भाव में रहेगा, [और {short} उनके असर में रहेंगे|जिसका असर {short} पर पड़ेगा]',
  ],
  stayReturns: ['{date} को वे वक्री चाल से {sign} राशि में {length} के लिए लौटेंगे, [और {short} का दूसरा दौर चलेगा|सो {short} पर दूसरी बार नज़र जाएगी]'],
  stayStation: ['{date} को वे {turns} होंगे', '{date} को उनकी चाल {turns} होगी'],
  effectFrame: ['{effect}', 'शास्त्रों के अनुसार {effect}', 'गोचर के हिसाब से {effect}', 'परंपरा कहती है कि {effect}'],
  sadeSati: {
    rising: [
      'शनि की साढ़ेसाती का पहला चरण चल रहा है, यानी शनि आपकी राशि से बारहवें भाव में हैं; [ख़र्च घटाएँ और नींद पूरी रखें|जो पुराना हो चुका है उसे छोड़ें और बचत करें]।',
      'आप साढ़ेसाती के शुरुआती चरण में हैं, [इसलिए सादगी रखें, अच्छी नींद लें और सोचकर ख़र्च करें|सो {periodObl} ख़र्च कम और आराम ज़्यादा रखें]।',
    ],
    peak: [
      'साढ़ेसाती अपने चरम पर है, शनि आपकी जन्म राशि पर हैं; [बोझ कम उठाएँ और दिनचर्या पक्की रखें|धीरे चलें, सादगी रखें और रोज़ का अनुशासन न छोड़ें]।',
      'यह साढ़ेसाती का बीच का चरण है, शनि आपके चंद्रमा पर हैं, [इसलिए {periodObl} वादे कम और नियम पक्के रखें|सो मन की शांति को सबसे पहले रखें]।',
    ],
    setting: [
      'साढ़ेसाती का आख़िरी चरण चल रहा है, शनि आपकी राशि से दूसरे भाव में हैं; [दबाव घट रहा है, पर पैसे और बोलचाल में अभी सावधानी चाहिए|{periodObl} हल्कापन है, फिर भी वाणी और धन सँभालें]।',
      'साढ़ेसाती उतार पर है, [सबसे भारी समय बीत चुका है|पहले से हल्का समय है], [बस घर के पैसों में हाथ सधा रखें|बस मीठा बोलें और नियम से बचत करें]।',
    ],
  },
  monthHead: [
    '{month}: सूर्य {sign} राशि में, आपकी राशि से {house} भाव में, {good} के लिए [अच्छे|शुभ]',
    '{month} में सूर्य {sign} राशि में आपके {house} भाव में रहेंगे, [जिससे {good} को बल मिलेगा|जो {good} में मदद करेगा]',
  ],
  monthHeadHard: [
    '{month}: सूर्य {sign} राशि में, आपकी राशि से {house} भाव में, {hard} में [सावधानी|संयम] रखें',
    '{month} में सूर्य {sign} राशि में आपके {house} भाव में रहेंगे, [सो {hard} पर नज़र रखें|इसलिए {hard} में जल्दी न करें]',
  ],
  monthEvent: ['{date} को {graha} {sign} राशि में {verb}', '{graha} {date} को {sign} राशि में {verb}'],
  monthDasha: ['{date} से {graha} की {level} शुरू होगी', '{date} को {graha} की {level} आरंभ होगी'],
  monthTone: {
    bright: ['आगे बढ़ने का महीना', 'साल के अच्छे महीनों में से एक', 'पहल करने के लिए अच्छा महीना'],
    steady: ['स्थिर महीना', 'सधा हुआ, काम का महीना', 'चुपचाप साथ देने वाला महीना'],
    mixed: ['मिला-जुला महीना, समय देखकर चलें', 'मिला-जुला, इसलिए मौक़ा चुनकर चलें', 'न बहुत आसान, न बहुत कठिन'],
    careful: ['इस महीने सँभलकर चलें', 'यह महीना संयम से बिताएँ', 'धैर्य का महीना'],
  },
  goodDays: [
    '{list} को चंद्रमा पूरे दिन आपके लिए [शुभ भाव में|अनुकूल] रहेंगे[, इसलिए माँगें, मुलाक़ातें और नई शुरुआत इन्हीं दिनों रखें|: ज़रूरी काम इन्हीं दिनों करें]',
    '[इस महीने|चंद्रमा के हिसाब से] आपके सबसे अच्छे दिन {list} हैं, जब चंद्रमा सुबह से रात तक अच्छे भाव में रहेंगे',
    '[कैलेंडर में|डायरी में] {list} पर निशान लगा लें[, उन दिनों चंद्रमा पूरे दिन आपके साथ हैं|]',
    'ज़रूरी [बातचीत|मुलाक़ातें] और नए काम {list} के लिए [रखें|बचाकर रखें]: इन दिनों चंद्रमा [आपकी राशि से अच्छे भाव में|आपके पक्ष में] होंगे',
    'चंद्रमा की चाल देखें तो {list} आपके [सबसे साफ़|सबसे खुले] दिन हैं, [जिनमें काम आसानी से बनते हैं|जब हाथ डाला काम आसानी से बढ़ता है]',
  ],
  chandrashtama: [
    'चंद्राष्टम, यानी चंद्रमा आपकी राशि से आठवें भाव में, {windows} रहेगा[, उस समय सिर्फ़ रोज़ के काम करें|, तब कोई जोखिम भरा फ़ैसला न लें]',
    '{windows} [हल्का रखें|शांत रहें], क्योंकि तब चंद्रमा आपकी जन्म राशि से आठवें (चंद्राष्टम) होंगे',
    '{windows} चंद्रमा आपकी राशि से आठवें भाव में होंगे, जिसे चंद्राष्टम कहते हैं; [इन घंटों में बड़े फ़ैसले टालें|इस बीच बहस और नई शुरुआत से बचें]',
    '[सावधानी का समय|थोड़ा ठहरने का समय] {windows} है, जब चंद्राष्टम रहेगा, यानी चंद्रमा आपकी जन्म राशि से आठवें भाव में होंगे',
  ],
} as const;

function stayEffect(ctx: HiCtx, s: StayFact): string {
  const h = s.houseFromMoon;
  const table = s.graha === 'Jupiter' ? JUPITER_GOCHARA_HI : s.graha === 'Saturn' ? SATURN_GOCHARA_HI : NODE_AXIS_HI;
  return sayHi(ctx, SPAN_POOLS.effectFrame, { effect: table[h]! });
}

/** '5 सप्ताह', '4 महीने', 'लगभग 2 साल'. */
export function lengthHi(from: string, to: string): string {
  const days = daysBetween(from, to);
  if (days < 14) return `${days} दिन`;
  if (days < 63) return `${Math.round(days / 7)} सप्ताह`;
  if (days < 700) return `${Math.round(days / 30.44)} महीने`;
  return `लगभग ${Math.round(days / 365.25)} साल`;
}

const LEVEL: Record<string, string> = { mahadasha: 'महादशा', antardasha: 'अंतर्दशा' };
export const levelHi = (l: string): string => LEVEL[l] ?? l;

function leftBefore(ctx: HiCtx, s: StayFact): string | null {
  const stays = ctx.facts.sky.stays[s.graha] ?? [];
  const i = stays.findIndex((x) => x.entered?.atMs === s.entered?.atMs);
  return i > 0 ? stays[i - 1]!.entered?.date ?? null : null;
}

function lead(ctx: HiCtx, l: LeadEvent, obl: string): string {
  const { pen, names } = ctx;
  if (l.key === 'stay') {
    const s = l.stay;
    const slots = { obl, graha: names.graha(s.graha), sign: SIGNS_HI[s.sign]!, house: bhava(s.houseFromMoon), short: pen.pick(HOUSE_SHORT_HI[s.houseFromMoon]!) };
    if (s.returning && s.entered) {
      const left = leftBefore(ctx, s);
      return left ? sayHi(ctx, SPAN_POOLS.leadReturn, { ...slots, date: dayMonthYearHi(s.entered.date), date2: dayMonthYearHi(left) }) : sayHi(ctx, SPAN_POOLS.leadReturnBare, { ...slots, date: dayMonthYearHi(s.entered.date) });
    }
    return sayHi(ctx, SPAN_POOLS.leadIngress, { ...slots, date: dayMonthYearHi(s.entered!.date) });
  }
  if (l.key === 'dasha-change') return sayHi(ctx, SPAN_POOLS.leadDasha, { obl, level: levelHi(l.level), graha: names.graha(l.lord), date: dayMonthYearHi(l.start) });
  const e = l.event;
  return sayHi(ctx, SPAN_POOLS.leadStation, { obl, date: dayMonthYearHi(e.date), graha: names.graha(e.graha), turns: e.retrograde ? 'वक्री' : 'मार्गी', sign: SIGNS_HI[e.toSign]!, house: bhava(e.houseFromMoon), short: pen.pick(HOUSE_SHORT_HI[e.houseFromMoon]!) });
}

function eventSentence(ctx: HiCtx, e: TransitEventFact): string {
  const { pen, names } = ctx;
  const slots = { graha: names.graha(e.graha), sign: SIGNS_HI[e.toSign]!, date: dayMonthHi(e.date), house: bhava(e.houseFromMoon), good: pen.pick(HOUSE_GOOD_HI[e.houseFromMoon]!), hard: pen.pick(HOUSE_HARD_HI[e.houseFromMoon]!), short: pen.pick(HOUSE_SHORT_HI[e.houseFromMoon]!) };
  if (e.kind === 'station') return sayHi(ctx, e.retrograde ? SPAN_POOLS.stationRetro : SPAN_POOLS.stationDirect, slots);
  if (e.retrograde && e.graha !== 'Rahu' && e.graha !== 'Ketu') return sayHi(ctx, SPAN_POOLS.ingressBack, slots);
  return sayHi(ctx, isGocharaGood(e.graha, e.houseFromMoon) ? SPAN_POOLS.ingress : SPAN_POOLS.ingressHard, slots);
}

function staySentences(ctx: HiCtx, b: B<'slow-weather'>): string[] {
  const { pen, names, facts } = ctx;
  const p = PERIOD[facts.readingType] ?? ANY_PERIOD;
  const out: string[] = [];
  if (facts.readingType === 'weekly') {
    const items = b.stays.filter((s) => s.coversPeriod && s.left).map((s) => pen.fill(pen.pick(SPAN_POOLS.stayBrief), { graha: names.graha(s.graha), sign: SIGNS_HI[s.sign]!, house: bhava(s.houseFromMoon), date2: dayMonthYearHi(s.left!.date), short: pen.pick(HOUSE_SHORT_HI[s.houseFromMoon]!) }, false));
    if (items.length) out.push(sayHi(ctx, SPAN_POOLS.stayBriefLead, { list: items.join('; ') }));
    if (b.sadeSati) out.push(sayHi(ctx, SPAN_POOLS.sadeSati[b.sadeSati], { periodObl: p.obl }));
    return out;
  }
  for (const g of ['Saturn', 'Jupiter', 'Rahu'] as Graha[]) {
    const stays = b.stays.filter((s) => s.graha === g);
    if (!stays.length) continue;
    const [first, ...rest] = stays;
    const slots = (s: StayFact) => ({ graha: names.graha(g), sign: SIGNS_HI[s.sign]!, house: bhava(s.houseFromMoon), whole: p.whole, bhar: p.bhar, short: pen.pick(HOUSE_SHORT_HI[s.houseFromMoon]!) });
    if (first!.coversPeriod) {
      out.push(first!.entered && first!.left
        ? sayHi(ctx, SPAN_POOLS.staySince, { ...slots(first!), date: dayMonthYearHi(first!.entered.date), date2: dayMonthYearHi(first!.left.date) })
        : sayHi(ctx, SPAN_POOLS.stayWhole, slots(first!)));
      out.push(stayEffect(ctx, first!));
    } else if (first!.left && first!.entered && first!.entered.atMs < facts.period.startMs) {
      out.push(sayHi(ctx, SPAN_POOLS.stayLeaves, { graha: names.graha(g), sign: SIGNS_HI[first!.sign]!, date: dayMonthYearHi(first!.left.date), date2: dayMonthYearHi(first!.entered.date), short: pen.pick(HOUSE_SHORT_HI[first!.houseFromMoon]!) }));
    } else {
      rest.unshift(first!);
    }
    for (const s of rest) {
      if (!s.entered) continue;
      const length = s.left ? lengthHi(s.entered.date, s.left.date) : 'अवधि के अंत';
      const clauses: Clause[] = [[s.returning ? SPAN_POOLS.stayReturns : SPAN_POOLS.stayEnters, { ...slots(s), date: dayMonthYearHi(s.entered.date), length }]];
      for (const st of s.stations.filter((x) => x.atMs >= facts.period.startMs && x.atMs < facts.period.endMs)) {
        clauses.push([SPAN_POOLS.stayStation, { turns: st.turns === 'retrograde' ? 'वक्री' : 'मार्गी', date: dayMonthYearHi(st.date) }]);
      }
      out.push(compoundHi(ctx, clauses, ['; ', ', और ']));
      if (!s.returning) out.push(stayEffect(ctx, s));
    }
  }
  if (b.sadeSati) out.push(sayHi(ctx, SPAN_POOLS.sadeSati[b.sadeSati], { periodObl: p.obl }));
  return out;
}

/** 'चंद्राष्टम' windows: '30 नवंबर सुबह 9:42 से 2 दिसंबर सुबह 11:10 तक'. */
function windowLabel(start: string, end: string): string {
  const part = (s: string) => (s === 'start' || s === 'end' ? null : `${dayMonthHi(s.slice(0, 10))} ${timeHi(s.slice(11))}`);
  const a = part(start);
  const b = part(end);
  if (a && b) return `${a} से ${b} तक`;
  if (a) return `${a} से अवधि के अंत तक`;
  if (b) return `${b} तक`;
  return 'पूरी अवधि में';
}

export const spanWriters: Pick<BlockWriters<NamesHi>, 'span-opening' | 'week-days' | 'fast-events' | 'slow-weather' | 'month-days' | 'months'> = {
  'span-opening': (b, ctx) => {
    const { facts } = ctx;
    const p = PERIOD[b.type] ?? ANY_PERIOD;
    const pool = { bright: SPAN_POOLS.openBright, steady: SPAN_POOLS.openSteady, mixed: SPAN_POOLS.openMixed, careful: SPAN_POOLS.openCareful }[b.tone];
    const parts = [compoundHi(ctx, [[SPAN_POOLS.greeting, { name: facts.person.firstName }], [pool, { span: spanLabelHi(b.start, b.end) }]], [', ', '! '])];
    for (const l of b.lead) parts.push(lead(ctx, l, p.obl));
    return { text: parts.join(' '), join: 'paragraph' };
  },

  'week-days': (b, ctx) => {
    const { pen, names } = ctx;
    const lines = b.days.map((d) => {
      const slots = {
        day: dayLabelHi(d.date, d.weekday), sign: SIGNS_HI[d.sign]!, house: bhava(d.houseFromMoon), nak: names.nakshatra(d.nakshatra), tara: TARAS_HI[d.tara - 1]!.name,
        good: pen.pick(HOUSE_GOOD_HI[d.houseFromMoon]!), hard: pen.pick(HOUSE_HARD_HI[d.houseFromMoon]!),
      };
      const clauses: Clause[] = [[d.good ? SPAN_POOLS.day : SPAN_POOLS.dayHard, slots]];
      if (d.other && d.until) clauses.push([SPAN_POOLS.dayLeaves, { time: timeHi(d.until), sign2: SIGNS_HI[d.other.sign]!, house2: bhava(d.other.houseFromMoon) }]);
      if (d.other && d.from) clauses.push([SPAN_POOLS.dayArrives, { time: timeHi(d.from), sign: SIGNS_HI[d.sign]!, sign2: SIGNS_HI[d.other.sign]!, house2: bhava(d.other.houseFromMoon) }]);
      if (d.chandrashtama) clauses.push([SPAN_POOLS.dayChandrashtama, {}]);
      if (!d.good) clauses.push([SPAN_POOLS.dayStarFavours, { nak: nakshatraHi(d.nakshatra), favours: pen.pick(NATURE_LORE_HI[d.nature].favours) }]);
      if (d.observance) clauses.push([SPAN_POOLS.dayObservance, { obs: observanceHi(d.observance, SIGNS_HI) }]);
      if (d.rahu) clauses.push([SPAN_POOLS.dayRahu, { rahu: rangeHi(d.rahu.start, d.rahu.end) }]);
      return compoundHi(ctx, clauses, ['; ']);
    });
    return { text: lines.join('\n'), join: 'paragraph' };
  },

  'fast-events': (b, ctx) => {
    const sentences = b.events.slice(0, 6).map((e) => eventSentence(ctx, e));
    return sentences.length ? { text: sentences.join(' '), join: 'paragraph' } : null;
  },

  'slow-weather': (b, ctx) => {
    const out = staySentences(ctx, b);
    return out.length ? { text: out.join(' '), join: 'paragraph' } : null;
  },

  'month-days': (b, ctx) => {
    const clauses: Clause[] = [];
    if (b.good.length) clauses.push([SPAN_POOLS.goodDays, { list: listHi(b.good.slice(0, 8).map(dayMonthHi)) }]);
    const windows = b.chandrashtama.map((w) => windowLabel(w.start, w.end));
    if (windows.length) clauses.push([SPAN_POOLS.chandrashtama, { windows: listHi(windows) }]);
    return clauses.length ? { text: compoundHi(ctx, clauses, ['। ']), join: 'paragraph' } : null;
  },

  months: (b, ctx) => {
    const { pen, names } = ctx;
    const lines = b.months.map((m) => {
      const good = isGocharaGood('Sun', m.sunHouseFromMoon);
      const clauses: Clause[] = [[good ? SPAN_POOLS.monthHead : SPAN_POOLS.monthHeadHard, {
        month: spanLabelHi(m.start, m.end), sign: SIGNS_HI[m.sunSign]!, house: bhava(m.sunHouseFromMoon),
        good: pen.pick(HOUSE_GOOD_HI[m.sunHouseFromMoon]!), hard: pen.pick(HOUSE_HARD_HI[m.sunHouseFromMoon]!),
      }]];
      for (const e of m.events.slice(0, 3)) {
        const verb = e.kind === 'station' ? (e.retrograde ? 'वक्री होंगे' : 'मार्गी होंगे') : e.retrograde && e.graha !== 'Rahu' ? 'वक्री होकर लौटेंगे' : 'प्रवेश करेंगे';
        clauses.push([SPAN_POOLS.monthEvent, { graha: names.graha(e.graha), verb, sign: SIGNS_HI[e.toSign]!, date: dayMonthHi(e.date) }]);
      }
      for (const c of m.dashaChanges) clauses.push([SPAN_POOLS.monthDasha, { level: levelHi(c.level), graha: names.graha(c.lord), date: dayMonthHi(c.start) }]);
      clauses.push([SPAN_POOLS.monthTone[m.tone], {}]);
      return compoundHi(ctx, clauses, ['; ']);
    });
    return { text: lines.join('\n'), join: 'paragraph' };
  },
};
