/**
 * The words of the public city pages that the signed-in panchang's catalogue
 * (src/shared/panchang-words-*.ts) does not already have. Drawn on the server only: nothing here
 * reaches a browser bundle.
 */
import { plural } from '../../shared/plural';
import type { Language } from '../../shared/profile';
import type { ObservanceKind, ObservanceTime } from '../../astro/festivals';
import type { EclipseKind, EclipseType } from '../../astro/eclipses';

type Rule = ObservanceTime | 'sun-ingress' | 'day-after';

const en = {
  siteName: 'Jyotishi',
  languageName: 'English',
  wayIn: 'Your own daily, from your birth chart →',
  footer: 'Times are local to the city, to the minute, with Lahiri ayanamsha. Jyotishi works out each day from the sky itself.',
  panchang: {
    title: (city: string, date: string) => `${city} Panchang for ${date}: tithi, nakshatra, Rahu kaal`,
    description: (city: string, date: string, tithi: string, nakshatra: string) =>
      `Panchang for ${city} on ${date}: ${tithi} tithi, ${nakshatra} nakshatra, sunrise and sunset, Rahu kaal, Abhijit muhurta, choghadiya and the day's festivals, in ${city}'s own time.`,
    heading: (city: string) => `Panchang for ${city}`,
    lede: (date: string, zone: string) => `${date} · times in ${zone}`,
    pickDate: 'Another date',
    show: 'Show',
    previous: '← Previous day',
    next: 'Next day →',
    calendarLink: (year: number, city: string) => `Festivals and fasts of ${year} in ${city}`,
  },
  festivals: {
    title: (year: number, city: string) => `${city} festival and vrat calendar ${year}: Ekadashi, Purnima, Amavasya dates`,
    description: (year: number, city: string) =>
      `Hindu festivals and fasts of ${year} in ${city}, each on the date it is kept there and at ${city}'s time: Ekadashi, Pradosh, Purnima, Amavasya, Sankranti, Diwali, Holi and the eclipses with sutak.`,
    heading: (year: number, city: string) => `Festivals and fasts ${year} in ${city}`,
    lede: (zone: string) => `Each on the day it is kept in this city, at the city's own time (${zone}). A city far from India often keeps a festival a day earlier.`,
    pickYear: 'Another year',
    show: 'Show',
    date: 'Date',
    name: 'Festival or fast',
    when: 'Kept at',
    tithi: 'Tithi',
    allDay: 'All day',
    eclipses: 'Eclipses',
    noEclipses: 'No eclipse this year.',
    eclipse: (kind: EclipseKind, type: EclipseType) => `${{ total: 'Total', annular: 'Annular', partial: 'Partial', penumbral: 'Penumbral' }[type]} ${kind} eclipse`,
    contacts: (start: string, peak: string, end: string) => `Begins ${start}, greatest ${peak}, ends ${end}`,
    sutak: (start: string) => `Sutak from ${start}`,
    notSeen: 'Not seen from this city: no sutak here.',
    penumbral: 'Seen, but penumbral: almanacs do not observe it, no sutak.',
    panchangLink: (city: string) => `Today's panchang in ${city}`,
    kind: { festival: 'Festival', vrat: 'Fast', sankranti: 'Sankranti' } satisfies Record<ObservanceKind, string>,
    rule: {
      sunrise: 'at sunrise',
      madhyahna: 'midday (madhyahna)',
      aparahna: 'afternoon (aparahna)',
      pradosh: 'dusk (pradosh)',
      nishita: 'midnight (nishita)',
      moonrise: 'at moonrise',
      'sun-ingress': 'Sun enters the sign',
      'day-after': 'the day after',
    } satisfies Record<Rule, string>,
    tithiSpan: (start: string, end: string) => `${start} to ${end}`,
  },
  muhurta: {
    title: (event: string, year: number, city: string) => `${event} muhurat ${year} in ${city}: auspicious dates and times`,
    description: (event: string, year: number, city: string, count: number) =>
      `${plural('en', count, { one: '# auspicious window', other: '# auspicious windows' })} for ${event.toLowerCase()} in ${year} in ${city}, each with its date, start and end in ${city}'s own time, its grade and why it qualifies: tithi, nakshatra, weekday, clear of Rahu kaal and Bhadra.`,
    heading: (event: string, year: number, city: string) => `${event}: muhurtas of ${year} in ${city}`,
    lede: (zone: string) => `The almanac's general windows, found by the classical rules for this city, in its own time (${zone}). A window is listed under the day whose sunrise it follows.`,
    wayIn: 'Narrow them to your own birth Moon (tara bala and chandra bala) →',
    date: 'Date',
    time: 'Time',
    grade: 'Grade',
    why: 'Why',
    count: (windows: number, days: number) =>
      `${plural('en', windows, { one: '# window', other: '# windows' })} on ${plural('en', days, { one: '# day', other: '# days' })}`,
    none: 'No window this year: the rules and blackouts close them all.',
    closed: 'Closed this year',
    keptOut: 'Kept out',
    otherEvents: 'Other muhurtas',
    years: 'Other years',
    festivalsLink: (year: number, city: string) => `Festivals and fasts of ${year} in ${city}`,
  },
  time: (hour: number, minute: string) => `${hour % 12 || 12}:${minute} ${hour < 12 ? 'am' : 'pm'}`,
  search: {
    title: 'Find your city',
    label: 'City',
    button: 'Search',
    panchang: 'Panchang',
    festivals: (year: number) => `Festivals ${year}`,
    none: (q: string) => `No city found for “${q}”. Try the city's name in English, as in Pune or New York.`,
  },
  problems: {
    unknownCity: { title: 'City not found', message: (slug: string) => `We have no city called “${slug}”. Cities are named in lower case with hyphens, as in /panchang/new-delhi or /panchang/new-york.` },
    badDate: { title: 'Not a date we can show', message: (first: string, last: string) => `The date must be a real day written YYYY-MM-DD, from ${first} to ${last}.` },
    badYear: { title: 'Not a year we can show', message: (first: number, last: number) => `The year must be written with four digits, from ${first} to ${last}.` },
    unknownEvent: { title: 'No such muhurta', message: (events: string) => `We find muhurtas for these events only: ${events}. The address is /muhurta/{event}/{year}/{city}, as in /muhurta/vivah/2027/pune.` },
    notFound: { title: 'Page not found', message: 'There is no page at this address. A festival calendar is at /festivals/{year}/{city}, as in /festivals/2026/pune.' },
  },
};

const hi: typeof en = {
  siteName: 'ज्योतिषी',
  // As the app's language switch writes it (and its label face has the glyphs of).
  languageName: 'हिन्दी',
  wayIn: 'अपनी जन्म कुंडली से, सिर्फ़ आपका दैनिक फल →',
  footer: 'समय उसी शहर के स्थानीय समय में, मिनट तक, लाहिड़ी अयनांश से। ज्योतिषी हर दिन की गणना आकाश से ही करता है।',
  panchang: {
    title: (city, date) => `${city} पंचांग ${date}: तिथि, नक्षत्र, राहु काल`,
    description: (city, date, tithi, nakshatra) =>
      `${city} का ${date} का पंचांग: ${tithi} तिथि, ${nakshatra} नक्षत्र, सूर्योदय-सूर्यास्त, राहु काल, अभिजित मुहूर्त, चौघड़िया और आज के त्योहार, ${city} के अपने समय में।`,
    heading: (city) => `${city} का पंचांग`,
    lede: (date, zone) => `${date} · समय ${zone} में`,
    pickDate: 'दूसरी तारीख',
    show: 'देखें',
    previous: '← पिछला दिन',
    next: 'अगला दिन →',
    calendarLink: (year, city) => `${city} में ${year} के त्योहार और व्रत`,
  },
  festivals: {
    title: (year, city) => `${city} त्योहार और व्रत कैलेंडर ${year}: एकादशी, पूर्णिमा, अमावस्या की तारीखें`,
    description: (year, city) =>
      `${city} में ${year} के हिंदू त्योहार और व्रत, हर एक उसी तारीख पर जिस दिन वह वहाँ मनाया जाता है, ${city} के समय से: एकादशी, प्रदोष, पूर्णिमा, अमावस्या, संक्रांति, दीवाली, होली और सूतक सहित ग्रहण।`,
    heading: (year, city) => `${city} में ${year} के त्योहार और व्रत`,
    lede: (zone) => `हर त्योहार उसी दिन, जिस दिन इस शहर में मनाया जाता है, और शहर के अपने समय (${zone}) में। भारत से दूर के शहरों में कई बार त्योहार एक दिन पहले पड़ता है।`,
    pickYear: 'दूसरा वर्ष',
    show: 'देखें',
    date: 'तारीख',
    name: 'त्योहार या व्रत',
    when: 'कब मनाएँ',
    tithi: 'तिथि',
    allDay: 'पूरे दिन',
    eclipses: 'ग्रहण',
    noEclipses: 'इस वर्ष कोई ग्रहण नहीं।',
    eclipse: (kind, type) => `${{ total: 'पूर्ण', annular: 'वलयाकार', partial: 'आंशिक', penumbral: 'उपच्छाया' }[type]} ${kind === 'solar' ? 'सूर्य ग्रहण' : 'चंद्र ग्रहण'}`,
    contacts: (start, peak, end) => `आरंभ ${start}, मध्य ${peak}, समाप्ति ${end}`,
    sutak: (start) => `सूतक ${start} से`,
    notSeen: 'इस शहर से दिखाई नहीं देगा, इसलिए यहाँ सूतक नहीं।',
    penumbral: 'दिखेगा, पर उपच्छाया ग्रहण है: पंचांग इसे नहीं मानते, सूतक नहीं।',
    panchangLink: (city) => `${city} का आज का पंचांग`,
    kind: { festival: 'त्योहार', vrat: 'व्रत', sankranti: 'संक्रांति' },
    rule: {
      sunrise: 'सूर्योदय पर',
      madhyahna: 'मध्याह्न में',
      aparahna: 'अपराह्न में',
      pradosh: 'प्रदोष काल में',
      nishita: 'निशीथ काल में',
      moonrise: 'चंद्रोदय पर',
      'sun-ingress': 'सूर्य का राशि प्रवेश',
      'day-after': 'अगले दिन',
    },
    tithiSpan: (start, end) => `${start} से ${end} तक`,
  },
  muhurta: {
    title: (event, year, city) => `${city} में ${year} के ${event} के शुभ मुहूर्त: तारीख और समय`,
    description: (event, year, city, count) =>
      `${city} में ${year} के ${event} के ${count} शुभ मुहूर्त, हर एक की तारीख, ${city} के अपने समय में आरंभ और समाप्ति, श्रेणी और कारण: तिथि, नक्षत्र, वार, राहु काल और भद्रा से मुक्त।`,
    heading: (event, year, city) => `${event}: ${city} में ${year} के मुहूर्त`,
    lede: (zone) => `पंचांग के सामान्य मुहूर्त, शास्त्रीय नियमों से इसी शहर के लिए निकाले गए, शहर के अपने समय (${zone}) में। रात का मुहूर्त उसी दिन के नीचे है जिसके सूर्योदय के बाद वह आता है।`,
    wayIn: 'अपनी जन्म राशि और नक्षत्र के अनुसार छाँटें (तारा बल और चंद्र बल) →',
    date: 'तारीख',
    time: 'समय',
    grade: 'श्रेणी',
    why: 'क्यों शुभ',
    count: (windows, days) => `${plural('hi', days, { one: '# दिन', other: '# दिनों' })} में ${windows} मुहूर्त`,
    none: 'इस वर्ष कोई मुहूर्त नहीं: नियम और वर्जित काल सब बंद कर देते हैं।',
    closed: 'इस वर्ष वर्जित काल',
    keptOut: 'इससे बाहर रखा गया',
    otherEvents: 'दूसरे कामों के मुहूर्त',
    years: 'दूसरे वर्ष',
    festivalsLink: (year, city) => `${city} में ${year} के त्योहार और व्रत`,
  },
  // Hindi almanacs name the part of the day rather than am/pm.
  time: (hour, minute) => `${hour < 4 ? 'रात' : hour < 12 ? 'सुबह' : hour < 16 ? 'दोपहर' : hour < 20 ? 'शाम' : 'रात'} ${hour % 12 || 12}:${minute}`,
  search: {
    title: 'अपना शहर खोजें',
    label: 'शहर',
    button: 'खोजें',
    panchang: 'पंचांग',
    festivals: (year) => `त्योहार ${year}`,
    none: (q) => `“${q}” नाम का कोई शहर नहीं मिला। शहर का नाम अंग्रेज़ी में लिखकर देखें, जैसे Pune या New York।`,
  },
  problems: {
    unknownCity: { title: 'शहर नहीं मिला', message: (slug) => `“${slug}” नाम का कोई शहर हमारे पास नहीं है। शहर का नाम अंग्रेज़ी के छोटे अक्षरों में, शब्दों के बीच हाइफ़न लगाकर लिखें, जैसे /hi/panchang/new-delhi या /hi/panchang/new-york।` },
    badDate: { title: 'यह तारीख नहीं दिखाई जा सकती', message: (first, last) => `तारीख YYYY-MM-DD रूप में कोई असली दिन होनी चाहिए, ${first} से ${last} तक।` },
    badYear: { title: 'यह वर्ष नहीं दिखाया जा सकता', message: (first, last) => `वर्ष चार अंकों में लिखें, ${first} से ${last} तक।` },
    unknownEvent: { title: 'इस काम का मुहूर्त नहीं', message: (events) => `मुहूर्त सिर्फ़ इन कामों के निकाले जाते हैं: ${events}। पता /hi/muhurta/{काम}/{वर्ष}/{शहर} है, जैसे /hi/muhurta/vivah/2027/pune।` },
    notFound: { title: 'पेज नहीं मिला', message: 'इस पते पर कोई पेज नहीं है। त्योहारों का कैलेंडर /hi/festivals/{वर्ष}/{शहर} पर है, जैसे /hi/festivals/2026/pune।' },
  },
};

export const publicWords: Readonly<Record<Language, typeof en>> = { en, hi };
