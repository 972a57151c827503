/**
 * The words of the public rashifal pages, the sign finder and the share images, in English, Hindi,
 * Tamil and Telugu. The reading itself is the composer's; these are the frame around it. Drawn on the server
 * only: nothing here reaches a browser bundle.
 */
import { namesEn, plainEn } from '../../../shared/astro-names/en';
import { namesHi } from '../../../shared/astro-names/hi';
import { namesTa } from '../../../shared/astro-names/ta';
import { namesTe } from '../../../shared/astro-names/te';
import type { Language } from '../../../shared/profile';
import type { RashifalPeriod } from './rashifal-periods';

const signNames: Record<Exclude<Language, 'en'>, readonly string[]> = { hi: namesHi.signs, ta: namesTa.signs, te: namesTe.signs };

/** A sign's name as the pages write it: 'Karka (Cancer)' / 'कर्क' / 'கடகம்' / 'కర్కాటకం'. */
export const signName = (sign: number, language: Language) => (language === 'en' ? `${namesEn.signs[sign]} (${plainEn.signs[sign]})` : signNames[language][sign]!);

const en = {
  period: { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly', yearly: 'Yearly' } satisfies Record<RashifalPeriod, string>,
  index: {
    title: (period: string, when: string) => `${period} rashifal for all 12 Moon signs, ${when}`,
    description: (when: string) =>
      `The rashifal of ${when} for Mesha, Vrishabha, Mithuna, Karka, Simha, Kanya, Tula, Vrishchika, Dhanu, Makara, Kumbha and Meena, read from the real sky of those dates: the Moon's house from each sign, chandrashtama, the planets' sign changes, Jupiter and Saturn.`,
    heading: (period: string) => `${period} rashifal`,
    lede: (when: string) => `${when} · for your Moon sign (rashi), India's dates read at Ujjain`,
    more: (sign: string) => `${sign}: the full rashifal →`,
  },
  sign: {
    title: (sign: string, period: string, when: string) => `${sign} ${period.toLowerCase()} rashifal, ${when}`,
    description: (sign: string, when: string, verdict: string) =>
      `${sign} rashifal for ${when}: ${verdict.toLowerCase()}. The Moon's house from ${sign} with the minute it changes, chandrashtama, Jupiter, Saturn, Rahu and Ketu, a do and a don't, lucky colour and number.`,
    heading: (sign: string, period: string) => `${sign}: ${period.toLowerCase()} rashifal`,
    lede: (when: string) => `${when} · India's dates, read at Ujjain (times in IST)`,
    observances: {
      daily: "Today's festivals and fasts",
      weekly: "The week's festivals and fasts",
      monthly: "The month's festivals and fasts",
      yearly: "The year's festivals and fasts",
    } satisfies Record<RashifalPeriod, string>,
    /** The other periods of the same sign (or of the index), as tabs. */
    periods: 'Rashifal by period',
    others: 'The other signs',
    allSigns: 'All twelve signs',
    pickDate: 'Another date',
    show: 'Show',
    previous: { daily: '← Previous day', weekly: '← Previous week', monthly: '← Previous month', yearly: '← Previous year' } satisfies Record<RashifalPeriod, string>,
    next: { daily: 'Next day →', weekly: 'Next week →', monthly: 'Next month →', yearly: 'Next year →' } satisfies Record<RashifalPeriod, string>,
    why: 'Read for the Moon sign, not the Sun sign: the sign the Moon was in when you were born. Your own birth chart says much more, from your ascendant and your dasha.',
  },
  finder: {
    title: 'Find your Moon sign (rashi) from your birth date, time and place',
    description: 'Enter your date, time and place of birth to find your Moon sign (rashi), the sign the rashifal is read for, worked out from the sky at your birth with Lahiri ayanamsha.',
    heading: 'Find your Moon sign',
    lede: 'Your rashi is the sign the Moon stood in when you were born. It changes every two to three days, so the date matters most; the time settles the days when the Moon changed sign.',
    link: "Don't know your Moon sign? Find it from your birth date →",
    date: 'Date of birth',
    time: 'Time of birth (if known)',
    place: 'Place of birth (city or town)',
    button: 'Find my Moon sign',
    result: (sign: string) => `Your Moon sign is ${sign}`,
    either: (before: string, after: string) => `Your Moon sign is ${before} or ${after}`,
    at: (place: string, when: string) => `Born ${when} in ${place}.`,
    timeUnknown: 'Without a time: the Moon stayed in this sign all that day, so the time does not change it.',
    changes: (time: string, before: string, after: string) =>
      `The Moon changed sign that day at ${time} local time: born before then, your Moon sign is ${before}; born after, it is ${after}. Enter your time of birth to settle it.`,
    read: (sign: string) => `Today's rashifal for ${sign} →`,
    kundli: 'Make your full Kundli, with your ascendant and dasha →',
    otherPlaces: 'Not this place? Choose yours:',
    problems: {
      date: 'Enter your date of birth as a real date, from 1900 to today.',
      time: 'Enter the time as hours and minutes (HH:MM, 24-hour), or leave it empty if you do not know it.',
      place: 'Enter the town or city where you were born.',
      placeNotFound: (q: string) => `We found no place called “${q}”. Try the nearest city, in English letters, as in Pune or New York.`,
    },
  },
  share: {
    tagline: 'Daily rashifal',
    alt: (sign: string) => `${sign} rashifal on Jyotishi`,
    line: 'Read from the real sky, every day',
  },
  problems: {
    unknownSign: {
      title: 'No such sign',
      message:
        'The rashifal is at /rashifal/{sign}, with the sign as mesh, vrishabh, mithun, kark, simha, kanya, tula, vrishchik, dhanu, makar, kumbh or meen, as in /rashifal/kark.',
    },
  },
};

const hi: typeof en = {
  period: { daily: 'दैनिक', weekly: 'साप्ताहिक', monthly: 'मासिक', yearly: 'वार्षिक' },
  index: {
    title: (period, when) => `सभी 12 राशियों का ${period} राशिफल, ${when}`,
    description: (when) =>
      `${when} का राशिफल मेष, वृषभ, मिथुन, कर्क, सिंह, कन्या, तुला, वृश्चिक, धनु, मकर, कुंभ और मीन राशि के लिए, उन तारीखों के असली आकाश से: हर राशि से चंद्रमा का भाव, चंद्राष्टम, ग्रहों का राशि बदलना, गुरु और शनि।`,
    heading: (period) => `${period} राशिफल`,
    lede: (when) => `${when} · आपकी चंद्र राशि के लिए, भारत की तारीखें, उज्जैन से देखी गईं`,
    more: (sign) => `${sign} राशि का पूरा राशिफल पढ़ें →`,
  },
  sign: {
    title: (sign, period, when) => `${sign} राशि का ${period} राशिफल, ${when}`,
    description: (sign, when, verdict) =>
      `${sign} राशि का ${when} का राशिफल: ${verdict}। ${sign} से चंद्रमा का भाव और उसके बदलने का समय, चंद्राष्टम, गुरु, शनि, राहु और केतु, क्या करें और क्या न करें, शुभ रंग और शुभ अंक।`,
    heading: (sign, period) => `${sign} राशि: ${period} राशिफल`,
    lede: (when) => `${when} · भारत की तारीखें, उज्जैन से देखी गईं (समय भारतीय मानक समय में)`,
    observances: { daily: 'आज के त्योहार और व्रत', weekly: 'इस सप्ताह के त्योहार और व्रत', monthly: 'इस महीने के त्योहार और व्रत', yearly: 'इस साल के त्योहार और व्रत' },
    periods: 'अवधि के अनुसार राशिफल',
    others: 'दूसरी राशियाँ',
    allSigns: 'सभी बारह राशियाँ',
    pickDate: 'दूसरी तारीख',
    show: 'देखें',
    previous: { daily: '← पिछला दिन', weekly: '← पिछला सप्ताह', monthly: '← पिछला महीना', yearly: '← पिछला साल' },
    next: { daily: 'अगला दिन →', weekly: 'अगला सप्ताह →', monthly: 'अगला महीना →', yearly: 'अगला साल →' },
    why: 'यह राशिफल चंद्र राशि से है, सूर्य राशि से नहीं: जन्म के समय चंद्रमा जिस राशि में था, वही आपकी राशि है। आपकी अपनी जन्म कुंडली, लग्न और दशा से, इससे कहीं ज़्यादा बताती है।',
  },
  finder: {
    title: 'जन्म की तारीख, समय और स्थान से अपनी राशि जानें',
    description: 'अपनी जन्म तारीख, समय और स्थान लिखें और जानें अपनी चंद्र राशि, जिसके लिए राशिफल पढ़ा जाता है। गणना आपके जन्म के समय के आकाश से, लाहिड़ी अयनांश से।',
    heading: 'अपनी राशि जानें',
    lede: 'जन्म के समय चंद्रमा जिस राशि में था, वही आपकी राशि है। चंद्रमा हर ढाई दिन में राशि बदलता है, इसलिए तारीख सबसे ज़रूरी है; जिस दिन राशि बदली हो, उस दिन जन्म का समय फ़ैसला करता है।',
    link: 'अपनी राशि नहीं जानते? जन्म तारीख से जानें →',
    date: 'जन्म की तारीख',
    time: 'जन्म का समय (अगर पता हो)',
    place: 'जन्म स्थान (शहर या कस्बा)',
    button: 'मेरी राशि बताएँ',
    result: (sign) => `आपकी राशि ${sign} है`,
    either: (before, after) => `आपकी राशि ${before} या ${after} है`,
    at: (place, when) => `जन्म: ${when}, ${place}।`,
    timeUnknown: 'समय के बिना भी: उस पूरे दिन चंद्रमा इसी राशि में रहा, इसलिए समय से राशि नहीं बदलती।',
    changes: (time, before, after) =>
      `उस दिन चंद्रमा ने स्थानीय समय ${time} पर राशि बदली: इससे पहले जन्म हो तो आपकी राशि ${before} है, बाद में हो तो ${after}। पक्का जानने के लिए जन्म का समय लिखें।`,
    read: (sign) => `${sign} राशि का आज का राशिफल →`,
    kundli: 'अपनी पूरी कुंडली बनाएँ, लग्न और दशा के साथ →',
    otherPlaces: 'यह जगह नहीं? अपनी चुनें:',
    problems: {
      date: 'जन्म की तारीख कोई असली तारीख होनी चाहिए, 1900 से आज तक।',
      time: 'समय घंटे और मिनट में लिखें (HH:MM, 24 घंटे वाला), या पता न हो तो खाली छोड़ दें।',
      place: 'वह शहर या कस्बा लिखें जहाँ आपका जन्म हुआ।',
      placeNotFound: (q) => `“${q}” नाम की कोई जगह नहीं मिली। पास के बड़े शहर का नाम अंग्रेज़ी अक्षरों में लिखकर देखें, जैसे Pune या New York।`,
    },
  },
  share: {
    tagline: 'आज का राशिफल',
    alt: (sign) => `ज्योतिषी पर ${sign} राशि का राशिफल`,
    line: 'हर दिन, असली आकाश से',
  },
  problems: {
    unknownSign: {
      title: 'यह राशि नहीं मिली',
      message:
        'राशिफल /hi/rashifal/{राशि} पर है, राशि अंग्रेज़ी अक्षरों में: mesh, vrishabh, mithun, kark, simha, kanya, tula, vrishchik, dhanu, makar, kumbh या meen, जैसे /hi/rashifal/kark।',
    },
  },
};

// Tamil calls it ராசி பலன் (தின, வார, மாத, வருட), as Tamil dailies and almanacs head it.
const ta: typeof en = {
  period: { daily: 'இன்றைய', weekly: 'வார', monthly: 'மாத', yearly: 'வருட' },
  index: {
    title: (period, when) => `12 ராசிகளுக்கும் ${period} ராசி பலன், ${when}`,
    description: (when) =>
      `${when} ராசி பலன், மேஷம், ரிஷபம், மிதுனம், கடகம், சிம்மம், கன்னி, துலாம், விருச்சிகம், தனுசு, மகரம், கும்பம், மீனம் ஆகிய ராசிகளுக்கு, அந்தத் தேதிகளின் உண்மையான வானத்திலிருந்து: ஒவ்வொரு ராசியிலிருந்தும் சந்திரன் நிற்கும் வீடு, சந்திராஷ்டமம், கிரகங்களின் ராசி மாற்றம், குரு, சனி.`,
    heading: (period) => `${period} ராசி பலன்`,
    lede: (when) => `${when} · உங்கள் ஜென்ம ராசிக்கு, இந்தியத் தேதிகள், உஜ்ஜயினியிலிருந்து கணித்தவை`,
    more: (sign) => `${sign} ராசிக்கு முழுப் பலன் →`,
  },
  sign: {
    title: (sign, period, when) => `${sign} ராசி ${period} பலன், ${when}`,
    description: (sign, when, verdict) =>
      `${sign} ராசிக்கு ${when} பலன்: ${verdict}. ${sign} ராசியிலிருந்து சந்திரன் நிற்கும் வீடும் அது மாறும் நேரமும், சந்திராஷ்டமம், குரு, சனி, ராகு, கேது, செய்ய வேண்டியதும் தவிர்க்க வேண்டியதும், அதிர்ஷ்ட நிறம், அதிர்ஷ்ட எண்.`,
    heading: (sign, period) => `${sign}: ${period} ராசி பலன்`,
    lede: (when) => `${when} · இந்தியத் தேதிகள், உஜ்ஜயினியிலிருந்து கணித்தவை (நேரம் இந்திய நேரப்படி)`,
    observances: { daily: 'இன்றைய பண்டிகைகளும் விரதங்களும்', weekly: 'இந்த வாரப் பண்டிகைகளும் விரதங்களும்', monthly: 'இந்த மாதப் பண்டிகைகளும் விரதங்களும்', yearly: 'இந்த ஆண்டின் பண்டிகைகளும் விரதங்களும்' },
    periods: 'கால அளவின்படி ராசி பலன்',
    others: 'மற்ற ராசிகள்',
    allSigns: 'பன்னிரண்டு ராசிகளும்',
    pickDate: 'வேறு தேதி',
    show: 'காட்டு',
    previous: { daily: '← முந்தைய நாள்', weekly: '← முந்தைய வாரம்', monthly: '← முந்தைய மாதம்', yearly: '← முந்தைய ஆண்டு' },
    next: { daily: 'அடுத்த நாள் →', weekly: 'அடுத்த வாரம் →', monthly: 'அடுத்த மாதம் →', yearly: 'அடுத்த ஆண்டு →' },
    why: 'இது ஜென்ம ராசிக்கான பலன், சூரிய ராசிக்கு அல்ல: நீங்கள் பிறந்தபோது சந்திரன் நின்ற ராசியே உங்கள் ராசி. உங்கள் சொந்த ஜாதகம், லக்னத்திலிருந்தும் திசையிலிருந்தும், இதைவிட மிக அதிகம் சொல்லும்.',
  },
  finder: {
    title: 'பிறந்த தேதி, நேரம், ஊரிலிருந்து உங்கள் ராசியைக் கண்டறியுங்கள்',
    description: 'உங்கள் பிறந்த தேதி, நேரம், ஊரைக் கொடுத்து உங்கள் ஜென்ம ராசியை அறியுங்கள்; ராசி பலன் அந்த ராசிக்கே சொல்லப்படுகிறது. நீங்கள் பிறந்த நேரத்து வானத்திலிருந்து, லாகிரி அயனாம்சப்படி கணிக்கப்படுகிறது.',
    heading: 'உங்கள் ராசியைக் கண்டறியுங்கள்',
    lede: 'நீங்கள் பிறந்தபோது சந்திரன் நின்ற ராசியே உங்கள் ராசி. சந்திரன் இரண்டரை நாளுக்கு ஒருமுறை ராசி மாறுவதால் தேதியே முக்கியம்; ராசி மாறிய நாளில் பிறந்த நேரம் முடிவு செய்யும்.',
    link: 'உங்கள் ராசி தெரியாதா? பிறந்த தேதியிலிருந்து கண்டறியுங்கள் →',
    date: 'பிறந்த தேதி',
    time: 'பிறந்த நேரம் (தெரிந்தால்)',
    place: 'பிறந்த ஊர் (நகரம் அல்லது ஊர்)',
    button: 'என் ராசியைக் காட்டு',
    result: (sign) => `உங்கள் ராசி ${sign}`,
    either: (before, after) => `உங்கள் ராசி ${before} அல்லது ${after}`,
    at: (place, when) => `பிறப்பு: ${when}, ${place}.`,
    timeUnknown: 'நேரம் இல்லாமலும் சரி: அன்று முழுவதும் சந்திரன் இந்த ராசியிலேயே இருந்ததால், நேரத்தால் ராசி மாறாது.',
    changes: (time, before, after) =>
      `அன்று உள்ளூர் நேரம் ${time} மணிக்கு சந்திரன் ராசி மாறியது: அதற்கு முன் பிறந்திருந்தால் உங்கள் ராசி ${before}, பின் பிறந்திருந்தால் ${after}. உறுதியாக அறிய பிறந்த நேரத்தைக் கொடுங்கள்.`,
    read: (sign) => `${sign} ராசிக்கு இன்றைய பலன் →`,
    kundli: 'லக்னமும் திசையும் கொண்ட உங்கள் முழு ஜாதகத்தைக் கணியுங்கள் →',
    otherPlaces: 'இந்த ஊர் இல்லையா? உங்கள் ஊரைத் தேர்ந்தெடுங்கள்:',
    problems: {
      date: 'பிறந்த தேதி 1900 முதல் இன்று வரையிலான உண்மையான ஒரு தேதியாக இருக்க வேண்டும்.',
      time: 'நேரத்தை மணி, நிமிடமாக (HH:MM, 24 மணி நேர முறையில்) கொடுங்கள், தெரியாவிட்டால் காலியாக விடுங்கள்.',
      place: 'நீங்கள் பிறந்த ஊரையோ நகரத்தையோ கொடுங்கள்.',
      placeNotFound: (q) => `“${q}” என்ற இடம் கிடைக்கவில்லை. அருகிலுள்ள பெரிய நகரத்தின் பெயரை ஆங்கில எழுத்துகளில் கொடுத்துப் பாருங்கள், Chennai அல்லது New York போல.`,
    },
  },
  share: {
    tagline: 'இன்றைய ராசி பலன்',
    alt: (sign) => `ஜோதிஷியில் ${sign} ராசி பலன்`,
    line: 'ஒவ்வொரு நாளும், உண்மையான வானத்திலிருந்து',
  },
  problems: {
    unknownSign: {
      title: 'இந்த ராசி இல்லை',
      message:
        'ராசி பலன் /ta/rashifal/{ராசி} இல் உள்ளது, ராசி ஆங்கில எழுத்துகளில்: mesh, vrishabh, mithun, kark, simha, kanya, tula, vrishchik, dhanu, makar, kumbh அல்லது meen, /ta/rashifal/kark போல.',
    },
  },
};

// Telugu calls them రాశి ఫలాలు (దిన, వార, మాస, సంవత్సర), as Telugu papers and panchangams head them.
const te: typeof en = {
  period: { daily: 'ఈనాటి', weekly: 'వార', monthly: 'మాస', yearly: 'సంవత్సర' },
  index: {
    title: (period, when) => `12 రాశులకూ ${period} రాశి ఫలాలు, ${when}`,
    description: (when) =>
      `${when} రాశి ఫలాలు, మేషం, వృషభం, మిథునం, కర్కాటకం, సింహం, కన్య, తుల, వృశ్చికం, ధనుస్సు, మకరం, కుంభం, మీనం రాశులకు, ఆ తేదీల నిజమైన ఆకాశం నుండి: ప్రతి రాశి నుండి చంద్రుడు ఉన్న భావం, చంద్రాష్టమం, గ్రహాల రాశి మార్పులు, గురువు, శని.`,
    heading: (period) => `${period} రాశి ఫలాలు`,
    lede: (when) => `${when} · మీ జన్మ రాశికి, భారతదేశ తేదీలు, ఉజ్జయిని నుండి లెక్కించినవి`,
    more: (sign) => `${sign} రాశికి పూర్తి ఫలాలు →`,
  },
  sign: {
    title: (sign, period, when) => `${sign} రాశి ${period} ఫలాలు, ${when}`,
    description: (sign, when, verdict) =>
      `${when} ${sign} రాశి ఫలాలు: ${verdict}. ${sign} నుండి చంద్రుడు ఉన్న భావం, అది మారే సమయం, చంద్రాష్టమం, గురువు, శని, రాహువు, కేతువు, చేయవలసినవి, చేయకూడనివి, అదృష్ట రంగు, అదృష్ట సంఖ్య.`,
    heading: (sign, period) => `${sign}: ${period} రాశి ఫలాలు`,
    lede: (when) => `${when} · భారతదేశ తేదీలు, ఉజ్జయిని నుండి లెక్కించినవి (సమయాలు భారత కాలమానంలో)`,
    observances: { daily: 'ఈనాటి పండుగలు, వ్రతాలు', weekly: 'ఈ వారం పండుగలు, వ్రతాలు', monthly: 'ఈ నెల పండుగలు, వ్రతాలు', yearly: 'ఈ సంవత్సరం పండుగలు, వ్రతాలు' },
    periods: 'కాలాన్ని బట్టి రాశి ఫలాలు',
    others: 'ఇతర రాశులు',
    allSigns: 'పన్నెండు రాశులూ',
    pickDate: 'మరో తేదీ',
    show: 'చూపించు',
    previous: { daily: '← ముందటి రోజు', weekly: '← ముందటి వారం', monthly: '← ముందటి నెల', yearly: '← ముందటి సంవత్సరం' },
    next: { daily: 'తర్వాతి రోజు →', weekly: 'తర్వాతి వారం →', monthly: 'తర్వాతి నెల →', yearly: 'తర్వాతి సంవత్సరం →' },
    why: 'ఇవి జన్మ రాశి ఫలాలు, సూర్య రాశివి కావు: మీరు పుట్టినప్పుడు చంద్రుడు ఉన్న రాశే మీ రాశి. మీ సొంత జాతకం, లగ్నం, దశల నుండి, ఇంతకంటే ఎంతో ఎక్కువ చెబుతుంది.',
  },
  finder: {
    title: 'పుట్టిన తేదీ, సమయం, ఊరు నుండి మీ రాశిని తెలుసుకోండి',
    description: 'మీ పుట్టిన తేదీ, సమయం, ఊరు ఇచ్చి మీ జన్మ రాశిని తెలుసుకోండి; రాశి ఫలాలు ఆ రాశికే చెబుతారు. మీరు పుట్టిన సమయపు ఆకాశం నుండి, లాహిరి అయనాంశతో లెక్కిస్తాం.',
    heading: 'మీ రాశిని తెలుసుకోండి',
    lede: 'మీరు పుట్టినప్పుడు చంద్రుడు ఉన్న రాశే మీ రాశి. చంద్రుడు రెండున్నర రోజులకు ఒకసారి రాశి మారుతాడు కాబట్టి తేదీయే ముఖ్యం; రాశి మారిన రోజున పుట్టిన సమయం తేలుస్తుంది.',
    link: 'మీ రాశి తెలియదా? పుట్టిన తేదీ నుండి తెలుసుకోండి →',
    date: 'పుట్టిన తేదీ',
    time: 'పుట్టిన సమయం (తెలిస్తే)',
    place: 'పుట్టిన ఊరు (నగరం లేదా పట్టణం)',
    button: 'నా రాశి చూపించు',
    result: (sign) => `మీ రాశి ${sign}`,
    either: (before, after) => `మీ రాశి ${before} లేదా ${after}`,
    at: (place, when) => `జననం: ${when}, ${place}.`,
    timeUnknown: 'సమయం లేకపోయినా సరే: ఆ రోజంతా చంద్రుడు ఈ రాశిలోనే ఉన్నాడు, కాబట్టి సమయంతో రాశి మారదు.',
    changes: (time, before, after) =>
      `ఆ రోజు స్థానిక సమయం ${time}కి చంద్రుడు రాశి మారాడు: అంతకు ముందు పుడితే మీ రాశి ${before}, తర్వాత పుడితే ${after}. ఖచ్చితంగా తెలియడానికి పుట్టిన సమయం ఇవ్వండి.`,
    read: (sign) => `${sign} రాశికి ఈనాటి ఫలాలు →`,
    kundli: 'లగ్నం, దశలతో మీ పూర్తి జాతకం వేయండి →',
    otherPlaces: 'ఈ ఊరు కాదా? మీ ఊరిని ఎంచుకోండి:',
    problems: {
      date: 'పుట్టిన తేదీ 1900 నుండి ఈరోజు వరకు ఉన్న నిజమైన తేదీ అయి ఉండాలి.',
      time: 'సమయాన్ని గంటలు, నిమిషాల్లో (HH:MM, 24 గంటల పద్ధతిలో) ఇవ్వండి, తెలియకపోతే ఖాళీగా వదిలేయండి.',
      place: 'మీరు పుట్టిన ఊరు లేదా నగరం పేరు ఇవ్వండి.',
      placeNotFound: (q) => `“${q}” అనే ప్రదేశం దొరకలేదు. దగ్గర్లోని పెద్ద నగరం పేరును ఇంగ్లీషు అక్షరాల్లో రాసి చూడండి, Hyderabad లేదా New York లాగా.`,
    },
  },
  share: {
    tagline: 'ఈనాటి రాశి ఫలాలు',
    alt: (sign) => `జ్యోతిషిలో ${sign} రాశి ఫలాలు`,
    line: 'ప్రతి రోజూ, నిజమైన ఆకాశం నుండి',
  },
  problems: {
    unknownSign: {
      title: 'ఈ రాశి లేదు',
      message:
        'రాశి ఫలాలు /te/rashifal/{రాశి} దగ్గర ఉన్నాయి, రాశి ఇంగ్లీషు అక్షరాల్లో: mesh, vrishabh, mithun, kark, simha, kanya, tula, vrishchik, dhanu, makar, kumbh లేదా meen, /te/rashifal/kark లాగా.',
    },
  },
};

export const rashifalPageWords: Readonly<Record<Language, typeof en>> = { en, hi, ta, te };
