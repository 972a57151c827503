/**
 * The words of the public rashifal pages, the sign finder and the share images, in English and in
 * Hindi. The reading itself is the composer's; these are the frame around it. Drawn on the server
 * only: nothing here reaches a browser bundle.
 */
import { namesEn, plainEn } from '../../../shared/astro-names/en';
import { namesHi } from '../../../shared/astro-names/hi';
import type { Language } from '../../../shared/profile';
import type { RashifalPeriod } from './rashifal-periods';

/** A sign's name as the pages write it: 'Karka (Cancer)' / 'कर्क'. */
export const signName = (sign: number, language: Language) => (language === 'hi' ? namesHi.signs[sign]! : `${namesEn.signs[sign]} (${plainEn.signs[sign]})`);

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

export const rashifalPageWords: Readonly<Record<Language, typeof en>> = { en, hi };
