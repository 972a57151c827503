/**
 * Hindi wording of the daily's four areas with their scores, and of its times: sunrise, sunset,
 * moonrise, the good choghadiya still ahead and disha shool. Written in Hindi from the same blocks
 * as the English, not translated from it.
 */
import type { Pen } from '../pen';
import type { BlockWriters } from '../locale';
import type { Area, AreaReason, AreaVerdict, Tone } from '../../judgement/plan';
import type { NamesHi } from './names';
import { bhava, grahaHi, listHi, nakshatraHi, rangeHi, tidyHi, timeHi } from './names';
import { TARAS_HI } from './lore';
import { placeHi } from './place-names';

export const AREA_HI: Record<Area, string> = { love: 'प्रेम', career: 'करियर', money: 'धन', health: 'सेहत' };
const AREA_WORD_HI: Record<Area, string> = { love: 'प्रेम', career: 'कामकाज', money: 'धन', health: 'सेहत' };
const AREA_HOUSES_HI: Record<Area, string> = { love: 'पाँचवें और सातवें', career: 'दसवें और छठे', money: 'दूसरे और ग्यारहवें', health: 'पहले, छठे और आठवें' };

export const AREA_POOLS_HI = {
  dayScore: [
    'आज का अंक: 5 में से {score}, {tone}, क्योंकि {why}।',
    '[दिन का अंक|आज आपका अंक] 5 में से {score} है, {tone}: {why}।',
    '5 में से {score} अंक, यानी {tone}; कारण यह कि {why}।',
  ],
  toneBright: ['भरपूर साथ देने वाला दिन', 'अच्छे सहयोग का दिन', 'बेहतर दिनों में से एक'],
  toneSteady: ['अच्छा और स्थिर दिन', 'आपके पक्ष में झुका दिन', 'काम लायक़ ठोस दिन'],
  toneMixed: ['मिला-जुला दिन, समय देखकर चलें', 'लेन-देन बराबर वाला दिन', 'संतुलित दिन'],
  toneCareful: ['आगे बढ़ने से ज़्यादा सँभलकर चलने का दिन', 'धीरे चलने का दिन', 'दाँव छोटे रखने का दिन'],
  quiet: [
    'आज कोई गोचर आपके {houses} भाव को नहीं छूता, इसलिए {word} दिन के साथ चलेगा',
    'आपके {houses} भाव आज शांत हैं, सो {word} दिन के हिसाब से ही रहेगा',
    'आज {word} के लिए कोई अलग संकेत नहीं है, वह दिन के साथ चलेगा',
  ],
  counselLow: {
    love: ['बातचीत नरम रखें और कठिन चर्चा किसी और दिन करें', 'अपनों के साथ धीरज रखें और छोटी बातें जाने दें', 'आज साथी की बात ज़्यादा सुनें, कम कहें'],
    career: ['नया शुरू करने के बजाय पुराना काम पूरा करें और दफ़्तर में टकराव से बचें', 'चुपचाप अपना काम निपटाएँ और अधूरे काम पूरे करें', 'वरिष्ठों से टकराव टालें और रोज़ के काम पर टिके रहें'],
    money: ['ख़र्च, उधार और दाँव से बचें', 'जोखिम और उधार से हाथ खींचे रखें', 'ख़रीदारी और सट्टा आज टाल दें'],
    health: ['आराम ज़्यादा करें, सादा खाएँ और ज़रूरत से ज़्यादा मेहनत न करें', 'शरीर पर ज़ोर न डालें और जल्दी सोएँ', 'भोजन हल्का रखें और मेहनत सीमित'],
  },
  counselMid: {
    love: ['रिश्तों में सहजता और स्नेह बनाए रखें', 'बड़े वादों से ज़्यादा छोटी परवाह काम आएगी', 'अपनों के साथ सामान्य, स्नेह भरा दिन'],
    career: ['हाथ के काम पर टिके रहें', 'तयशुदा काम सबसे अच्छा चलेगा', 'योजना वाला काम करें, बड़े क़दम बाद में'],
    money: ['ख़र्च योजना के भीतर रखें', 'बजट में रहें तो पैसों के मामले ठीक रहेंगे', 'रोज़ का हिसाब ठीक है, सट्टे से दूर रहें'],
    health: ['भोजन और नींद नियमित रखें', 'नियमित दिनचर्या आपको ठीक रखेगी', 'खाने और आराम की अपनी लय बनाए रखें'],
  },
  counselHigh: {
    love: ['मीठे बोल असर करेंगे', 'साथी या परिवार के साथ बिताया समय फलदायी रहेगा', 'आज स्नेह का जवाब स्नेह से मिलेगा'],
    career: ['लगन से किया काम नज़र में आएगा', 'आज आपका काम अच्छा दिखेगा', 'काम में की गई मेहनत का फल मिलेगा'],
    money: ['नियमित आमदनी आसानी से आएगी', 'कमाई और बकाया आसानी से आएँगे', 'रुका हुआ या कमाया पैसा आसानी से हाथ आएगा'],
    health: ['ऊर्जा अच्छी है, उसका सही उपयोग करें', 'स्फूर्ति बढ़ी है; कसरत और सैर करें', 'आज शरीर में भरपूर ऊर्जा रहेगी'],
  },
  sun: ['{place} में सूर्योदय {rise} पर और सूर्यास्त {set} पर होगा', '{place} में सूर्य {rise} पर उगेगा और {set} पर अस्त होगा', 'आज {place} में सूर्योदय {rise} और सूर्यास्त {set} पर है'],
  /** On a Rikta tithi or Amavasya the good hours are not offered for starting things. */
  choghadiyaNoStart: ['{which} शुभ चौघड़िया{past}, जो आज के कामकाज के लिए हैं, नई शुरुआत के लिए नहीं: {list}।'],
  choghadiya: ['{which} शुभ चौघड़िया{past}: {list}।', '{which} अच्छे चौघड़िया{past}: {list}।'],
  // Only on a day whose star, chandrashtama or tithi does not hold starts back.
  choghadiyaStart: ['कोई ज़रूरी काम शुरू करना हो तो {which} शुभ चौघड़िया{past}: {list}।'],
  disha: [
    'आज दिशा शूल {dir} दिशा में है: इस दिशा की ओर यात्रा पर न निकलें।',
    'आज दिशा शूल {dir} दिशा में है, इसलिए उस ओर की यात्रा आज शुरू न करें।',
    'आज दिशा शूल {dir} दिशा में है: उधर की यात्रा किसी और दिन रखें।',
  ],
} as const;

const TONE_POOL_HI: Record<Tone, readonly string[]> = { bright: AREA_POOLS_HI.toneBright, steady: AREA_POOLS_HI.toneSteady, mixed: AREA_POOLS_HI.toneMixed, careful: AREA_POOLS_HI.toneCareful };

export const DIRECTION_HI = { east: 'पूर्व', west: 'पश्चिम', north: 'उत्तर', south: 'दक्षिण' } as const;

const CHOGHADIYA_HI = { Amrit: 'अमृत', Shubh: 'शुभ', Labh: 'लाभ', Char: 'चर' } as const;

function reasonHi(r: AreaReason): string {
  switch (r.key) {
    case 'tara': {
      const t = TARAS_HI[r.tara - 1]!;
      // A star that holds only part of the day is named with its hours: the day has two.
      const nak = nakshatraHi(r.nakshatra);
      if (!r.start && !r.end) return `आज का नक्षत्र ${nak} आपके लिए ${t.name} तारा (${t.meaning}) है`;
      const hours = r.start && r.end ? `${timeHi(r.start)} से ${timeHi(r.end)} तक` : r.start ? `${timeHi(r.start)} से` : `${timeHi(r.end!)} तक`;
      return `${hours} रहने वाला ${nak} नक्षत्र आपके लिए ${t.name} तारा (${t.meaning}) है`;
    }
    case 'chandra-bala':
      return r.good ? `चंद्रमा आपकी जन्म राशि से ${bhava(r.house)} भाव में बलवान है (चंद्र बल)` : `जन्म राशि से ${bhava(r.house)} भाव में चंद्रमा को बल नहीं मिलता (चंद्र बल)`;
    case 'chandrashtama':
      return 'चंद्रमा आपकी जन्म राशि से आठवें भाव में है (चंद्राष्टम)';
    case 'moon-in-house':
      return r.good ? `चंद्रमा आपके ${bhava(r.house)} भाव को बल देता है` : `चंद्रमा आपके ${bhava(r.house)} भाव पर दबाव डालता है`;
    case 'dasha-lord':
      return `आपकी ${r.level === 'mahadasha' ? 'महादशा' : 'अंतर्दशा'} के स्वामी ${grahaHi(r.graha)}, जिनका ${bhava(r.house)} भाव से संबंध है, आपकी कुंडली में ${r.good ? 'बलवान' : 'कमज़ोर'} हैं`;
    case 'moon-over':
      return `चंद्रमा ${bhava(r.house)} भाव में बैठे आपके जन्म के ${grahaHi(r.graha)} के ऊपर से गुज़रता है`;
    case 'panchang':
      return r.good ? 'पंचांग का योग और करण दिन के पक्ष में हैं' : 'पंचांग का योग या करण दिन के पक्ष में नहीं है';
  }
}

/** An area's own reasons (or that nothing touches it) and its counsel, as one Hindi sentence. */
export function areaLineHi(a: AreaVerdict, pen: Pen): string {
  const level = a.score <= 2 ? AREA_POOLS_HI.counselLow : a.score === 3 ? AREA_POOLS_HI.counselMid : AREA_POOLS_HI.counselHigh;
  const why = a.reasons.length ? listHi(a.reasons.map(reasonHi)) : pen.say(AREA_POOLS_HI.quiet, { houses: AREA_HOUSES_HI[a.area], word: AREA_WORD_HI[a.area] }, false);
  return tidyHi(`${why}; ${pen.pick(level[a.area])}।`);
}

export function dayScoreLineHi(score: number, tone: Tone, shared: readonly AreaReason[], pen: Pen): string {
  return tidyHi(pen.say(AREA_POOLS_HI.dayScore, { score: String(score), tone: pen.pick(TONE_POOL_HI[tone]), why: listHi(shared.map(reasonHi)) }, false));
}

export const dayAreaWritersHi: Pick<BlockWriters<NamesHi>, 'day-areas' | 'day-times'> = {
  'day-areas': (b, ctx) => {
    const lines = [dayScoreLineHi(b.dayScore, b.tone, b.shared, ctx.pen)];
    // The four areas are a list: items without a danda of their own, the last one closing it.
    b.areas.forEach((a, i) => lines.push(`${AREA_HI[a.area]} ${a.score}/5: ${areaLineHi(a, ctx.pen).replace(/।$/, i === b.areas.length - 1 ? '।' : '')}`));
    return { text: lines.join('\n'), join: 'paragraph' };
  },

  'day-times': (b, ctx) => {
    const { pen } = ctx;
    // The times as lists more than prose: the Sun and Moon with disha shool, then the good choghadiya.
    const parts: string[] = [];
    const sun = b.sunrise && b.sunset ? pen.say(AREA_POOLS_HI.sun, { place: placeHi(b.place), rise: timeHi(b.sunrise), set: timeHi(b.sunset) }, false) : `${placeHi(b.place)} में आज सूर्य का उदय और अस्त दोनों नहीं होते`;
    const moon = b.moonrise ? `चंद्रोदय ${b.moonrise.nextDay ? 'आधी रात के बाद ' : ''}${timeHi(b.moonrise.time)} पर होगा` : 'अगले सूर्योदय से पहले चंद्रोदय नहीं होगा';
    parts.push(`${sun}, ${moon}`);
    const window = (w: (typeof b.choghadiya)[number]) => `${CHOGHADIYA_HI[w.name]} ${rangeHi(w.start, w.end)}${w.travel ? ' (यात्रा के लिए)' : ''}`;
    const day = b.choghadiya.filter((w) => !w.night).map(window);
    const night = b.choghadiya.filter((w) => w.night).map(window);
    const notes = [
      b.askedAt ? `आपने ${timeHi(b.askedAt)} पर पूछा, इससे पहले के शुभ चौघड़िया बीत चुके हैं` : '',
      b.inKaal ? 'राहुकाल, यमगंड और गुलिक काल में पड़ने वाले छोड़ दिए गए हैं' : '',
      b.travel ? '' : 'आज यात्रा की सलाह नहीं है, इसलिए चर छोड़ दिया गया है',
    ].filter(Boolean);
    const past = notes.length ? ` (${notes.join('; ')})` : '';
    if (day.length || night.length) {
      const list = [day.length ? listHi(day) : '', night.length ? `सूर्यास्त के बाद ${listHi(night)}` : ''].filter(Boolean).join(', ');
      parts.push(tidyHi(pen.say(b.barsBeginnings ? AREA_POOLS_HI.choghadiyaNoStart : b.starts ? [...AREA_POOLS_HI.choghadiya, ...AREA_POOLS_HI.choghadiyaStart] : AREA_POOLS_HI.choghadiya, { which: b.askedAt ? 'आज के बचे हुए' : 'आज के', past, list }, false)).replace(/।$/, ''));
    } else {
      parts.push(`आज कोई शुभ चौघड़िया बाकी नहीं है${past}`);
    }
    // Two sentences, so the paragraph stays short enough for a phone: the Sun, Moon and disha shool, then the windows.
    const disha = pen.say(AREA_POOLS_HI.disha, { dir: DIRECTION_HI[b.dishaShool] }, false).replace(/।$/, '');
    return { text: `${parts[0]}; ${disha}। ${parts[1]}।`, join: 'paragraph' };
  },
};
