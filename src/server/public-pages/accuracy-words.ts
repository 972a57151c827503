/**
 * The words of the public page /accuracy ("How our calculations compare"), in English and Hindi.
 * Drawn on the server only. The figures come from the comparison summary
 * (src/astro/fixtures/reference-agreement.json); the reasons are the ones docs/decisions/047 records.
 */
import type { Quantity, Reason } from '../../astro/reference-comparison/compare';
import type { Language } from '../../shared/profile';

const en = {
  title: 'How our calculations compare with Jagannatha Hora | Jyotishi',
  description:
    'Our divisional charts, Ashtakavarga, Shadbala, KP lords and Jaimini dashas checked against PyJHora (Jagannatha Hora\'s rules) for 24 births and against worked examples in the books: what agrees, what does not, and why.',
  heading: 'How our calculations compare',
  lede: (charts: number) =>
    `We checked every number of the chart in depth against PyJHora, an open re-creation of Jagannatha Hora (the program most Parashari astrologers use), for ${charts} births, and against the worked examples printed in the books. Here is what agrees, what does not, and why.`,
  what: {
    heading: 'What we compared',
    text: (charts: number, first: number, last: number) =>
      `${charts} births from ${first} to ${last}, in India, Nepal and Sri Lanka, Japan and the Gulf, Europe, Africa, Australia and the Americas, some with summer time in force. Both programs were given the same date, time, place and the Lahiri ayanamsa (KP: Krishnamurti's), and the true node for Rahu and Ketu, as PyJHora's charts always take it.`,
    rerun: 'Our test suite recomputes every figure on this page whenever the calculations change, so the page cannot drift from the app.',
  },
  table: {
    heading: 'How much agrees',
    quantity: 'What',
    agree: 'Agreement',
    tolerance: 'Tolerance',
    agreeOf: (agree: string, compared: string, percent: string) => `${agree} of ${compared} the same (${percent})`,
  },
  quantity: {
    vargas: 'Divisional charts D1–D60: the sign of each graha and of the lagna',
    ashtakavarga: 'Ashtakavarga: the bindus of the eight tables and of the total',
    shadbala: 'Shadbala: the strength of each graha',
    bhavaBala: 'Bhava bala: the strength of each house',
    kp: 'KP: star, sub and sub-sub lords of the cusps and grahas',
    yogini: 'Yogini dasha: each period and its start',
    chara: 'Chara dasha (K. N. Rao): the signs and their years',
    arudhas: 'Arudhas A1–A12, with the arudha lagna and upapada',
    charaKarakas: 'Chara karakas, atmakaraka to darakaraka',
  } satisfies Record<Quantity, string>,
  exact: 'must match exactly',
  withinRupas: (rupas: string) => `may differ by ${rupas} rupa`,
  withinMinutes: (minutes: number) => `may differ by ${minutes} minutes`,
  differences: {
    heading: 'Where we differ, and why',
    intro: 'We looked for the cause of every difference and did not stop at a guess. Most come from a rule PyJHora applies otherwise than the classical texts; none came from an error of ours.',
  },
  reason: {
    longitude: (n: number, arcsec: number) =>
      `${n} values come from the planets' places. PyJHora asks the Swiss Ephemeris for geometric places (where a planet is, not where it is seen); we give the apparent places an almanac prints. The two differ by at most ${arcsec} seconds of arc, which moves a sign or a KP lord only where a point sits right on a boundary, mostly in the narrow D45 and D60 parts. A second of arc of the Moon is also an hour and a half of an eight-year yogini period, so the periods' starts move by up to a few hours. Our rule applied to PyJHora's own places gives PyJHora's answer every time.`,
    dashaYear: (n: number) =>
      `${n} yogini periods start at another minute. PyJHora's year is the Sun's actual return to its birth degree, which differs from birth to birth by a few minutes; ours is the mean sidereal year of 365.2564 days. Stretched to PyJHora's year, our starts fall within ten minutes of its.`,
    twoLords: (n: number) =>
      `${n} values are of Scorpio or Aquarius, the two signs with two lords (Mars and Ketu, Saturn and Rahu). The Jaimini schools choose the stronger lord by different rules; we follow the order of rules recorded in our notes, PyJHora another.`,
    nodeDignity: (n: number) =>
      `${n} chara dasha periods of Scorpio or Aquarius are a year longer or shorter in PyJHora: it counts their co-lord Ketu or Rahu as exalted or debilitated in some signs, which adds or takes a year; we give the nodes no dignity, as the schools disagree on their signs.`,
    exaltedAndOwn: (n: number) =>
      `${n} chara dasha periods of Gemini or Virgo are a year shorter in PyJHora, each time with Mercury in Virgo, both his own sign and his exaltation. K. N. Rao adds a year when the lord is exalted; PyJHora reads Virgo as Mercury's own sign only.`,
    bhavaBalaMethod: (n: number) => `${n} house strengths differ: see below.`,
    rule: (n: number) => `${n} values differ by a rule we have not traced yet.`,
    'shadbala.dig': (n: number) =>
      `${n} grahas: dig bala. PyJHora does not fold the distance from the powerless point back to 180°, so its dig bala goes above the most there is, 60 virupas.`,
    'shadbala.cheshta': (n: number) =>
      `${n} grahas: cheshta bala. PyJHora does not fold the cheshta kendra back to 180° either (values above 60 virupas), and it averages longitudes across 0° Aries; Mercury's table-based mean place adds about 4 virupas.`,
    'shadbala.sthana': (n: number) =>
      `${n} graha: sthana bala, for a graha on a boundary of its D12 (the places above), which changes its saptavargaja bala.`,
    'shadbala.naisargika': (n: number) => `${n} grahas: naisargika bala.`,
    'shadbala.drik': (n: number) => `${n} grahas: drik bala.`,
    'shadbala.kala.paksha': (n: number) =>
      `${n} grahas: paksha bala. PyJHora counts the waning Moon as a malefic, and does not fold the Moon–Sun distance back to 180°. The Brihat Parashara Hora Shastra, and both worked examples in the books, give the Moon the benefic value, doubled, always.`,
    'shadbala.kala.hora': (n: number) =>
      `${n} grahas: hora bala. PyJHora starts each day's horas with the lord of the wrong hour on every day but Saturday (on a Monday with Mars, not the Moon); we start with the day's own lord.`,
    'shadbala.kala.masa': (n: number) =>
      `${n} grahas: the lord of the month. PyJHora counts 30-day months from a base date of its own; we count from the start of the Kali yuga, which gives both book examples their printed lords.`,
    'shadbala.kala.yuddha': (n: number) =>
      `${n} grahas: planetary war. PyJHora puts the two closest grahas at war however far apart they are (more than 10° apart in two of these births); the texts ask for less than a degree. Where a war is real, its share comes from parts that differ as above.`,
    'shadbala.kala.tribhaga': (n: number) =>
      `${n} grahas: tribhaga bala, next to a third of the night. PyJHora times sunrise and sunset by the Sun's centre without refraction; we use the upper edge with refraction, as the rest of the app.`,
    'shadbala.kala.nathonnata': (n: number) => `${n} graha: nathonnata bala. PyJHora measures from clock midnight; we from true solar midnight.`,
    'shadbala.kala.ayana': (n: number) => `${n} graha: ayana bala. PyJHora takes the planet's true declination; we the declination of its ecliptic degree, as the worked examples do.`,
    'shadbala.kala.abda': (n: number) => `${n} grahas: the lord of the year.`,
    'shadbala.kala.vara': (n: number) => `${n} grahas: the lord of the weekday.`,
  } satisfies Record<Reason, (n: number, arcsec: number) => string>,
  bhavaBala:
    'Bhava bala is compared but not held to PyJHora: its authors note that its bhava bala does not yet reproduce B. V. Raman\'s book, and it measures the houses from Placidus cusps. Ours follows Raman\'s "Graha and Bhava Balas" with Sripati\'s house middles.',
  books: {
    heading: 'Worked examples from the books',
    items: [
      'V. P. Jain\'s Shadbala example (Delhi, 13 September 1981): every part within a quarter of a virupa of the printed value, but the cheshta bala (within half a virupa for Mars, Jupiter and Saturn, 1.5 for Venus and 5 for Mercury), whose mean places the book takes from old tables.',
      'B. V. Raman\'s example in "Graha and Bhava Balas" (16 October 1918), worked from his own printed longitudes: each part within one virupa and each total within two (the book\'s totals are up to 0.7 virupa from the sum of its own parts), but his Mars dig bala, printed above the 60 virupas it can reach.',
      'P. V. R. Narasimha Rao\'s "Vedic Astrology: An Integrated Approach": three Ashtakavarga charts bindu for bindu, and the Shodhana of his Chart 7 to the printed pindas.',
    ],
    totals: 'In every chart, ours and PyJHora\'s, the Sarvashtakavarga adds up to 337 and each graha\'s table to its classical total (Sun 48, Moon 49, Mars 39, Mercury 54, Jupiter 56, Venus 52, Saturn 39), as B. V. Raman\'s "Ashtakavarga System of Prediction" says it must.',
  },
  links: {
    heading: 'Where to look further',
    pyjhora: 'PyJHora, the open re-creation of Jagannatha Hora we compared with',
    jhora: 'Jagannatha Hora, by P. V. R. Narasimha Rao',
    swisseph: 'The Swiss Ephemeris, which both programs\' planet places are checked against',
  },
  chartLink: 'See your own chart in depth →',
};

const hi: typeof en = {
  title: 'हमारी गणना जगन्नाथ होरा से कितनी मिलती है | ज्योतिषी',
  description:
    'हमारी वर्ग कुंडलियाँ, अष्टकवर्ग, षड्बल, केपी स्वामी और जैमिनी दशाएँ 24 जन्मों पर PyJHora (जगन्नाथ होरा के नियम) से और ग्रंथों के हल किए उदाहरणों से मिलाई गईं: क्या मिलता है, क्या नहीं, और क्यों।',
  heading: 'हमारी गणना कितनी मिलती है',
  lede: (charts) =>
    `गहराई वाली कुंडली का हर अंक हमने ${charts} जन्मों पर PyJHora से मिलाया है। PyJHora जगन्नाथ होरा का खुला पुनर्निर्माण है, और जगन्नाथ होरा वह प्रोग्राम है जिसे ज़्यादातर पाराशरी ज्योतिषी इस्तेमाल करते हैं। साथ ही ग्रंथों में छपे हल किए उदाहरणों से भी मिलाया है। यहाँ लिखा है कि क्या मिलता है, क्या नहीं, और क्यों।`,
  what: {
    heading: 'हमने क्या मिलाया',
    text: (charts, first, last) =>
      `${first} से ${last} तक के ${charts} जन्म: भारत, नेपाल और श्रीलंका, जापान और खाड़ी देशों, यूरोप, अफ़्रीका, ऑस्ट्रेलिया और अमेरिका के, कुछ ऐसे भी जब वहाँ ग्रीष्मकालीन समय चल रहा था। दोनों प्रोग्रामों को एक ही तारीख, समय, स्थान और लाहिड़ी अयनांश दिया गया (केपी में कृष्णमूर्ति अयनांश), और राहु-केतु के लिए स्पष्ट (ट्रू) पात, क्योंकि PyJHora की कुंडली हमेशा वही लेती है।`,
    rerun: 'जब भी गणना में कुछ बदलता है, हमारी जाँच इस पन्ने का हर अंक फिर से निकालती है, इसलिए यह पन्ना ऐप से अलग नहीं हो सकता।',
  },
  table: {
    heading: 'कितना मिलता है',
    quantity: 'क्या',
    agree: 'कितना मिला',
    tolerance: 'कितनी छूट',
    agreeOf: (agree, compared, percent) => `${compared} में से ${agree} एक जैसे (${percent})`,
  },
  quantity: {
    vargas: 'वर्ग कुंडलियाँ D1–D60: हर ग्रह और लग्न की राशि',
    ashtakavarga: 'अष्टकवर्ग: आठों तालिकाओं और सर्वाष्टकवर्ग के बिंदु',
    shadbala: 'षड्बल: हर ग्रह का बल',
    bhavaBala: 'भाव बल: हर भाव का बल',
    kp: 'केपी: भावारंभों और ग्रहों के नक्षत्र, उप और उप-उप स्वामी',
    yogini: 'योगिनी दशा: हर दशा और उसका आरंभ',
    chara: 'चर दशा (के. एन. राव): राशियाँ और उनके वर्ष',
    arudhas: 'आरूढ़ A1–A12, आरूढ़ लग्न और उपपद सहित',
    charaKarakas: 'चर कारक, आत्मकारक से दारकारक तक',
  },
  exact: 'हूबहू मिलना चाहिए',
  withinRupas: (rupas) => `${rupas} रूपा तक का अंतर मान्य`,
  withinMinutes: (minutes) => `${minutes} मिनट तक का अंतर मान्य`,
  differences: {
    heading: 'कहाँ अंतर है, और क्यों',
    intro: 'हर अंतर का कारण हमने खोजकर देखा, अंदाज़े पर नहीं छोड़ा। ज़्यादातर अंतर इसलिए हैं कि PyJHora कोई नियम शास्त्रों से अलग ढंग से लगाता है; हमारी किसी भूल से कोई अंतर नहीं निकला।',
  },
  reason: {
    longitude: (n, arcsec) =>
      `${n} मान ग्रहों की स्थिति के कारण अलग हैं। PyJHora स्विस एफ़ेमेरिस से ग्रहों की ज्यामितीय स्थिति लेता है (ग्रह जहाँ है, न कि जहाँ दिखता है); हम वह दृश्य स्थिति देते हैं जो पंचांग छापते हैं। दोनों में अधिक से अधिक ${arcsec} विकला का अंतर है, जिससे राशि या केपी स्वामी तभी बदलता है जब कोई बिंदु ठीक सीमा पर हो, अधिकतर D45 और D60 के छोटे भागों में। चंद्रमा की एक विकला आठ वर्ष की योगिनी दशा में डेढ़ घंटे के बराबर है, इसलिए दशाओं का आरंभ कुछ घंटों तक खिसक जाता है। PyJHora की ही स्थिति पर हमारा नियम लगाएँ तो हर बार PyJHora वाला उत्तर आता है।`,
    dashaYear: (n) =>
      `${n} योगिनी दशाएँ कुछ और मिनट पर शुरू होती हैं। PyJHora का वर्ष सूर्य के जन्म वाले अंश पर सचमुच लौटने का समय है, जो हर जन्म में कुछ मिनट अलग होता है; हमारा वर्ष औसत नाक्षत्र वर्ष है, 365.2564 दिन। PyJHora के वर्ष पर खींचें तो हमारे आरंभ उसके आरंभ से दस मिनट के भीतर आते हैं।`,
    twoLords: (n) =>
      `${n} मान वृश्चिक या कुंभ के हैं, जिन राशियों के दो स्वामी हैं (मंगल और केतु, शनि और राहु)। बलवान स्वामी चुनने के नियम जैमिनी की परंपराओं में अलग-अलग हैं; हम अपने नोट्स में लिखे क्रम को मानते हैं, PyJHora दूसरे को।`,
    nodeDignity: (n) =>
      `वृश्चिक या कुंभ की ${n} चर दशाएँ PyJHora में एक वर्ष लंबी या छोटी हैं: वह इनके सह-स्वामी केतु या राहु को कुछ राशियों में उच्च या नीच मानकर एक वर्ष जोड़ता या घटाता है; हम राहु-केतु को न उच्च मानते हैं न नीच, क्योंकि परंपराएँ उनकी राशियों पर एकमत नहीं हैं।`,
    exaltedAndOwn: (n) =>
      `मिथुन या कन्या की ${n} चर दशाएँ PyJHora में एक वर्ष छोटी हैं, हर बार तब जब बुध कन्या में है, जो उसकी अपनी राशि भी है और उच्च राशि भी। के. एन. राव स्वामी के उच्च होने पर एक वर्ष जोड़ते हैं; PyJHora कन्या को बुध की केवल अपनी राशि मानता है।`,
    bhavaBalaMethod: (n) => `${n} भावों का बल अलग है: नीचे देखें।`,
    rule: (n) => `${n} मान ऐसे नियम से अलग हैं जिसे हमने अभी तक नहीं खोजा।`,
    'shadbala.dig': (n) =>
      `${n} ग्रह: दिग्बल। PyJHora निर्बल बिंदु से दूरी को 180° के भीतर नहीं लौटाता, इसलिए उसका दिग्बल 60 विरूपा की सीमा से भी ऊपर चला जाता है।`,
    'shadbala.cheshta': (n) =>
      `${n} ग्रह: चेष्टा बल। PyJHora चेष्टा केंद्र को भी 180° के भीतर नहीं लौटाता (60 विरूपा से ऊपर के मान), और 0° मेष के आर-पार के भोगांशों का सीधा औसत लेता है; बुध की पुरानी सारणी वाली मध्यम स्थिति से लगभग 4 विरूपा और जुड़ते हैं।`,
    'shadbala.sthana': (n) =>
      `${n} ग्रह: स्थान बल, ऐसे ग्रह का जो अपने D12 की सीमा पर है (ऊपर वाली स्थिति का अंतर), जिससे उसका सप्तवर्गज बल बदल जाता है।`,
    'shadbala.naisargika': (n) => `${n} ग्रह: नैसर्गिक बल।`,
    'shadbala.drik': (n) => `${n} ग्रह: दृग्बल।`,
    'shadbala.kala.paksha': (n) =>
      `${n} ग्रह: पक्ष बल। PyJHora कृष्ण पक्ष के चंद्रमा को पाप ग्रह गिनता है, और चंद्र-सूर्य की दूरी को 180° के भीतर नहीं लौटाता। बृहत् पाराशर होरा शास्त्र, और ग्रंथों के दोनों उदाहरण, चंद्रमा को सदा शुभ वाला मान दुगुना करके देते हैं।`,
    'shadbala.kala.hora': (n) =>
      `${n} ग्रह: होरा बल। शनिवार को छोड़ हर दिन PyJHora दिन की होराएँ ग़लत स्वामी से शुरू करता है (सोमवार को चंद्रमा की जगह मंगल से); हम दिन के अपने स्वामी से शुरू करते हैं।`,
    'shadbala.kala.masa': (n) =>
      `${n} ग्रह: मास का स्वामी। PyJHora अपनी ही एक आधार-तिथि से 30 दिन के मास गिनता है; हम कलियुग के आरंभ से गिनते हैं, जिससे ग्रंथों के दोनों उदाहरणों में वही स्वामी आते हैं जो छपे हैं।`,
    'shadbala.kala.yuddha': (n) =>
      `${n} ग्रह: ग्रह युद्ध। PyJHora सबसे पास के दो ग्रहों को युद्ध में मान लेता है, चाहे वे कितनी भी दूर हों (इन जन्मों में दो बार 10° से भी अधिक दूरी पर); शास्त्र एक अंश से कम की दूरी माँगते हैं। जहाँ युद्ध सचमुच है, वहाँ उसका भाग उन्हीं अंगों से निकलता है जो ऊपर बताए कारणों से अलग हैं।`,
    'shadbala.kala.tribhaga': (n) =>
      `${n} ग्रह: त्रिभाग बल, रात के तिहाई भाग की सीमा पर। PyJHora सूर्योदय और सूर्यास्त सूर्य के केंद्र से, बिना अपवर्तन के लेता है; हम ऊपरी किनारे से, अपवर्तन सहित, जैसे पूरा ऐप लेता है।`,
    'shadbala.kala.nathonnata': (n) => `${n} ग्रह: नतोन्नत बल। PyJHora घड़ी की आधी रात से नापता है; हम सच्ची सौर आधी रात से।`,
    'shadbala.kala.ayana': (n) => `${n} ग्रह: अयन बल। PyJHora ग्रह की वास्तविक क्रांति लेता है; हम उसके क्रांतिवृत्त वाले अंश की क्रांति, जैसे हल किए उदाहरण लेते हैं।`,
    'shadbala.kala.abda': (n) => `${n} ग्रह: वर्ष का स्वामी।`,
    'shadbala.kala.vara': (n) => `${n} ग्रह: वार का स्वामी।`,
  },
  bhavaBala:
    'भाव बल मिलाया गया है, पर PyJHora से मिलने की शर्त नहीं रखी: उसके लेखक स्वयं लिखते हैं कि उनका भाव बल अभी बी. वी. रमन की पुस्तक से नहीं मिलता, और वह भावों को प्लेसिडस भावारंभों से नापता है। हमारा भाव बल रमन की "ग्रह और भाव बल" के अनुसार, श्रीपति के भाव मध्यों से है।',
  books: {
    heading: 'ग्रंथों के हल किए उदाहरण',
    items: [
      'वी. पी. जैन का षड्बल उदाहरण (दिल्ली, 13 सितंबर 1981): हर अंग छपे मान से चौथाई विरूपा के भीतर, चेष्टा बल को छोड़कर (मंगल, गुरु और शनि का आधे विरूपा के भीतर, शुक्र का 1.5 और बुध का 5 के भीतर), क्योंकि ग्रहों की मध्यम स्थिति पुस्तक पुरानी सारणियों से लेती है।',
      'बी. वी. रमन की "ग्रह और भाव बल" का उदाहरण (16 अक्टूबर 1918), उन्हीं के छपे भोगांशों से: हर अंग एक विरूपा के भीतर और हर योग दो विरूपा के भीतर (पुस्तक के योग उसके अपने अंगों के जोड़ से 0.7 विरूपा तक अलग हैं), मंगल के दिग्बल को छोड़कर, जो 60 विरूपा की सीमा से ऊपर छपा है।',
      'पी. वी. आर. नरसिंह राव की "वैदिक एस्ट्रोलॉजी: एन इंटीग्रेटेड अप्रोच": अष्टकवर्ग की तीन कुंडलियाँ बिंदु-बिंदु, और उनकी कुंडली 7 का शोधन छपे पिंडों तक।',
    ],
    totals: 'हर कुंडली में, हमारी भी और PyJHora की भी, सर्वाष्टकवर्ग का योग 337 आता है और हर ग्रह की तालिका का योग उसका शास्त्रीय योग (सूर्य 48, चंद्र 49, मंगल 39, बुध 54, गुरु 56, शुक्र 52, शनि 39), जैसा बी. वी. रमन की "अष्टकवर्ग सिस्टम ऑफ़ प्रेडिक्शन" कहती है।',
  },
  links: {
    heading: 'और जानने के लिए',
    pyjhora: 'PyJHora, जगन्नाथ होरा का खुला पुनर्निर्माण, जिससे हमने मिलाया',
    jhora: 'जगन्नाथ होरा, पी. वी. आर. नरसिंह राव का प्रोग्राम',
    swisseph: 'स्विस एफ़ेमेरिस, जिससे दोनों प्रोग्रामों की ग्रह स्थितियाँ जाँची जाती हैं',
  },
  chartLink: 'अपनी कुंडली गहराई से देखें →',
};

export const accuracyWords: Readonly<Record<Language, typeof en>> = { en, hi };
