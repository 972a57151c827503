import { readingTitlesHi } from '../../../shared/reading-types';
import type { chart as en } from '../en/chart';
import { plural } from '../plural';
import type { Translation } from '../text';

export const chart: Translation<typeof en> = {
  title: 'आपकी कुंडली',
  casting: 'आपकी कुंडली बनाई जा रही है...',
  trying: 'फिर कोशिश हो रही है...',

  header: {
    eyebrow: 'जन्म कुंडली · वैदिक ज्योतिष',
    born: 'जन्म ',
    bornAt: ' को ',
    bornIn: (city: string, country: string) => `, ${city}, ${country} में`,
    ayanamsa: (name: string, degrees: string) => `${name} अयनांश ${degrees}`,
    ayanamsaNames: { lahiri: 'लाहिड़ी', raman: 'रमन', kp: 'कृष्णमूर्ति (केपी)', 'true-chitra': 'सत्य चित्रापक्ष' },
    meanNode: 'राहु-केतु के लिए मध्यम पात',
    trueNode: 'राहु-केतु के लिए स्पष्ट पात',
    approximate: 'यह कुंडली अनुमानित है',
    approximateReason: (city: string, country: string) =>
      `हमें "${city}, ${country}" अपने नक्शे पर नहीं मिला, इसलिए यह कुंडली उज्जैन के भारतीय मानक समय से बनाई गई है। सटीक कुंडली के लिए अपनी प्रोफ़ाइल में सुझावों में से अपना जन्म शहर (या सबसे नज़दीकी क़स्बा) चुनें।`,
    updatePlace: 'जन्म स्थान बदलें',
  },

  timeNote: {
    localMean: (offset: string) => `जन्म समय को जन्म स्थान का स्थानीय माध्य समय (${offset}) माना गया है।`,
    skipped: (time: string, date: string, zone: string, readAs: string, offset: string) =>
      `${date} को ${zone} में ${time} का समय आया ही नहीं था: घड़ियाँ आगे कर दी गई थीं। इसे ${readAs} (${offset}) माना गया है।`,
    repeated: (time: string, date: string, zone: string, offset: string) =>
      `${date} को ${zone} में ${time} का समय दो बार आया था: घड़ियाँ पीछे कर दी गई थीं। पहला वाला (${offset}) लिया गया है।`,
  },

  lagnaOf: (sign: string) => `लग्न ${sign}`,

  moonChart: {
    centre: (sign: string) => `चंद्र लग्न ${sign}`,
    title: 'आपकी चंद्र राशि से पढ़ी गई',
    note: (sign: string, castFor: string) =>
      `आपका जन्म समय पता नहीं है, इसलिए यह कुंडली ${castFor} के लिए बनाई गई है और आपकी चंद्र राशि, ${sign}, से पढ़ी गई है: चंद्रमा की राशि पहला भाव है और बाकी भाव उसी से गिने गए हैं। लग्न के लिए जन्म का सही समय चाहिए, इसलिए वह नहीं दिखाया गया है।`,
    noon: 'जन्म तिथि की दोपहर 12 बजे',
    middleOf: (part: string, time: string) => `${time} (${part} का बीच)`,
    northNote: 'भाव अपनी जगह रहते हैं और ऊपर के हीरे में चंद्रमा की राशि है; अंक राशियाँ हैं, 1 मेष से 12 मीन तक।',
    southNote: 'राशियाँ अपनी जगह रहती हैं, ऊपर बाएँ मीन से घड़ी की दिशा में; तिरछी रेखा चंद्रमा की राशि पर है, जो यहाँ पहला भाव है।',
  },

  rashiChart: {
    title: 'लग्न कुंडली',
    subtitle: 'जन्म कुंडली (D1), हर भाव एक पूरी राशि',
    northNote: 'भाव अपनी जगह स्थिर रहते हैं, लग्न ऊपर बीच वाले खाने में; अंक राशियों के हैं, 1 मेष से 12 मीन तक।',
    southNote: 'राशियाँ अपनी जगह स्थिर रहती हैं, ऊपर बाईं ओर मीन से घड़ी की दिशा में; तिरछी रेखा लग्न का निशान है।',
    // In brackets: a bare व after श would read as the word शव.
    retrogradeMark: '(व)',
    retrogradeNote: 'वक्री ग्रह का निशान है।',
    centreTitle: 'राशि',
    centreSubtitle: 'जन्म कुंडली · D1',
  },

  style: {
    label: 'कुंडली की शैली',
    north: 'उत्तर भारतीय',
    south: 'दक्षिण भारतीय',
  },

  summary: {
    north: 'उत्तर भारतीय जन्म कुंडली',
    south: 'दक्षिण भारतीय जन्म कुंडली',
    retrograde: ' (वक्री)',
    inHouse: (who: string, house: number, sign: string) => `${who} भाव ${house} में, ${sign} राशि`,
    inSign: (who: string, sign: string, house: number) => `${who} ${sign} राशि में, भाव ${house}`,
    chart: (title: string, lagna: string, bodies: string) => `${title}: लग्न ${lagna}; ${bodies}।`,
    moonChart: (title: string, moon: string, bodies: string) => `${title}, भाव चंद्रमा (${moon}) से गिने गए; ${bodies}।`,
    separator: '; ',
  },

  bodies: {
    title: 'ग्रह',
    gloss: 'नवग्रह',
    intro: 'जन्म के क्षण में ग्रहों की निरयण स्थिति।',
    graha: 'ग्रह',
    grahaGloss: 'और लग्न',
    rashi: 'राशि',
    rashiGloss: 'जिसमें स्थित',
    degree: 'अंश',
    degreeGloss: 'राशि में',
    nakshatra: 'नक्षत्र',
    nakshatraGloss: 'और पद',
    bhava: 'भाव',
    bhavaGloss: 'घर',
    pada: (pada: number) => `पद ${pada}`,
    retrogradeSymbol: '(व)',
    retrogradeTitle: 'वक्री',
    retrogradeSpoken: 'वक्री',
    legend: (retrograde: string, notes: string) => `${retrograde}। ${notes}।`,
  },

  notes: {
    exalted: { name: 'उच्च', gloss: 'सबसे बलवान' },
    debilitated: { name: 'नीच', gloss: 'सबसे कमज़ोर' },
    own: { name: 'स्वक्षेत्र', gloss: 'अपनी राशि में' },
    combust: { name: 'अस्त', gloss: 'सूर्य के बहुत पास' },
    retrograde: { name: 'वक्री', gloss: 'उलटी चाल' },
  },

  dasha: {
    title: 'विंशोत्तरी दशा',
    gloss: 'ग्रहों की अवधियाँ',
    mahadasha: 'महादशा',
    mahadashaGloss: 'मुख्य अवधि',
    antardasha: 'अंतर्दशा',
    antardashaGloss: 'उप-अवधि',
    outside: 'आज की तारीख़ इस कुंडली के लिए गिने गए 120 वर्ष के चक्र से बाहर है।',
    balanceBefore: (lord: string) => `जन्म के समय ${lord} महादशा का शेष: `,
    balanceAfter: (_lord: string) => '।',
    all: 'सभी नौ महादशाएँ',
    now: 'अभी',
    elapsed: (percent: number) => `${percent}% बीत चुका`,
    yearNote: (days: number) =>
      `यहाँ दशा का एक वर्ष ${days} दिन का माना गया है। इस पर अलग-अलग सॉफ़्टवेयर में कुछ दिनों का फ़र्क़ रहता है: कुछ दशा वर्ष को 360 या 365.2422 दिन का गिनते हैं, इसलिए किसी दूसरे पंचांग की तारीख़ें थोड़ी अलग हो सकती हैं। पहली महादशा जन्म से पहले शुरू हुई थी।`,
  },

  span: {
    years: (n: number) => plural('hi', n, { one: '# वर्ष', other: '# वर्ष' }),
    months: (n: number) => plural('hi', n, { one: '# महीना', other: '# महीने' }),
    days: (n: number) => plural('hi', n, { one: '# दिन', other: '# दिन' }),
    separator: ', ',
  },

  panchang: {
    today: 'आज का पंचांग',
    abroad: (place: string, zone: string) => `${place} के लिए, जहाँ आप अभी रहते हैं: तारीख़ और समय वहीं के हैं${zone}, ठीक आपके ${readingTitlesHi.daily} की तरह।`,
    sunrise: 'सूर्योदय',
    sunriseGloss: 'दिन की शुरुआत',
    sunset: 'सूर्यास्त',
    sunsetGloss: 'दिन का अंत',
    noneToday: 'आज नहीं',
    lunarDay: (day: number, paksha: string) => `${paksha === 'Krishna' ? 'कृष्ण पक्ष (घटता चाँद)' : 'शुक्ल पक्ष (बढ़ता चाँद)'}, तिथि ${day}`,
    fullMoon: 'पूरा चाँद',
    newMoon: 'नया चाँद',
    pada: (pada: number, _meaning: string) => `पद ${pada}`,
    yogaNumber: (n: number) => `27 में से ${n}`,
    footer: (place: string, zone: string) => `पंचांग के अंग सूर्योदय के समय के हैं; सभी समय ${place}${zone} के स्थानीय समय हैं।`,
    also: (name: string, kind: string) => `साथ में ${name} · ${kind}`,
    kinds: { festival: 'त्योहार', vrat: 'व्रत', sankranti: 'संक्रांति' },
  },

  kaal: {
    title: 'काल और मुहूर्त',
    localTime: (zone: string) => `स्थानीय समय${zone}`,
    rahu: 'राहुकाल',
    yamaganda: 'यमगंड',
    gulika: 'गुलिक काल',
    abhijit: 'अभिजित मुहूर्त',
    auspicious: 'शुभ',
    notWednesday: 'बुधवार को नहीं माना जाता',
    note: 'राहुकाल, यमगंड और गुलिक काल में नए काम शुरू नहीं किए जाते; दोपहर के आसपास का अभिजित मुहूर्त शुभ होता है।',
    none: 'आज कोई काल नहीं: यहाँ आज सूर्य का उदय और अस्त दोनों नहीं होते।',
  },

  lucky: {
    colour: 'शुभ रंग',
    colourFrom: (weekday: string, lord: string) => `${weekday} के स्वामी ${lord} से`,
    number: 'शुभ अंक',
    numberFrom: (lord: string, nakshatra: string) => `${nakshatra} के स्वामी ${lord} से`,
    colours: {
      saffron: 'केसरिया',
      white: 'सफ़ेद',
      red: 'लाल',
      green: 'हरा',
      yellow: 'पीला',
      pink: 'गुलाबी',
      'dark-blue': 'गहरा नीला',
      'smoky-grey': 'धुएँ जैसा स्लेटी',
      brown: 'भूरा',
    },
  },

  advice: {
    title: 'क्या करें, क्या न करें',
    gloss: 'आज आपकी कुंडली के लिए',
    do: 'करें',
    doSpoken: 'करें:',
    dont: 'न करें',
    dontSpoken: 'न करें:',
    nothing: 'कुछ ख़ास नहीं',
    labels: {
      begin: 'कुछ नया शुरू करना',
      finish: 'अधूरे काम पूरे करना',
      travel: 'छोटी यात्राएँ',
      'money-in': 'पैसे की वसूली',
      'money-out': 'बड़ा ख़र्च',
      talk: 'बातचीत, मीटिंग',
      study: 'पढ़ाई',
      family: 'परिवार के साथ समय',
      rest: 'आराम',
      health: 'सेहत का ध्यान',
      pray: 'पूजा-पाठ',
      charity: 'दान',
      argue: 'बहस',
      risk: 'जोखिम भरे दाँव',
      sign: 'काग़ज़ों पर दस्तख़त',
      lend: 'उधार देना',
      haste: 'जल्दबाज़ी',
      overwork: 'ज़रूरत से ज़्यादा काम',
      'late-night': 'देर रात तक जागना',
      purchase: 'बड़ी ख़रीदारी',
    },
  },

  deeper: {
    title: 'कुंडली गहराई से',
    gloss: 'वर्ग, अष्टकवर्ग, षड्बल, केपी, और दशाएँ',
    intro: 'वे सारणियाँ जिन्हें ज्योतिषी जाँचते हैं: वर्ग कुंडलियाँ, अष्टकवर्ग, ग्रहों और भावों का बल, केपी, और योगिनी व चर दशा।',
    open: 'सारणियाँ दिखाएँ',
    close: 'सारणियाँ छिपाएँ',
    accuracy: 'ये अंक जगन्नाथ होरा से कितने मिलते हैं',
  },
};
