/**
 * The words of the public page /accuracy ("How our calculations compare"), in English, Hindi,
 * Tamil and Telugu.
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

// Tamil as a Tamil jothidar writes about calculation: பாகை/கலை/விகலை for arc, திக் பலம் for direction's
// strength (திசை is the dasha), பரல்கள் for ashtakavarga's points.
const ta: typeof en = {
  title: 'எங்கள் கணிப்புகள் ஜகந்நாத ஹோராவுடன் எவ்வளவு ஒத்துப்போகின்றன | ஜோதிஷி',
  description:
    'எங்கள் வர்க்கச் சக்கரங்கள், அஷ்டவர்க்கம், ஷட்பலம், கே.பி. அதிபதிகள், ஜைமினி திசைகள் ஆகியவற்றை 24 ஜாதகங்களில் PyJHora (ஜகந்நாத ஹோராவின் விதிகள்) உடனும் நூல்களில் உள்ள கணித்த உதாரணங்களுடனும் ஒப்பிட்டோம்: எது ஒத்துப்போகிறது, எது இல்லை, ஏன்.',
  heading: 'எங்கள் கணிப்புகள் எவ்வளவு ஒத்துப்போகின்றன',
  lede: (charts) =>
    `விரிவான ஜாதகத்தின் ஒவ்வொரு எண்ணையும் ${charts} ஜாதகங்களில் PyJHora உடன் ஒப்பிட்டோம். PyJHora என்பது ஜகந்நாத ஹோராவின் திறந்த மறுஉருவாக்கம்; ஜகந்நாத ஹோரா பெரும்பாலான பராசரி ஜோதிடர்கள் பயன்படுத்தும் மென்பொருள். நூல்களில் அச்சான கணித்த உதாரணங்களுடனும் ஒப்பிட்டோம். எது ஒத்துப்போகிறது, எது இல்லை, ஏன் என்பது இங்கே.`,
  what: {
    heading: 'எதை ஒப்பிட்டோம்',
    text: (charts, first, last) =>
      `${first} முதல் ${last} வரையிலான ${charts} பிறப்புகள்: இந்தியா, நேபாளம், இலங்கை, ஜப்பான், வளைகுடா நாடுகள், ஐரோப்பா, ஆப்பிரிக்கா, ஆஸ்திரேலியா, அமெரிக்கக் கண்டங்களில், சில கோடைகால நேரம் நடைமுறையில் இருந்தபோது. இரண்டு மென்பொருளுக்கும் அதே தேதி, நேரம், இடம், லாகிரி அயனாம்சம் (கே.பி.யில் கிருஷ்ணமூர்த்தி அயனாம்சம்) கொடுத்தோம்; ராகு கேதுவுக்கு உண்மை ராகு (ட்ரூ நோட்), PyJHora எப்போதும் அதையே எடுப்பதால்.`,
    rerun: 'கணிப்பில் எது மாறினாலும் எங்கள் சோதனைகள் இந்தப் பக்கத்தின் ஒவ்வொரு எண்ணையும் மீண்டும் கணிக்கின்றன; அதனால் இந்தப் பக்கம் செயலியிலிருந்து விலக முடியாது.',
  },
  table: {
    heading: 'எவ்வளவு ஒத்துப்போகிறது',
    quantity: 'எது',
    agree: 'ஒத்துப்போனவை',
    tolerance: 'அனுமதிக்கும் வேறுபாடு',
    agreeOf: (agree, compared, percent) => `${compared} இல் ${agree} ஒன்றே (${percent})`,
  },
  quantity: {
    vargas: 'வர்க்கச் சக்கரங்கள் D1–D60: ஒவ்வொரு கிரகமும் லக்னமும் நிற்கும் ராசி',
    ashtakavarga: 'அஷ்டவர்க்கம்: எட்டு அட்டவணைகளின் பரல்களும் மொத்தமும்',
    shadbala: 'ஷட்பலம்: ஒவ்வொரு கிரகத்தின் பலம்',
    bhavaBala: 'பாவ பலம்: ஒவ்வொரு வீட்டின் பலம்',
    kp: 'கே.பி.: பாவ ஆரம்பங்களுக்கும் கிரகங்களுக்கும் நட்சத்திர, உப, உப-உப அதிபதிகள்',
    yogini: 'யோகினி திசை: ஒவ்வொரு திசையும் அதன் தொடக்கமும்',
    chara: 'சர திசை (கே. என். ராவ்): ராசிகளும் அவற்றின் ஆண்டுகளும்',
    arudhas: 'ஆரூடங்கள் A1–A12, ஆரூட லக்னமும் உபபதமும் உட்பட',
    charaKarakas: 'சர காரகங்கள், ஆத்மகாரகன் முதல் தாரகாரகன் வரை',
  },
  exact: 'முழுமையாக ஒத்துப்போக வேண்டும்',
  withinRupas: (rupas) => `${rupas} ரூபம் வரை வேறுபடலாம்`,
  withinMinutes: (minutes) => `${minutes} நிமிடம் வரை வேறுபடலாம்`,
  differences: {
    heading: 'எங்கே வேறுபடுகிறோம், ஏன்',
    intro: 'ஒவ்வொரு வேறுபாட்டின் காரணத்தையும் தேடிக் கண்டோம், ஊகத்தோடு நிற்கவில்லை. பெரும்பாலானவை PyJHora ஒரு விதியை சாஸ்திர நூல்களிலிருந்து வேறு விதமாகப் பயன்படுத்துவதால் வருகின்றன; எங்கள் தவறால் எதுவும் வரவில்லை.',
  },
  reason: {
    longitude: (n, arcsec) =>
      `${n} மதிப்புகள் கிரகங்களின் நிலையால் வேறுபடுகின்றன. PyJHora ஸ்விஸ் எஃபெமெரிஸிடம் கிரகங்களின் வடிவியல் நிலையைக் கேட்கிறது (கிரகம் இருக்கும் இடம், தெரியும் இடம் அல்ல); நாங்கள் பஞ்சாங்கம் அச்சிடும் தோற்ற நிலையைத் தருகிறோம். இரண்டுக்கும் இடையே அதிகபட்சம் ${arcsec} விகலை வேறுபாடு; ஒரு புள்ளி எல்லையின் மேலேயே இருக்கும்போது மட்டுமே அது ராசியையோ கே.பி. அதிபதியையோ மாற்றும், பெரும்பாலும் D45, D60 இன் குறுகிய பாகங்களில். சந்திரனின் ஒரு விகலை எட்டு ஆண்டு யோகினி திசையில் ஒன்றரை மணி நேரம்; அதனால் திசைகளின் தொடக்கம் சில மணி நேரம் வரை நகர்கிறது. PyJHora வின் நிலைகளிலேயே எங்கள் விதியைப் பயன்படுத்தினால் ஒவ்வொரு முறையும் PyJHora வின் விடையே வருகிறது.`,
    dashaYear: (n) =>
      `${n} யோகினி திசைகள் வேறு நிமிடத்தில் தொடங்குகின்றன. PyJHora வின் ஆண்டு, சூரியன் பிறந்த பாகைக்கு உண்மையில் திரும்பும் காலம்; அது பிறப்புக்குப் பிறப்பு சில நிமிடங்கள் மாறும். எங்கள் ஆண்டு சராசரி நட்சத்திர ஆண்டு, 365.2564 நாட்கள். PyJHora வின் ஆண்டுக்கு நீட்டினால் எங்கள் தொடக்கங்கள் அதன் தொடக்கங்களிலிருந்து பத்து நிமிடத்துக்குள் வருகின்றன.`,
    twoLords: (n) =>
      `${n} மதிப்புகள் விருச்சிகம் அல்லது கும்பத்துக்கு உரியவை; இவ்விரண்டு ராசிகளுக்கும் இரண்டு அதிபதிகள் (செவ்வாய், கேது; சனி, ராகு). வலுவான அதிபதியைத் தேர்ந்தெடுக்கும் விதி ஜைமினி மரபுகளில் வேறுபடுகிறது; நாங்கள் எங்கள் குறிப்புகளில் எழுதிய வரிசையைப் பின்பற்றுகிறோம், PyJHora வேறொன்றை.`,
    nodeDignity: (n) =>
      `விருச்சிகம் அல்லது கும்பத்தின் ${n} சர திசைகள் PyJHora வில் ஓர் ஆண்டு நீளமாகவோ குறைவாகவோ உள்ளன: அது அவற்றின் இணை அதிபதியான கேதுவையோ ராகுவையோ சில ராசிகளில் உச்சம் அல்லது நீசம் என்று கொண்டு ஓர் ஆண்டு கூட்டுகிறது அல்லது குறைக்கிறது; ராகு கேதுவின் ராசிகளில் மரபுகள் ஒத்துப்போகாததால் நாங்கள் அவற்றுக்கு உச்ச நீசம் பார்ப்பதில்லை.`,
    exaltedAndOwn: (n) =>
      `மிதுனம் அல்லது கன்னியின் ${n} சர திசைகள் PyJHora வில் ஓர் ஆண்டு குறைவு, ஒவ்வொரு முறையும் புதன் கன்னியில் இருக்கும்போது; கன்னி புதனுக்கு ஆட்சியும் உச்சமும். அதிபதி உச்சம் பெற்றால் கே. என். ராவ் ஓர் ஆண்டு கூட்டுகிறார்; PyJHora கன்னியை புதனின் ஆட்சி வீடாக மட்டுமே பார்க்கிறது.`,
    bhavaBalaMethod: (n) => `${n} வீடுகளின் பலம் வேறுபடுகிறது: கீழே பாருங்கள்.`,
    rule: (n) => `${n} மதிப்புகள் நாங்கள் இன்னும் கண்டறியாத ஒரு விதியால் வேறுபடுகின்றன.`,
    'shadbala.dig': (n) =>
      `${n} கிரகங்கள்: திக் பலம். PyJHora பலமற்ற புள்ளியிலிருந்தான தூரத்தை 180° க்குள் மடக்குவதில்லை; அதனால் அதன் திக் பலம் அதிகபட்சமான 60 விரூபத்தையும் தாண்டுகிறது.`,
    'shadbala.cheshta': (n) =>
      `${n} கிரகங்கள்: சேஷ்டா பலம். PyJHora சேஷ்டா கேந்திரத்தையும் 180° க்குள் மடக்குவதில்லை (60 விரூபத்துக்கு மேல் மதிப்புகள்), 0° மேஷத்தின் இருபுறமும் உள்ள பாகைகளை நேரடியாகச் சராசரி எடுக்கிறது; புதனின் அட்டவணைச் சராசரி நிலை சுமார் 4 விரூபம் கூட்டுகிறது.`,
    'shadbala.sthana': (n) =>
      `${n} கிரகம்: ஸ்தான பலம், தன் D12 இன் எல்லையில் நிற்கும் கிரகத்துக்கு (மேலே சொன்ன நிலை வேறுபாடு), அது அதன் சப்தவர்க்கஜ பலத்தை மாற்றுகிறது.`,
    'shadbala.naisargika': (n) => `${n} கிரகங்கள்: நைசர்கிக பலம்.`,
    'shadbala.drik': (n) => `${n} கிரகங்கள்: திருக் பலம்.`,
    'shadbala.kala.paksha': (n) =>
      `${n} கிரகங்கள்: பக்ஷ பலம். PyJHora தேய்பிறைச் சந்திரனை பாவ கிரகமாகக் கணக்கிடுகிறது, சந்திரன்–சூரியன் தூரத்தை 180° க்குள் மடக்குவதில்லை. பிருகத் பராசர ஹோரா சாஸ்திரமும் நூல்களின் இரு உதாரணங்களும் சந்திரனுக்கு எப்போதும் சுப மதிப்பை இருமடங்காகத் தருகின்றன.`,
    'shadbala.kala.hora': (n) =>
      `${n} கிரகங்கள்: ஹோரா பலம். சனிக்கிழமை தவிர ஒவ்வொரு நாளும் PyJHora அன்றைய ஹோரைகளைத் தவறான அதிபதியிலிருந்து தொடங்குகிறது (திங்கட்கிழமை சந்திரனுக்குப் பதில் செவ்வாயிலிருந்து); நாங்கள் அந்தக் கிழமையின் அதிபதியிலிருந்தே தொடங்குகிறோம்.`,
    'shadbala.kala.masa': (n) =>
      `${n} கிரகங்கள்: மாத அதிபதி. PyJHora தனக்கென ஓர் அடிப்படைத் தேதியிலிருந்து 30 நாள் மாதங்களை எண்ணுகிறது; நாங்கள் கலியுகத் தொடக்கத்திலிருந்து எண்ணுகிறோம், அது நூல்களின் இரு உதாரணங்களுக்கும் அச்சான அதிபதிகளையே தருகிறது.`,
    'shadbala.kala.yuddha': (n) =>
      `${n} கிரகங்கள்: கிரக யுத்தம். PyJHora மிக அருகிலுள்ள இரண்டு கிரகங்களை எவ்வளவு தொலைவில் இருந்தாலும் யுத்தத்தில் வைக்கிறது (இந்தப் பிறப்புகளில் இரண்டில் 10° க்கு மேல் இடைவெளி); சாஸ்திரங்கள் ஒரு பாகைக்குக் குறைவான இடைவெளியைக் கேட்கின்றன. யுத்தம் உண்மையில் உள்ள இடத்தில், அதன் பங்கு மேலே சொன்னபடி வேறுபடும் பாகங்களிலிருந்தே வருகிறது.`,
    'shadbala.kala.tribhaga': (n) =>
      `${n} கிரகங்கள்: திரிபாக பலம், இரவின் மூன்றில் ஒரு பங்கின் எல்லைக்கு அருகில். PyJHora சூரிய உதயம், அஸ்தமனத்தை சூரியனின் மையத்திலிருந்து, ஒளி விலகல் இல்லாமல் கணிக்கிறது; நாங்கள் மேல் விளிம்பிலிருந்து, ஒளி விலகலுடன், செயலி முழுவதும் செய்வதைப் போல.`,
    'shadbala.kala.nathonnata': (n) => `${n} கிரகம்: நதோன்னத பலம். PyJHora கடிகார நள்ளிரவிலிருந்து அளக்கிறது; நாங்கள் உண்மையான சூரிய நள்ளிரவிலிருந்து.`,
    'shadbala.kala.ayana': (n) => `${n} கிரகம்: அயன பலம். PyJHora கிரகத்தின் உண்மையான கிராந்தியை எடுக்கிறது; நாங்கள் அதன் கிராந்திவிருத்தப் பாகையின் கிராந்தியை, கணித்த உதாரணங்கள் எடுப்பதைப் போல.`,
    'shadbala.kala.abda': (n) => `${n} கிரகங்கள்: ஆண்டின் அதிபதி.`,
    'shadbala.kala.vara': (n) => `${n} கிரகங்கள்: கிழமையின் அதிபதி.`,
  },
  bhavaBala:
    'பாவ பலம் ஒப்பிடப்பட்டது, ஆனால் PyJHora வுடன் ஒத்துப்போக வேண்டும் என்று கட்டாயப்படுத்தவில்லை: அதன் ஆசிரியர்களே அதன் பாவ பலம் இன்னும் பி. வி. ராமனின் நூலோடு ஒத்துப்போகவில்லை என்று குறிப்பிடுகிறார்கள், அது வீடுகளை பிளாசிடஸ் பாவ ஆரம்பங்களிலிருந்து அளக்கிறது. எங்களுடையது ராமனின் "கிரக, பாவ பலங்கள்" நூலைப் பின்பற்றுகிறது, ஸ்ரீபதியின் பாவ மத்தியங்களுடன்.',
  books: {
    heading: 'நூல்களின் கணித்த உதாரணங்கள்',
    items: [
      'வி. பி. ஜைனின் ஷட்பல உதாரணம் (தில்லி, 13 செப்டம்பர் 1981): சேஷ்டா பலம் தவிர ஒவ்வொரு பாகமும் அச்சான மதிப்பிலிருந்து கால் விரூபத்துக்குள் (சேஷ்டா பலம் செவ்வாய், குரு, சனிக்கு அரை விரூபத்துக்குள், சுக்கிரனுக்கு 1.5, புதனுக்கு 5 க்குள்); நூல் கிரகங்களின் சராசரி நிலையைப் பழைய அட்டவணைகளிலிருந்து எடுக்கிறது.',
      'பி. வி. ராமனின் "கிரக, பாவ பலங்கள்" உதாரணம் (16 அக்டோபர் 1918), அவர் அச்சிட்ட பாகைகளிலிருந்தே: ஒவ்வொரு பாகமும் ஒரு விரூபத்துக்குள், ஒவ்வொரு மொத்தமும் இரண்டுக்குள் (நூலின் மொத்தங்கள் அதன் சொந்தப் பாகங்களின் கூட்டலிலிருந்து 0.7 விரூபம் வரை வேறுபடுகின்றன); 60 விரூப எல்லைக்கு மேல் அச்சான அவரது செவ்வாயின் திக் பலம் மட்டும் விலக்கு.',
      'பி. வி. ஆர். நரசிம்ம ராவின் "வேதிக் அஸ்ட்ராலஜி: அன் இன்டகிரேட்டட் அப்ரோச்": மூன்று அஷ்டவர்க்க அட்டவணைகள் பரலுக்குப் பரல், அவரது ஜாதகம் 7 இன் சோதனை அச்சான பிண்டங்கள் வரை.',
    ],
    totals: 'ஒவ்வொரு ஜாதகத்திலும், எங்களுடையதிலும் PyJHora வினுடையதிலும், சர்வாஷ்டவர்க்கம் 337 ஆகிறது, ஒவ்வொரு கிரகத்தின் அட்டவணையும் அதன் சாஸ்திர மொத்தத்துக்கு வருகிறது (சூரியன் 48, சந்திரன் 49, செவ்வாய் 39, புதன் 54, குரு 56, சுக்கிரன் 52, சனி 39), பி. வி. ராமனின் "அஷ்டவர்க்க சிஸ்டம் ஆஃப் பிரெடிக்ஷன்" சொல்வது போல.',
  },
  links: {
    heading: 'மேலும் அறிய',
    pyjhora: 'PyJHora, நாங்கள் ஒப்பிட்ட ஜகந்நாத ஹோராவின் திறந்த மறுஉருவாக்கம்',
    jhora: 'ஜகந்நாத ஹோரா, பி. வி. ஆர். நரசிம்ம ராவின் மென்பொருள்',
    swisseph: 'ஸ்விஸ் எஃபெமெரிஸ், இரு மென்பொருள்களின் கிரக நிலைகளும் சரிபார்க்கப்படுவது இதனுடன்',
  },
  chartLink: 'உங்கள் ஜாதகத்தை விரிவாகப் பாருங்கள் →',
};

// Telugu as a Telugu siddhanti writes about calculation: భాగలు/కళలు/వికళలు for arc, దిగ్బలం, బిందువులు.
const te: typeof en = {
  title: 'మా గణనలు జగన్నాథ హోరాతో ఎంతవరకు సరిపోతాయి | జ్యోతిషి',
  description:
    'మా వర్గ చక్రాలు, అష్టకవర్గు, షడ్బలం, కేపీ అధిపతులు, జైమిని దశలను 24 జాతకాలపై PyJHora (జగన్నాథ హోరా నియమాలు)తో, గ్రంథాల్లోని సాధించిన ఉదాహరణలతో పోల్చాం: ఏది సరిపోతుంది, ఏది సరిపోదు, ఎందుకు.',
  heading: 'మా గణనలు ఎంతవరకు సరిపోతాయి',
  lede: (charts) =>
    `లోతైన జాతకంలోని ప్రతి సంఖ్యనూ ${charts} జాతకాలపై PyJHoraతో పోల్చాం. PyJHora జగన్నాథ హోరాకు తెరిచిన పునర్నిర్మాణం; జగన్నాథ హోరా చాలామంది పరాశర జ్యోతిష్కులు వాడే సాఫ్ట్‌వేర్. గ్రంథాల్లో ముద్రించిన సాధించిన ఉదాహరణలతో కూడా పోల్చాం. ఏది సరిపోతుంది, ఏది సరిపోదు, ఎందుకు అనేది ఇక్కడ ఉంది.`,
  what: {
    heading: 'మేం ఏం పోల్చాం',
    text: (charts, first, last) =>
      `${first} నుండి ${last} వరకు ${charts} జననాలు: భారతదేశం, నేపాల్, శ్రీలంక, జపాన్, గల్ఫ్ దేశాలు, యూరప్, ఆఫ్రికా, ఆస్ట్రేలియా, అమెరికా ఖండాల్లో, కొన్ని వేసవి సమయం అమల్లో ఉన్నప్పుడు. రెండు సాఫ్ట్‌వేర్లకూ అదే తేదీ, సమయం, ప్రదేశం, లాహిరి అయనాంశ (కేపీలో కృష్ణమూర్తి అయనాంశ) ఇచ్చాం; రాహుకేతువులకు నిజ పాతం (ట్రూ నోడ్), PyJHora ఎప్పుడూ అదే తీసుకుంటుంది కాబట్టి.`,
    rerun: 'గణనలో ఏది మారినా మా పరీక్షలు ఈ పేజీలోని ప్రతి సంఖ్యనూ మళ్లీ లెక్కిస్తాయి; కాబట్టి ఈ పేజీ యాప్ నుండి వేరుపడదు.',
  },
  table: {
    heading: 'ఎంతవరకు సరిపోతుంది',
    quantity: 'ఏది',
    agree: 'సరిపోయినవి',
    tolerance: 'అనుమతించే తేడా',
    agreeOf: (agree, compared, percent) => `${compared}లో ${agree} ఒకటే (${percent})`,
  },
  quantity: {
    vargas: 'వర్గ చక్రాలు D1–D60: ప్రతి గ్రహం, లగ్నం ఉన్న రాశి',
    ashtakavarga: 'అష్టకవర్గు: ఎనిమిది పట్టికల బిందువులు, మొత్తం',
    shadbala: 'షడ్బలం: ప్రతి గ్రహం బలం',
    bhavaBala: 'భావ బలం: ప్రతి భావం బలం',
    kp: 'కేపీ: భావారంభాలకు, గ్రహాలకు నక్షత్ర, ఉప, ఉప-ఉప అధిపతులు',
    yogini: 'యోగినీ దశ: ప్రతి దశ, దాని ప్రారంభం',
    chara: 'చర దశ (కె. ఎన్. రావు): రాశులు, వాటి సంవత్సరాలు',
    arudhas: 'ఆరూఢాలు A1–A12, ఆరూఢ లగ్నం, ఉపపదంతో సహా',
    charaKarakas: 'చర కారకాలు, ఆత్మకారకుడి నుండి దారకారకుడి వరకు',
  },
  exact: 'పూర్తిగా సరిపోవాలి',
  withinRupas: (rupas) => `${rupas} రూప వరకు తేడా ఉండొచ్చు`,
  withinMinutes: (minutes) => `${minutes} నిమిషాల వరకు తేడా ఉండొచ్చు`,
  differences: {
    heading: 'ఎక్కడ తేడా ఉంది, ఎందుకు',
    intro: 'ప్రతి తేడాకూ కారణం వెతికి చూశాం, ఊహతో ఆగలేదు. చాలావరకు PyJHora ఒక నియమాన్ని శాస్త్ర గ్రంథాలకు భిన్నంగా వాడటం వల్ల వస్తాయి; మా తప్పు వల్ల ఏదీ రాలేదు.',
  },
  reason: {
    longitude: (n, arcsec) =>
      `${n} విలువలు గ్రహాల స్థానాల వల్ల వేరుగా ఉన్నాయి. PyJHora స్విస్ ఎఫెమెరిస్ నుండి గ్రహాల జ్యామితీయ స్థానాలు తీసుకుంటుంది (గ్రహం ఉన్న చోటు, కనిపించే చోటు కాదు); మేం పంచాంగాలు ముద్రించే దృశ్య స్థానాలు ఇస్తాం. రెండింటి మధ్య గరిష్ఠంగా ${arcsec} వికళల తేడా; ఒక బిందువు సరిగ్గా సరిహద్దు మీద ఉన్నప్పుడే అది రాశినో కేపీ అధిపతినో మారుస్తుంది, ఎక్కువగా D45, D60 లోని చిన్న భాగాల్లో. చంద్రుడి ఒక వికళ ఎనిమిదేళ్ల యోగినీ దశలో గంటన్నర; అందుకే దశల ప్రారంభాలు కొన్ని గంటల వరకు జరుగుతాయి. PyJHora స్థానాలపైనే మా నియమం వాడితే ప్రతిసారీ PyJHora జవాబే వస్తుంది.`,
    dashaYear: (n) =>
      `${n} యోగినీ దశలు వేరే నిమిషంలో మొదలవుతాయి. PyJHora సంవత్సరం సూర్యుడు జన్మ భాగకు నిజంగా తిరిగి వచ్చే కాలం, అది జననానికి జననానికి కొన్ని నిమిషాలు మారుతుంది; మా సంవత్సరం సగటు నక్షత్ర సంవత్సరం, 365.2564 రోజులు. PyJHora సంవత్సరానికి సాగదీస్తే మా ప్రారంభాలు దాని ప్రారంభాలకు పది నిమిషాల లోపలే వస్తాయి.`,
    twoLords: (n) =>
      `${n} విలువలు వృశ్చికం లేదా కుంభానివి; ఈ రెండు రాశులకూ ఇద్దరు అధిపతులు (కుజుడు, కేతువు; శని, రాహువు). బలమైన అధిపతిని ఎంచుకునే నియమాలు జైమిని సంప్రదాయాల్లో వేరువేరు; మేం మా నోట్సులో రాసిన క్రమాన్ని పాటిస్తాం, PyJHora మరొకదాన్ని.`,
    nodeDignity: (n) =>
      `వృశ్చికం లేదా కుంభం ${n} చర దశలు PyJHoraలో ఒక సంవత్సరం ఎక్కువ లేదా తక్కువ: అది వాటి సహ అధిపతి కేతువునో రాహువునో కొన్ని రాశుల్లో ఉచ్ఛ లేదా నీచగా లెక్కించి ఒక సంవత్సరం కలుపుతుంది లేదా తీసేస్తుంది; రాహుకేతువుల రాశులపై సంప్రదాయాలు ఏకాభిప్రాయంలో లేవు కాబట్టి మేం వాటికి ఉచ్ఛ నీచలు చూడం.`,
    exaltedAndOwn: (n) =>
      `మిథునం లేదా కన్య ${n} చర దశలు PyJHoraలో ఒక సంవత్సరం తక్కువ, ప్రతిసారీ బుధుడు కన్యలో ఉన్నప్పుడు; కన్య బుధుడికి స్వక్షేత్రమూ ఉచ్ఛ రాశీ. అధిపతి ఉచ్ఛలో ఉంటే కె. ఎన్. రావు ఒక సంవత్సరం కలుపుతారు; PyJHora కన్యను బుధుడి స్వక్షేత్రంగా మాత్రమే చూస్తుంది.`,
    bhavaBalaMethod: (n) => `${n} భావాల బలం వేరుగా ఉంది: కింద చూడండి.`,
    rule: (n) => `${n} విలువలు మేం ఇంకా కనిపెట్టని ఒక నియమం వల్ల వేరుగా ఉన్నాయి.`,
    'shadbala.dig': (n) =>
      `${n} గ్రహాలు: దిగ్బలం. PyJHora బలహీన బిందువు నుండి దూరాన్ని 180° లోపలికి మడవదు; అందుకే దాని దిగ్బలం గరిష్ఠమైన 60 విరూపాలను కూడా దాటుతుంది.`,
    'shadbala.cheshta': (n) =>
      `${n} గ్రహాలు: చేష్టా బలం. PyJHora చేష్టా కేంద్రాన్ని కూడా 180° లోపలికి మడవదు (60 విరూపాలకు పైగా విలువలు), 0° మేషానికి అటూ ఇటూ ఉన్న భాగలను నేరుగా సగటు తీస్తుంది; బుధుడి పట్టిక సగటు స్థానం దాదాపు 4 విరూపాలు కలుపుతుంది.`,
    'shadbala.sthana': (n) =>
      `${n} గ్రహం: స్థాన బలం, తన D12 సరిహద్దు మీద ఉన్న గ్రహానికి (పైన చెప్పిన స్థాన తేడా), అది దాని సప్తవర్గజ బలాన్ని మారుస్తుంది.`,
    'shadbala.naisargika': (n) => `${n} గ్రహాలు: నైసర్గిక బలం.`,
    'shadbala.drik': (n) => `${n} గ్రహాలు: దృగ్బలం.`,
    'shadbala.kala.paksha': (n) =>
      `${n} గ్రహాలు: పక్ష బలం. PyJHora కృష్ణ పక్ష చంద్రుడిని పాప గ్రహంగా లెక్కిస్తుంది, చంద్ర–సూర్య దూరాన్ని 180° లోపలికి మడవదు. బృహత్ పరాశర హోరా శాస్త్రం, గ్రంథాల్లోని రెండు ఉదాహరణలూ చంద్రుడికి ఎప్పుడూ శుభ విలువను రెట్టింపు చేసి ఇస్తాయి.`,
    'shadbala.kala.hora': (n) =>
      `${n} గ్రహాలు: హోరా బలం. శనివారం తప్ప ప్రతి రోజూ PyJHora ఆనాటి హోరలను తప్పు అధిపతితో మొదలుపెడుతుంది (సోమవారం చంద్రుడికి బదులు కుజుడితో); మేం ఆ వారపు అధిపతితోనే మొదలుపెడతాం.`,
    'shadbala.kala.masa': (n) =>
      `${n} గ్రహాలు: మాసాధిపతి. PyJHora తనదైన ఒక ఆధార తేదీ నుండి 30 రోజుల మాసాలు లెక్కిస్తుంది; మేం కలియుగ ప్రారంభం నుండి లెక్కిస్తాం, అది గ్రంథాల రెండు ఉదాహరణలకూ ముద్రించిన అధిపతులనే ఇస్తుంది.`,
    'shadbala.kala.yuddha': (n) =>
      `${n} గ్రహాలు: గ్రహ యుద్ధం. PyJHora దగ్గరగా ఉన్న రెండు గ్రహాలను ఎంత దూరంలో ఉన్నా యుద్ధంలో ఉంచుతుంది (ఈ జననాల్లో రెండింటిలో 10° కంటే ఎక్కువ దూరం); శాస్త్రాలు ఒక భాగ కంటే తక్కువ దూరం అడుగుతాయి. యుద్ధం నిజంగా ఉన్నచోట, దాని భాగం పైన చెప్పినట్లు వేరుపడే భాగాల నుండే వస్తుంది.`,
    'shadbala.kala.tribhaga': (n) =>
      `${n} గ్రహాలు: త్రిభాగ బలం, రాత్రిలో మూడో వంతు సరిహద్దు దగ్గర. PyJHora సూర్యోదయ, సూర్యాస్తమయాలను సూర్యుడి కేంద్రం నుండి, వక్రీభవనం లేకుండా లెక్కిస్తుంది; మేం పై అంచు నుండి, వక్రీభవనంతో, యాప్ అంతటా చేసినట్లే.`,
    'shadbala.kala.nathonnata': (n) => `${n} గ్రహం: నతోన్నత బలం. PyJHora గడియారపు అర్ధరాత్రి నుండి కొలుస్తుంది; మేం నిజమైన సౌర అర్ధరాత్రి నుండి.`,
    'shadbala.kala.ayana': (n) => `${n} గ్రహం: అయన బలం. PyJHora గ్రహం నిజమైన క్రాంతిని తీసుకుంటుంది; మేం దాని క్రాంతివృత్త భాగ క్రాంతిని, సాధించిన ఉదాహరణలు తీసుకున్నట్లే.`,
    'shadbala.kala.abda': (n) => `${n} గ్రహాలు: సంవత్సరాధిపతి.`,
    'shadbala.kala.vara': (n) => `${n} గ్రహాలు: వారాధిపతి.`,
  },
  bhavaBala:
    'భావ బలాన్ని పోల్చాం, కానీ PyJHoraతో సరిపోవాలనే షరతు పెట్టలేదు: దాని రచయితలే దాని భావ బలం ఇంకా బి. వి. రామన్ పుస్తకంతో సరిపోవడం లేదని రాశారు, అది భావాలను ప్లాసిడస్ భావారంభాల నుండి కొలుస్తుంది. మాది రామన్ "గ్రహ, భావ బలాలు" ప్రకారం, శ్రీపతి భావ మధ్యాలతో.',
  books: {
    heading: 'గ్రంథాల్లోని సాధించిన ఉదాహరణలు',
    items: [
      'వి. పి. జైన్ షడ్బల ఉదాహరణ (ఢిల్లీ, 13 సెప్టెంబర్ 1981): చేష్టా బలం తప్ప ప్రతి భాగం ముద్రించిన విలువకు పావు విరూపం లోపల (చేష్టా బలం కుజుడు, గురువు, శనికి అర విరూపం లోపల, శుక్రుడికి 1.5, బుధుడికి 5 లోపల); పుస్తకం గ్రహాల సగటు స్థానాలను పాత పట్టికల నుండి తీసుకుంటుంది.',
      'బి. వి. రామన్ "గ్రహ, భావ బలాలు" ఉదాహరణ (16 అక్టోబర్ 1918), ఆయన ముద్రించిన భాగల నుండే: ప్రతి భాగం ఒక విరూపం లోపల, ప్రతి మొత్తం రెండు లోపల (పుస్తకం మొత్తాలు దాని సొంత భాగాల కూడిక నుండి 0.7 విరూపం వరకు వేరు); 60 విరూపాల హద్దు కంటే పైగా ముద్రించిన ఆయన కుజ దిగ్బలం ఒక్కటే మినహాయింపు.',
      'పి. వి. ఆర్. నరసింహారావు "వేదిక్ ఆస్ట్రాలజీ: యాన్ ఇంటిగ్రేటెడ్ అప్రోచ్": మూడు అష్టకవర్గు చక్రాలు బిందువుకు బిందువు, ఆయన చక్రం 7 శోధన ముద్రించిన పిండాల వరకు.',
    ],
    totals: 'ప్రతి జాతకంలో, మాదిలోనూ PyJHoraదిలోనూ, సర్వాష్టకవర్గు మొత్తం 337, ప్రతి గ్రహం పట్టిక దాని శాస్త్రీయ మొత్తానికి వస్తుంది (సూర్యుడు 48, చంద్రుడు 49, కుజుడు 39, బుధుడు 54, గురువు 56, శుక్రుడు 52, శని 39), బి. వి. రామన్ "అష్టకవర్గ సిస్టమ్ ఆఫ్ ప్రెడిక్షన్" చెప్పినట్లే.',
  },
  links: {
    heading: 'మరింత తెలుసుకోవడానికి',
    pyjhora: 'PyJHora, మేం పోల్చిన జగన్నాథ హోరా తెరిచిన పునర్నిర్మాణం',
    jhora: 'జగన్నాథ హోరా, పి. వి. ఆర్. నరసింహారావు సాఫ్ట్‌వేర్',
    swisseph: 'స్విస్ ఎఫెమెరిస్, రెండు సాఫ్ట్‌వేర్ల గ్రహ స్థానాలనూ దీనితోనే సరిచూస్తారు',
  },
  chartLink: 'మీ జాతకాన్ని లోతుగా చూడండి →',
};

export const accuracyWords: Readonly<Record<Language, typeof en>> = { en, hi, ta, te };
