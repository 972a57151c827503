import type { doshas as en } from '../en/doshas';
import type { Translation } from '../text';
import { namesHi } from '../../../shared/astro-names/hi';

/** भाव 1–12 तिर्यक रूप में: 'दूसरे भाव में', 'सातवें भाव में'। */
const nth = (n: number) => namesHi.houses[n - 1] ?? `${n}वें`;

export const doshas: Translation<typeof en> = {
  title: 'दोष',
  gloss: 'और उनके उपाय',
  intro:
    'दोष कुंडली का एक योग है, कोई फ़ैसला नहीं, और ज़्यादातर कुंडलियों में कोई न कोई दोष होता है। उपाय पूजा, दान और व्रत की पारंपरिक विधियाँ हैं, जो मन की स्थिरता के लिए की जाती हैं। इनमें से किसी के लिए रत्न या पैसे देकर कराई गई पूजा की ज़रूरत नहीं है।',
  and: ' और ',
  status: {
    present: 'मौजूद',
    cancelled: 'भंग',
    absent: 'मौजूद नहीं',
    partial: 'आंशिक',
    running: 'चल रही है',
    paused: 'विराम',
    notRunning: 'नहीं चल रही',
  },

  mangal: {
    title: 'मंगल दोष',
    gloss: 'कुज दोष',
    inHouse: (house: number, from: string) => `मंगल ${from} ${nth(house)} भाव में है।`,
    from: { lagna: 'आपके लग्न से', moon: 'आपके चंद्रमा से', venus: 'शुक्र से' },
    noneFromMoon: (moon: number, venus: number) =>
      `चंद्रमा और शुक्र से गिनने पर मंगल दोष नहीं है: मंगल चंद्रमा से ${nth(moon)} और शुक्र से ${nth(venus)} भाव में है, और इनमें से कोई भी दोष का भाव (पहला, दूसरा, चौथा, सातवाँ, आठवाँ या बारहवाँ) नहीं है। लग्न से गिनती के लिए जन्म का सही समय चाहिए।`,
    none: (lagna: number, moon: number, venus: number) =>
      `मंगल दोष नहीं है: मंगल आपके लग्न से ${nth(lagna)}, चंद्रमा से ${nth(moon)} और शुक्र से ${nth(venus)} भाव में है, और इनमें से कोई भी दोष का भाव (पहला, दूसरा, चौथा, सातवाँ, आठवाँ या बारहवाँ) नहीं है।`,
    cancelledBy: 'शास्त्रीय अपवादों से यह दोष भंग हो जाता है, इसलिए परंपरा इसके लिए कोई उपाय नहीं बताती:',
    reasons: {
      ownSign: 'मंगल अपनी राशि में है',
      exalted: 'मंगल मकर में उच्च का है',
      houseSign: (house: number, from: string, sign: string) => `${from} ${nth(house)} भाव का मंगल ${sign} में है, जो एक मान्य अपवाद है`,
      jupiterConjunct: 'गुरु मंगल के साथ है',
      jupiterAspect: 'गुरु की मंगल पर दृष्टि है',
      moonConjunct: 'चंद्रमा मंगल के साथ है',
      lagnaLeoAquarius: (lagna: string) => `आपका लग्न ${lagna} है`,
      yogakaraka: (lagna: string) => `${lagna} लग्न के लिए मंगल योगकारक है`,
    },
    common: 'मंगल दोष आम है: लगभग आधी कुंडलियों में मंगल लग्न से इन छह में से किसी भाव में होता है।',
    borderline: 'मंगल राशि की सीमा से एक अंश के भीतर है, इसलिए जन्म समय में थोड़ा फ़र्क़ भी इसे बदल सकता है।',
  },

  kaalSarp: {
    title: 'कालसर्प दोष',
    gloss: 'राहु और केतु के बीच ग्रह',
    full: (house: number, type: string) => `सातों ग्रह राहु और केतु के बीच हैं। राहु आपके ${nth(house)} भाव में है, इसलिए इसका नाम ${type} कालसर्प है।`,
    partial: (house: number, type: string, outside: string) =>
      `सात में से छह ग्रह राहु और केतु के बीच हैं और ${outside} बाहर है: आंशिक ${type} कालसर्प (राहु आपके ${nth(house)} भाव में)। कई पंचांग आंशिक कालसर्प को हल्का मानते हैं, और कुछ इसे गिनते ही नहीं।`,
    none: 'कालसर्प दोष नहीं है: ग्रह राहु-केतु अक्ष के दोनों ओर हैं।',
    degreeRule: 'अंशों से गिना गया है: राहु या केतु की राशि में बैठा ग्रह भीतर है या बाहर, यह इससे तय होता है कि उसका अंश पात के किस ओर पड़ता है।',
    borderline: 'कोई ग्रह राहु या केतु से एक अंश के भीतर है, इसलिए जन्म समय में थोड़ा फ़र्क़ भी इसे बदल सकता है।',
    types: {
      anant: 'अनंत',
      kulik: 'कुलिक',
      vasuki: 'वासुकी',
      shankhpal: 'शंखपाल',
      padma: 'पद्म',
      mahapadma: 'महापद्म',
      takshak: 'तक्षक',
      karkotak: 'कर्कोटक',
      shankhachood: 'शंखचूड़',
      ghatak: 'घातक',
      vishdhar: 'विषधर',
      sheshnag: 'शेषनाग',
    },
  },

  sadeSati: {
    title: 'साढ़ेसाती',
    gloss: 'शनि के साढ़े सात वर्ष',
    now: {
      rising: (sign: string) => `शनि ${sign} में है, आपकी चंद्र राशि से बारहवीं राशि में: साढ़ेसाती का पहला चरण।`,
      peak: (sign: string) => `शनि आपकी चंद्र राशि ${sign} में है: साढ़ेसाती का बीच का चरण।`,
      setting: (sign: string) => `शनि ${sign} में है, आपकी चंद्र राशि से दूसरी राशि में: साढ़ेसाती का आख़िरी चरण।`,
    },
    thisPhase: (start: string, end: string) => `यह चरण: ${start} – ${end}।`,
    paused: (sign: string, back: string) => `साढ़ेसाती चल रही है, पर अभी शनि ${sign} में है, उसकी तीन राशियों से बाहर: ${back} तक विराम।`,
    next: (sign: string, start: string, end: string) =>
      `अभी साढ़ेसाती नहीं चल रही। अगली साढ़ेसाती ${start} को शुरू होगी, जब शनि आपकी चंद्र राशि से बारहवीं राशि ${sign} में जाएगा, और ${end} को पूरी होगी।`,
    common: 'साढ़ेसाती हर किसी के जीवन में लगभग हर तीस साल में आती है, और बीत जाती है। परंपरा इसे धैर्य, लगन से काम और अपनी सेहत व आदतों का ध्यान रखने का समय मानती है।',
    phases: { rising: 'पहला चरण', peak: 'बीच का चरण', setting: 'आख़िरी चरण' },
    saturnIn: (sign: string) => `शनि ${sign} में`,
    nowBadge: 'अभी',
    overlap: 'हर चरण शनि के उस राशि में पहली बार आने से आख़िरी बार निकलने तक गिना गया है, इसलिए जहाँ वक्री शनि पीछे लौटता है, वहाँ चरण एक-दूसरे में मिल जाते हैं।',
    moves: 'हर राशि परिवर्तन',
    returning: 'वक्री वापसी',
    pause: 'विराम',
    dhaiya: {
      4: (sign: string, start: string, end: string) => `ढैय्या, जिसे कंटक शनि भी कहते हैं: ${start} से ${end} तक शनि ${sign} में, आपकी चंद्र राशि से चौथी राशि में।`,
      8: (sign: string, start: string, end: string) => `ढैय्या, जिसे अष्टम शनि भी कहते हैं: ${start} से ${end} तक शनि ${sign} में, आपकी चंद्र राशि से आठवीं राशि में।`,
    },
  },

  debility: {
    title: 'नीच ग्रह',
    gloss: 'बिना नीचभंग के',
    stands: (house: number, graha: string, sign: string) =>
      `${graha} ${sign} में है, जो उसकी नीच राशि है, आपके ${nth(house)} भाव में, और नीचभंग का कोई भी शास्त्रीय नियम लागू नहीं होता।`,
    cancelled: (graha: string, sign: string) => `${graha} ${sign} में नीच का है, पर उसका नीचभंग होता है:`,
    rules: {
      dispositorInKendra: (lord: string, sign: string) => `${sign} का स्वामी ${lord} आपके लग्न या चंद्रमा से केंद्र में है`,
      exaltationLordInKendra: (lord: string, graha: string) => `जिस राशि में ${graha} उच्च का होता है, उसका स्वामी ${lord} आपके लग्न या चंद्रमा से केंद्र में है`,
      exaltedThereInKendra: (planet: string, sign: string) => `${sign} में उच्च का होने वाला ${planet} आपके लग्न या चंद्रमा से केंद्र में है`,
      dispositorJoinsOrAspects: (lord: string, graha: string) => `राशि का स्वामी ${lord} ${graha} के साथ है या उस पर दृष्टि डालता है`,
      exaltedInNavamsa: (graha: string) => `${graha} नवांश में उच्च का है`,
    },
    none: 'आपकी कुंडली में कोई ग्रह नीच का नहीं है।',
  },

  remedies: {
    title: 'पारंपरिक उपाय',
    mantra: 'मंत्र',
    charity: 'दान',
    fast: 'व्रत',
    beej: {
      Sun: 'ॐ ह्रां ह्रीं ह्रौं सः सूर्याय नमः',
      Moon: 'ॐ श्रां श्रीं श्रौं सः चंद्रमसे नमः',
      Mars: 'ॐ क्रां क्रीं क्रौं सः भौमाय नमः',
      Mercury: 'ॐ ब्रां ब्रीं ब्रौं सः बुधाय नमः',
      Jupiter: 'ॐ ग्रां ग्रीं ग्रौं सः गुरवे नमः',
      Venus: 'ॐ द्रां द्रीं द्रौं सः शुक्राय नमः',
      Saturn: 'ॐ प्रां प्रीं प्रौं सः शनैश्चराय नमः',
      Rahu: 'ॐ भ्रां भ्रीं भ्रौं सः राहवे नमः',
      Ketu: 'ॐ स्रां स्रीं स्रौं सः केतवे नमः',
    },
    mantras: {
      'hanuman-chalisa': 'हनुमान चालीसा',
      'maha-mrityunjaya': 'महामृत्युंजय मंत्र (ॐ त्र्यम्बकं यजामहे…)',
      'shani-stotra': 'राजा दशरथ कृत शनि स्तोत्र',
    },
    times: (count: number) => (count === 108 ? '108 बार, एक माला' : count === 1 ? 'एक बार' : `${count} बार`),
    everyDay: 'हर दिन',
    onDay: (day: string) => `हर ${day}`,
    total: (total: string) => `पूरे अनुष्ठान में कुल ${total}`,
    given: (items: string, day: string) => `${items}, ${day} को`,
    fastOn: (day: string) => `हर ${day} सादा व्रत`,
    alsoOn: (observance: string) => `और ${observance} को भी`,
    charityItems: {
      wheat: 'गेहूँ',
      jaggery: 'गुड़',
      copper: 'ताँबा',
      rice: 'चावल',
      milk: 'दूध',
      'white-cloth': 'सफ़ेद कपड़ा',
      'red-lentils': 'मसूर दाल',
      'red-cloth': 'लाल कपड़ा',
      'green-gram': 'हरी मूँग',
      'green-cloth': 'हरा कपड़ा',
      'chana-dal': 'चने की दाल',
      turmeric: 'हल्दी',
      'yellow-cloth': 'पीला कपड़ा',
      curd: 'दही',
      'black-sesame': 'काले तिल',
      'mustard-oil': 'सरसों का तेल',
      'black-cloth': 'काला कपड़ा',
      'black-gram': 'उड़द',
      blanket: 'कंबल',
      sesame: 'तिल',
    },
    weekdays: { 0: 'रविवार', 1: 'सोमवार', 2: 'मंगलवार', 3: 'बुधवार', 4: 'गुरुवार', 5: 'शुक्रवार', 6: 'शनिवार' },
  },
};
