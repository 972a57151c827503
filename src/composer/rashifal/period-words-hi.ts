/**
 * साप्ताहिक, मासिक और वार्षिक राशिफल की हिंदी: हर भाव का उस अवधि के लिए अपना अर्थ (फलदीपिका
 * अ. 26 का गोचर, चंद्र-राशि से गिनकर), जैसा कोई ज्योतिषी सप्ताह, महीने या साल का हाल बताता है।
 * अंग्रेज़ी का अनुवाद नहीं; फल वही, कहने का ढंग अपना।
 */
import { namesHi } from '../../shared/astro-names/hi';
import { isGocharaGood } from '../judgement/classics';
import { rashifalHi, AREA } from './words-hi';
import type { SpanGraha, SpanPeriod } from './period-sky';
import { standingByHouse, type ChangeWords, type PeriodWords, type StayWords } from './period-words';

/** सप्ताह के कुछ दिनों तक किसी भाव में चंद्रमा। */
const MOON: Record<number, string> = {
  1: 'अपनी ज़रूरतें और सेहत सबसे आगे रहेंगी',
  2: 'पैसा, खान-पान और घर की बातें दिनों पर छाई रहेंगी',
  3: 'फ़ोन, भाग-दौड़ और छोटी यात्राएँ आपके हक़ में जाएँगी',
  4: 'घर और माँ आपको पुकारेंगे और मन एकांत चाहेगा',
  5: 'संतान और पढ़ाई मन में घूमती रहेंगी, चिंता को थामकर रखना होगा',
  6: 'विरोधी पीछे हटेंगे और अटके काम निपटेंगे',
  7: 'जीवनसाथी, ग्राहक और साफ़ लेन-देन आपका सबसे अच्छा पक्ष सामने लाएँगे',
  8: 'चंद्राष्टम मन को थकाएगा, इसलिए धीमे चलें',
  9: 'दूसरों के भरोसे की योजनाएँ खिसक सकती हैं और किसी बुज़ुर्ग का साथ सहारा देगा',
  10: 'काम पर सबकी नज़र पड़ेगी और सराहना मिलेगी',
  11: 'लाभ, मित्र और अच्छी ख़बरें आएँगी',
  12: 'ख़र्च बढ़ेगा और नींद का ख़याल रखना ज़रूरी होगा',
};

const JUPITER: Record<number, string> = {
  1: 'बेचैनी, जगह बदलने और अतिरिक्त ख़र्च का योग बनाते हैं',
  2: 'बचत और परिवार की शांति की रक्षा करते हैं',
  3: 'मेहनत का फल धीमा करते हैं और पद बदल सकते हैं',
  4: 'रिश्तेदारों और घर से जुड़ी चिंताएँ देते हैं',
  5: 'संतान, पढ़ाई और अच्छी सलाह पर कृपा करते हैं',
  6: 'विरोधियों और छोटी-मोटी बीमारियों को जगाते हैं',
  7: 'विवाह, साझेदारी और मक़सद वाली यात्राओं के पक्ष में हैं',
  8: 'रास्ते में छिपे ख़र्च और रुकावटें रखते हैं',
  9: 'भाग्य और बड़ों के आशीर्वाद का द्वार खोलते हैं',
  10: 'कार्यस्थल में उथल-पुथल लाते हैं और अहं की परीक्षा लेते हैं',
  11: 'आमदनी बढ़ाते हैं और मनोकामनाएँ पूरी करते हैं',
  12: 'पैसा यात्राओं और दूर की जगहों की ओर ले जाते हैं',
};

const SATURN: Record<number, string> = {
  1: 'साढ़ेसाती का बीच का, सबसे भारी चरण हैं, जिसका बोझ सेहत और आत्मविश्वास पर पड़ता है',
  2: 'साढ़ेसाती का आख़िरी चरण हैं; बचत और वाणी पर दबाव है, पर बोझ उतर रहा है',
  3: 'मेहनत, हिम्मत और अच्छे सहायकों का फल देते हैं',
  4: 'कंटक शनि यानी छोटी ढैया हैं, जो घर और मन की शांति पर भारी पड़ती है',
  5: 'मन को गंभीर बनाते हैं और संतान या पढ़ाई की फ़िक्र देते हैं',
  6: 'डटे रहने वालों के शत्रु हराते हैं और क़र्ज़ उतरवाते हैं',
  7: 'साझेदारी की परीक्षा लेते हैं और यात्राएँ थकाऊ बनाते हैं',
  8: 'अष्टम शनि यानी बड़ी ढैया हैं, इसलिए सेहत सँभालें और जोखिम से बचें',
  9: 'भाग्य और बड़ों की मदद की रफ़्तार धीमी करते हैं',
  10: 'काम पर ऐसी ज़िम्मेदारियाँ लादते हैं जिनका इनाम देर से मिलता है',
  11: 'स्थिर आमदनी और टिकाऊ दोस्ती देते हैं',
  12: 'साढ़ेसाती का पहला चरण हैं, जिसमें ख़र्च बढ़ता है और नींद कच्ची रहती है',
};

/** राहु का भाव; केतु उससे सातवें भाव में। */
const RAHU: Record<number, string> = {
  1: 'अपने बारे में फ़ैसलों को धुँधला करता है, और सातवें भाव का केतु जीवनसाथी से दूरी रखता है',
  2: 'बोली को लापरवाह और भोजन को बेसमय करता है, जबकि आठवें भाव का केतु दबी बातें ऊपर लाता है',
  3: 'ऐसा साहस देता है जो फल लाए, हालाँकि नौवें भाव का केतु पुरानी आस्थाएँ हिलाता है',
  4: 'घर का चैन डगमगाता है, और दसवें भाव का केतु काम को पराया-सा कर देता है',
  5: 'सट्टे की ओर ललचाता है, जबकि ग्यारहवें भाव का केतु लाभ रुक-रुककर आने देता है',
  6: 'शत्रुओं और रोग पर भारी पड़ता है, और बारहवें भाव का केतु मन को एकांत और तीर्थ की ओर मोड़ता है',
  7: 'साझेदारी में उलझन डालता है, और आपकी राशि पर बैठा केतु ख़ुद पर शक जगाता है',
  8: 'अचानक झटकों की चेतावनी देता है, और दूसरे भाव का केतु घर में कड़वे बोल की',
  9: 'अनोखी मान्यताओं की ओर खींचता है, जबकि तीसरे भाव का केतु चुपचाप हिम्मत देता है',
  10: 'काम में महत्वाकांक्षा बढ़ाता है, और चौथे भाव का केतु ध्यान न दें तो घर के मामले पीछे छोड़ देता है',
  11: 'जान-पहचान और अजनबियों के रास्ते लाभ लाता है, और पाँचवें भाव का केतु बच्चों के मामले में सावधानी माँगता है',
  12: 'पैसा और नींद दोनों सोखता है, हालाँकि छठे भाव का केतु विरोधियों को दूर रखता है',
};

const SUN: Record<number, string> = {
  1: 'मिज़ाज गरम और शरीर थका रखता है',
  2: 'धन और आँखों पर ज़ोर डालता है और घर में बोल तीखे करता है',
  3: 'हिम्मत, सफलता और भाई-बहनों की मदद लाता है',
  4: 'घर के सुख और मन की शांति को डगमगाता है',
  5: 'मन को परेशान करता है और संतान की चिंता देता है',
  6: 'शत्रु और रोग दोनों को भगाता है',
  7: 'यात्राएँ थकाऊ बनाता है और साझेदारी में खिंचाव लाता है',
  8: 'थकान, बुख़ार और सरकारी झंझट देता है',
  9: 'बड़ों से अनबन और मन की उदासी लाता है',
  10: 'काम में सफलता और मान-प्रतिष्ठा दिलाता है',
  11: 'आमदनी, सम्मान और अच्छी सेहत देता है',
  12: 'ख़र्च बढ़ाता है और यात्रा पर भेजता है',
};

const DO_WEEK: Record<number, string> = {
  1: 'क्या करें: इस सप्ताह सेहत को पहले रखें, सुबह की सैर और समय पर भोजन के साथ',
  2: 'क्या करें: सप्ताह का बजट बनाएँ और परिवार के साथ बैठकर खाएँ',
  3: 'क्या करें: टलते आ रहे फ़ोन और छोटी मुलाक़ातें निपटा लें',
  4: 'क्या करें: शामें घर को दें और माँ का हाल पूछते रहें',
  5: 'क्या करें: बच्चों की पढ़ाई में हाथ बँटाएँ और थोड़ा समय अपने शौक़ को दें',
  6: 'क्या करें: सूची का सबसे पुराना काम निपटाएँ और डॉक्टर से तय मुलाक़ात न टालें',
  7: 'क्या करें: लोगों से मिलें, साफ़ समझौते करें और जीवनसाथी के लिए समय निकालें',
  8: 'क्या करें: सप्ताह हल्का रखें और केवल पहले से शुरू हुए काम पूरे करें',
  9: 'क्या करें: किसी बुज़ुर्ग की सलाह लें और मंदिर या गुरु के पास जाएँ',
  10: 'क्या करें: सप्ताह का सबसे अहम काम ऐसे समय रखें जब अफ़सरों की नज़र उस पर पड़े',
  11: 'क्या करें: बकाया पैसे की याद दिलाएँ और मदद करने वाले मित्रों को धन्यवाद दें',
  12: 'क्या करें: भरपूर आराम करें, दान दें और ख़र्च पर लगाम रखें',
};

const DONT_WEEK: Record<number, string> = {
  1: 'क्या न करें: पल भर के मूड को पूरे सप्ताह का फ़ैसला न करने दें',
  2: 'क्या न करें: उधार न दें और घर के पैसों पर बहस न करें',
  3: 'क्या न करें: आत्मविश्वास को पड़ोसी से झगड़े में न बदलने दें',
  4: 'क्या न करें: इस सप्ताह ज़मीन या वाहन न ख़रीदें, और दफ़्तर की फ़िक्र घर न लाएँ',
  5: 'क्या न करें: सट्टा न लगाएँ और बच्चों से ऐसे वादे न करें जो निभ न सकें',
  6: 'क्या न करें: क़र्ज़ न लें, और काम के चक्कर में भोजन न छोड़ें',
  7: 'क्या न करें: साथी की हामी को पक्का मानकर न चलें',
  8: 'क्या न करें: यात्रा, ऑपरेशन या नया काम शुरू न करें, और बहस से दूर रहें',
  9: 'क्या न करें: अपनी योजनाएँ किसी और के वादे पर न टिकाएँ',
  10: 'क्या न करें: अफ़सरों के साथ बैठकों में निजी चिंताएँ न ले जाएँ',
  11: 'क्या न करें: मित्र के जोश में आकर जल्दबाज़ी में ख़रीदारी न करें',
  12: 'क्या न करें: बिना सोचे ख़र्च न करें और देर रात तक न जागें',
};

/** महीना और साल, मुख्य भाव से: महीने में सूर्य का, साल में गुरु का। `{span}` = "महीने" या "साल"। */
const DO_LONG: Record<number, string> = {
  1: 'क्या करें: अपनी सेहत और दिनचर्या को इस {span} का पहला काम बनाएँ',
  2: 'क्या करें: धीरे-धीरे बचत बढ़ाएँ और घर के खाने की मेज़ पर शांति बनाए रखें',
  3: 'क्या करें: पहल करें, चिट्ठी-पत्री और वे छोटी यात्राएँ करें जिनसे रास्ते खुलते हैं',
  4: 'क्या करें: बाहर की दौड़ से पहले घर की मरम्मत और माँ की ज़रूरतों पर ध्यान दें',
  5: 'क्या करें: संतान, पढ़ाई और रचनात्मक काम में समय लगाएँ',
  6: 'क्या करें: क़र्ज़ चुकाएँ, लंबित मामले निपटाएँ और सेहत का नियम बनाए रखें',
  7: 'क्या करें: साझेदारियाँ मज़बूत करें और हर समझौते को अक्षरशः निभाएँ',
  8: 'क्या करें: बीमा और बचत करें, और अचानक की ज़रूरत के लिए कुछ अलग रखें',
  9: 'क्या करें: बड़ों से सलाह लें और हो सके तो तीर्थ यात्रा करें',
  10: 'क्या करें: काम में ऊँचा लक्ष्य रखें और नतीजों को बोलने दें',
  11: 'क्या करें: तरक़्क़ी की माँग रखें, जान-पहचान बढ़ाएँ और मित्रों को क़रीब रखें',
  12: 'क्या करें: यात्रा और ख़र्च की योजना पहले से बनाएँ और अच्छे कामों में खुलकर दान दें',
};

const DONT_LONG: Record<number, string> = {
  1: 'क्या न करें: अपने आप से अधीर होकर जल्दबाज़ी के फ़ैसले न लें',
  2: 'क्या न करें: किसी की ज़मानत न लें और घर में पैसे पर कड़वा न बोलें',
  3: 'क्या न करें: छोटी बातों पर भाई-बहनों या पड़ोसियों से न उलझें',
  4: 'क्या न करें: काग़ज़ दो बार जाँचे बिना ज़मीन-जायदाद पर हस्ताक्षर न करें',
  5: 'क्या न करें: जुआ न खेलें और जल्दी मुनाफ़े के पीछे न भागें',
  6: 'क्या न करें: नया क़र्ज़ न लें और बार-बार लौटती तकलीफ़ को अनदेखा न करें',
  7: 'क्या न करें: अनुबंधों में जल्दी न करें और साथी को हल्के में न लें',
  8: 'क्या न करें: सेहत, गाड़ी चलाने और पैसे के मामले में जोखिम न लें',
  9: 'क्या न करें: बड़ों की सलाह न टालें और दूसरों के वादों के भरोसे न रहें',
  10: 'क्या न करें: अफ़सरों से न टकराएँ और काम में कोताही न करें',
  11: 'क्या न करें: मित्रों को इतना उधार न दें कि डूबने पर खल जाए',
  12: 'क्या न करें: आमदनी से आगे ख़र्च न करें और जो बदला न जा सके उसकी फ़िक्र में नींद न गँवाएँ',
};

const QUARTERS = ['जनवरी से मार्च', 'अप्रैल से जून', 'जुलाई से सितंबर', 'अक्तूबर से दिसंबर'];

const house = (n: number) => `${namesHi.houses[n - 1]} भाव`;
const list = (items: string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} और ${items.at(-1)}`);
/** "8 दिसंबर" takes को in a sentence; a time already reads as when ("शाम 6:12 बजे"). */
const on = (when: string) => (when.endsWith('बजे') ? when : `${when} को`);
const between = (s: StayWords) => (s.from && s.to ? `${s.from} से ${s.to} तक` : s.from ? `${s.from} से` : s.to ? `${s.to} तक` : 'पूरे समय');
const spanWord = (p: SpanPeriod) => ({ weekly: 'सप्ताह', monthly: 'महीने', yearly: 'साल' })[p];
const grahaName = (g: SpanGraha) => namesHi.graha[g];
/** Jupiter and Saturn are spoken of with respect (plural verb), as Hindi almanacs do. */
const honoured = (g: SpanGraha) => g === 'Jupiter' || g === 'Saturn';

function change(c: ChangeWords): string {
  const name = grahaName(c.graha);
  const plural = honoured(c.graha);
  const good = isGocharaGood(c.graha, c.house);
  const effect = good ? `${AREA[c.house]} को सहारा ${plural ? 'देंगे' : 'देगा'}` : `${AREA[c.house]} पर दबाव ${plural ? 'डालेंगे' : 'डालेगा'}`;
  switch (c.kind) {
    case 'enters': return `${on(c.when)} ${name} आपके ${house(c.house)} में ${plural ? 'आएँगे' : 'आएगा'} और ${effect}`;
    case 'returns': return `${on(c.when)} वक्री ${name} पीछे लौटकर ${house(c.house)} में फिर ${plural ? 'आएँगे' : 'आएगा'} और ${effect}`;
    case 'retrograde': return `${on(c.when)} ${name} ${house(c.house)} में वक्री ${plural ? 'होंगे' : 'होगा'}, तब ${AREA[c.house]} से जुड़े मामलों को दोबारा परखें`;
    case 'direct': return `${on(c.when)} ${name} ${house(c.house)} में मार्गी ${plural ? 'होंगे' : 'होगा'} और ${AREA[c.house]} से जुड़ी रुकावटें हटने लगेंगी`;
  }
}

export const periodHi: PeriodWords = {
  date: (iso, weekday) => {
    const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
    const day = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
    return `${weekday ? `${namesHi.weekdays[day]}, ` : ''}${d} ${namesHi.months[m - 1]}`;
  },
  dateTime: (iso, hhmm, weekday) => `${periodHi.date(iso, weekday)}, ${rashifalHi.time(hhmm)}`,
  title: (period, name, start, end) => {
    const [y, m, d] = start.split('-').map(Number) as [number, number, number];
    const [y2, m2, d2] = end.split('-').map(Number) as [number, number, number];
    if (period === 'yearly') return `${name} वार्षिक राशिफल ${y}`;
    if (period === 'monthly') return `${name} मासिक राशिफल, ${namesHi.months[m - 1]} ${y}`;
    const from = m === m2 ? `${d}` : y === y2 ? `${d} ${namesHi.months[m - 1]}` : `${d} ${namesHi.months[m - 1]} ${y}`;
    return `${name} साप्ताहिक राशिफल, ${from}–${d2} ${namesHi.months[m2 - 1]} ${y2}`;
  },
  verdict: (period, key) => {
    const span = { weekly: 'सप्ताह', monthly: 'महीना', yearly: 'साल' }[period];
    return { favourable: `शुभ ${span}`, mixed: `मिला-जुला ${span}`, careful: `सावधानी का ${span}` }[key];
  },
  passage: (stays) => {
    const [first, ...rest] = stays;
    const opening = first!.from
      ? `${on(first!.from)} चंद्रमा आपके ${house(first!.house)} में आएगा, जहाँ ${MOON[first!.house]}`
      : `सप्ताह की शुरुआत में चंद्रमा आपके ${house(first!.house)} में है, जहाँ ${MOON[first!.house]}`;
    const moves = rest.map((s) => `${on(s.from!)} वह ${house(s.house)} में पहुँचेगा, जहाँ ${MOON[s.house]}`);
    return `${[opening, ...moves].join('; ')}।`;
  },
  keynote: (s) => `${between(s)} चंद्रमा आपके ${house(s.house)} में रहेगा, और सप्ताह का असली रंग यही दिन तय करेंगे: ${MOON[s.house]}।`,
  slow: (period, j, s, changes) => {
    const base = `इस ${spanWord(period)} की पृष्ठभूमि में आपके ${house(j)} के गुरु ${JUPITER[j]}, और ${house(s)} के शनि ${SATURN[s]}`;
    return `${base}।${changes.length ? ` धीमे ग्रहों में ${changes.map(change).join('; ')}।` : ''}`;
  },
  quick: (changes, standing) => {
    if (changes.length) return `तेज़ ग्रहों में ${changes.map(change).join('; ')}।`;
    const said = standingByHouse(standing).map(({ house: h, good, grahas }) => {
      const [of, aux] = grahas.length > 1 ? ['के', 'रहे हैं'] : ['का', 'रहा है'];
      return `${house(h)} ${of} ${list(grahas.map(grahaName))} ${good ? `${AREA[h]} को सहारा दे ${aux}` : `${AREA[h]} पर दबाव डाल ${aux}`}`;
    });
    return `तेज़ चलने वाले ग्रह पूरे सप्ताह अपनी राशि में टिके हैं: ${said.join('; ')}।`;
  },
  sun: (first, sankranti) =>
    sankranti
      ? `${sankranti.when} तक आपके ${house(first)} का सूर्य ${SUN[first]}; फिर ${sankranti.name} के साथ वह ${house(sankranti.house)} में आकर ${SUN[sankranti.house]}।`
      : `सूर्य पूरे महीने आपके ${house(first)} में रहकर ${SUN[first]}।`,
  quickMonth: (items) => `तेज़ ग्रहों में ${items.map(({ graha, startHouse, changes }) => {
    const name = grahaName(graha);
    const opening = `${name} महीने की शुरुआत में आपके ${house(startHouse)} में ${isGocharaGood(graha, startHouse) ? `${AREA[startHouse]} को सहारा देता है` : `${AREA[startHouse]} पर दबाव डालता है`}`;
    const later = changes.map((c) => {
      const good = isGocharaGood(graha, c.house);
      switch (c.kind) {
        case 'enters': return `${on(c.when)} ${house(c.house)} में जाकर ${good ? `${AREA[c.house]} को सहारा देगा` : `${AREA[c.house]} पर दबाव डालेगा`}`;
        case 'returns': return `${on(c.when)} वक्री चाल से ${house(c.house)} में लौटकर ${good ? `फिर ${AREA[c.house]} को सहारा देगा` : `फिर ${AREA[c.house]} पर दबाव डालेगा`}`;
        case 'retrograde': return `${on(c.when)} वक्री होगा, तब ${AREA[c.house]} से जुड़े मामले दोबारा परखें`;
        case 'direct': return `${on(c.when)} मार्गी होगा, तब ${AREA[c.house]} से जुड़ी रुकावटें हटने लगेंगी`;
      }
    });
    return `${opening}${later.length ? `, फिर ${list(later)}` : ''}`;
  }).join('; ')}।`,
  yearStays: (graha, stays) => {
    const meaning = graha === 'Jupiter' ? JUPITER : graha === 'Saturn' ? SATURN : RAHU;
    const plural = graha !== 'Rahu';
    const name = grahaName(graha);
    const said = new Set<number>();
    const clause = (s: StayWords) => {
      const m = said.has(s.house) ? '' : `, जहाँ वे ${meaning[s.house]}`.replace('वे', plural ? 'वे' : 'वह');
      said.add(s.house);
      return m;
    };
    const [first, ...rest] = stays;
    const opening = `${name} ${rest.length ? 'साल की शुरुआत' : 'पूरा साल'} आपके ${house(first!.house)} में ${rest.length ? 'करते हैं' : 'बिताते हैं'}${clause(first!)}`
      .replace('करते हैं', plural ? 'करते हैं' : 'करता है').replace('बिताते हैं', plural ? 'बिताते हैं' : 'बिताता है');
    const moves = rest.map((s) => `${on(s.from!)} ${s.backwards ? 'वक्री चाल से लौटकर ' : ''}${house(s.house)} में ${plural ? 'आएँगे' : 'आएगा'}${clause(s)}`);
    return `${[opening, ...moves].join('; ')}।`;
  },
  eclipses: (items) => {
    const one = (e: (typeof items)[number]) => {
      const kind = e.kind === 'solar' ? 'सूर्य ग्रहण' : 'चंद्र ग्रहण';
      const tone = [3, 6, 10, 11].includes(e.house) ? `${AREA[e.house]} के लिए शुभ है` : [1, 8].includes(e.house) ? `${AREA[e.house]} पर भारी है` : `${AREA[e.house]} के लिए मिला-जुला है`;
      return `${e.when} का ${kind} आपके ${house(e.house)} में पड़ता है और ${tone}${e.seen ? '; यह भारत में दिखेगा, इसलिए इसका सूतक माना जाएगा' : ', हालाँकि यह भारत में नहीं दिखेगा'}`;
    };
    return `${items.map(one).join('; ')}।`;
  },
  quarter: (index, best, hardest) => {
    const good = best && `${between(best)} ${house(best.house)} का सूर्य ${SUN[best.house]}`;
    const hard = hardest && `${good ? 'जबकि ' : ''}${between(hardest)} ${house(hardest.house)} का सूर्य ${SUN[hardest.house]}`;
    return `${QUARTERS[index]}: ${[good, hard].filter(Boolean).join(', ')}।`;
  },
  doThis: (period, h, festivals) =>
    `${period === 'weekly' ? DO_WEEK[h] : DO_LONG[h]!.replace('{span}', spanWord(period))}${festivals.length ? `; ${list(festivals.map((f) => `${f.name} (${f.when})`))} भी याद रखें` : ''}।`,
  dontThis: (period, h, chandrashtama) => {
    const base = period === 'weekly' ? DONT_WEEK[h]! : DONT_LONG[h]!;
    const days = chandrashtama.map((c) => (c.from && c.to ? `${c.from} से ${c.to} तक` : c.from ? `${c.from} से अगले ${spanWord(period)} तक` : `${c.to} तक`));
    return `${base}${days.length ? `, और चंद्राष्टम में, यानी ${list(days)}, कोई नई शुरुआत न करें` : ''}।`;
  },
  lucky: (colour, number, day) => `${day ? `शुभ दिन: ${day}। ` : ''}शुभ रंग: ${colour}। शुभ अंक: ${number}।`,
};
