/**
 * Hindi wording of the natal readings (career, love, health, life): the topic's house, its lord
 * and its strength, the karaka, yogas, Mangal dosha and navamsa, Jupiter and Saturn now, the dated
 * windows ahead (named by महादशा and अंतर्दशा), the advice of the person's time of life, the chart
 * overview and the dasha story. Story templates alternate between the life and the yearly reading,
 * as in English, so the two never share a sentence.
 */
import type { Graha } from '../../../../../astro/zodiac';
import type { Block, GrahaNote, SlowNow, TopicKind, Window } from '../../judgement/plan';
import { aspectsHouse } from '../../judgement/windows';
import type { BlockWriters } from '../locale';
import { DASHA_THEMES_HI, GRAHA_LORE_HI, HOUSE_SHORT_HI, NAKSHATRA_DEITY_HI, SIGN_LORE_HI, YOGA_HI } from './lore';
import type { HiCtx, NamesHi } from './names';
import { SIGNS_HI, bhava, dayMonthYearHi, grahaHi, listHi, monthYearHi, sayHi } from './names';

type B<K extends Block['kind']> = Extract<Block, { kind: K }>;

export const NATAL_POOLS = {
  careerHouse: [
    '{name} जी, काम-काज सबसे पहले दसवें भाव से देखा जाता है, जिसे {text} कहते हैं, और आपका दसवाँ भाव {sign} राशि का है: [यह|यह राशि] काम में {themes} [लाती है|देती है]।',
    '{name} जी, आपकी कुंडली में दसवाँ भाव, यानी {text}, {sign} राशि में है, [इसलिए|सो] आपके काम करने के ढंग में {themes} [दिखती है|झलकती है]।',
  ],
  loveHouse: [
    '{name} जी, विवाह और साझेदारी सातवें भाव से देखे जाते हैं, जिसे {text} कहते हैं, और आपका सातवाँ भाव {sign} राशि का है: रिश्तों में {themes} [अहम है|का रंग रहता है]।',
    '{name} जी, आपकी कुंडली में सातवाँ भाव, यानी {text}, {sign} राशि में है, [इसलिए|सो] प्रेम में {themes} [सबसे ज़्यादा मायने रखती है|सबसे अहम है]।',
  ],
  healthHouse: [
    '{name} जी, सेहत सबसे पहले लग्न से देखी जाती है, जिसे {text} कहते हैं, और आपका लग्न {sign} है: आपकी शरीर-प्रकृति में {themes} [झलकती है|दिखती है]।',
    '{name} जी, आपकी कुंडली का लग्न, यानी {text}, {sign} राशि का है, [जो आपकी जीवनी-शक्ति को|जो शरीर को] {themes} का रंग देता है।',
  ],
  careerSign: ['[परंपरा से|शास्त्रों के हिसाब से] ऐसे दसवें भाव के लिए {themes} [अच्छे क्षेत्र हैं|ठीक बैठते हैं]।', 'आपके लिए {themes} [जैसे क्षेत्र|से जुड़े काम] [अच्छे रहते हैं|फलते हैं]।'],
  loveSign: ['रिश्ते को आपके लिए {themes} [सींचते हैं|मज़बूत रखते हैं]।', 'प्रेम और विवाह में आपको {themes} [चाहिए|की तलाश रहती है]।'],
  healthSign: ['कालपुरुष के शरीर में {sign} राशि {themes} से जुड़ी है, [इसलिए इनका ध्यान पहले रखें|थकान पहले यहीं दिखती है]।', '{sign} राशि {themes} की राशि है: [इन्हें आराम और हलचल दोनों दें|इनकी देखभाल पहले करें]।'],
  lordIn: [
    '{role} के स्वामी {graha} आपके {house} भाव में बैठे हैं, [इसलिए|सो] {role2} का फल {short} से जुड़ता है।',
    '{graha}, जो {role} के स्वामी हैं, {house} भाव में गए हैं: [{role2} की राह|आपका {role2}] {short} से होकर [जाती है|गुज़रता है]।',
  ],
  lordStrong: ['{graha} वहाँ [बलवान हैं|मज़बूत हैं]{notes}, इसलिए {house2} भाव का वादा [पूरा होता है|भरोसेमंद है]।', '{graha} अच्छी स्थिति में हैं{notes}, सो {house2} भाव [सुरक्षित है|अच्छा फल देता है]।'],
  lordMiddle: ['{graha} वहाँ [न बहुत बली हैं, न कमज़ोर|बीच की ताक़त में हैं]{notes}, इसलिए {house2} भाव का फल मेहनत के अनुपात में मिलता है।'],
  lordWeak: ['{graha} वहाँ [दबाव में हैं|सहज नहीं हैं]{notes}, इसलिए {house2} भाव के मामले देर से पकते हैं; [धैर्य और लगातार मेहनत|सचेत प्रयास] इस कमी को भरता है।'],
  empty: ['{house} भाव में कोई ग्रह नहीं है, [इसलिए|सो] उसके स्वामी की स्थिति ही {short} की कहानी कहती है।', '{house} भाव ख़ाली है, जो आम बात है: {short} का फल उसके स्वामी से तय होता है।'],
  occupants: ['{house} भाव में {list} बैठे हैं, जो उसमें {themes} जोड़ते हैं।', '[आपके|कुंडली के] {house} भाव में {list} हैं: [इससे|इनसे] {themes} का रंग आता है।'],
  glance: ['{house} भाव पर {graha} की दृष्टि भी है, जो {themes} [जोड़ती है|लाती है]।', '{graha} अपनी जगह से {house} भाव को देखते हैं, [जिससे|और] {themes} [मिलता है|जुड़ता है]।'],
  karaka: [
    '{themes} के कारक {graha} आपके {house} भाव में हैं, [इसलिए|सो] {short} भी इस विषय से जुड़ते हैं।',
    'कारक ग्रह {graha}, जो {themes} के स्वामी माने जाते हैं, {house} भाव में बैठे हैं: {short} से इनका नाता बनता है।',
  ],
  karakaStrong: ['वे [बलवान हैं|अच्छी स्थिति में हैं], जो {themes} के लिए [बड़ी पूँजी है|अच्छा सहारा है]।'],
  karakaWeak: ['वे [कमज़ोर हैं|दबाव में हैं], इसलिए {themes} में [सचेत प्रयास चाहिए|धीरज काम आएगा]।'],
  jaimini: ['जैमिनी पद्धति में आपके {role} {graha} हैं, जो {house} भाव में हैं और {themes} की ओर [इशारा करते हैं|झुकाव देते हैं]।'],
  yogaFull: ['आपकी कुंडली में {text} भी है, जो {themes} का [वादा करता है|फल देता है]।', '{text} भी इस विषय को छूता है, और {themes} देता है।'],
  yogaWeak: ['{text} भी बनता है, पर [कमज़ोर रूप में|अधूरा], इसलिए {themes} [थोड़े रूप में|धीरे-धीरे] मिलेगा।'],
  mangalNone: ['मंगल लग्न, चंद्रमा और शुक्र, तीनों से गिनने पर {text} के भावों से बाहर हैं, [इसलिए यह दोष नहीं बनता|सो चिंता की बात नहीं]।'],
  mangalCancelled: ['{themes} से गिनने पर मंगल {text} के भाव में हैं, पर यह दोष [भंग हो जाता है|रद्द होता है], क्योंकि {lord}।'],
  mangalPresent: ['{themes} से गिनने पर {text} बनता है, [इसलिए रिश्ते में ग़ुस्से और जल्दबाज़ी पर लगाम रखें|सो कुंडली मिलान ध्यान से करें]; यह आपकी ख़ुशी पर फ़ैसला नहीं, बस सावधानी का संकेत है।'],
  navamsa: ['आपकी {text} में शुक्र {sign} राशि में और सातवें भाव के स्वामी {sign2} राशि में हैं, [इसलिए|सो] रिश्ता समय के साथ {love} से गहराता है।'],
  sixth: ['रोग और उससे लड़ने की ताक़त का छठा भाव {graha} के अधीन है, जो आपके {house} भाव में बैठे हैं: {text}।'],
  eighth: ['आयु और लंबे दबाव का आठवाँ भाव {graha} का है, जो {house} भाव में हैं: {text}।'],
  focus: ['{themes} के लिए सबसे ज़्यादा ध्यान {graha} को चाहिए, जो आपके {house} भाव में हैं और {text} के कारक हैं; नीचे दिया उपाय इन्हीं के लिए है।'],
  nowTouches: [
    'इस समय {graha} {sign} राशि में हैं, [जो|यानी] लग्न से {house} भाव, और {date} तक वहाँ रहकर {house2} भाव पर असर रखेंगे; [यह|इससे] {themes} को {verdict}।',
    '{date} तक {graha} का गोचर {sign} राशि में है, आपके {house} भाव में, जहाँ से वे {house2} भाव को छूते हैं: {themes} को {verdict}।',
  ],
  nowTouchesMoon: [
    'इस समय {graha} {sign} राशि में हैं, यानी आपकी राशि से {house} भाव, और {date} तक वहाँ रहकर चंद्र से {house2} भाव पर असर रखेंगे; इससे {themes} को {verdict}।',
    '{date} तक {graha} का गोचर {sign} राशि में है, आपकी राशि से {house} भाव में, जहाँ से वे चंद्र से {house2} भाव को छूते हैं: {themes} को {verdict}।',
  ],
  nowPair: [
    'गोचर में गुरु आपकी राशि से {house} भाव में और शनि {house2} भाव में हैं: {text}।',
    'अभी गुरु चंद्र से {house} भाव में और शनि {house2} भाव में चल रहे हैं, [यानी|सो] {text}।',
  ],
  nowSade: ['शनि इस समय {sign} राशि में, आपकी राशि से {house} भाव में हैं, यानी {text}: नींद, आराम और नियम पर ध्यान दें।'],
  windowLater: [
    '{month} से {month2} तक {md} महादशा में {ad} की अंतर्दशा {themes} के लिए [अच्छा समय खोलती है|अनुकूल है], क्योंकि {text}।',
    '{md} महादशा के भीतर {ad} अंतर्दशा, {month} से {month2} तक, {themes} का [अवसर|समय] है: {text}।',
  ],
  windowNow: ['अभी से {month2} तक चल रही {ad} अंतर्दशा ({md} महादशा में) {themes} के लिए [अनुकूल है|रास्ता खोलती है], क्योंकि {text}।'],
  windowCare: ['{month} से {month2} तक {md} महादशा में {ad} की अंतर्दशा {themes} पर [ध्यान माँगती है|सावधानी चाहती है], क्योंकि {text}।'],
  windowCareNow: ['अभी से {month2} तक चल रही {ad} अंतर्दशा ({md} महादशा में) {themes} पर [ध्यान माँगती है|सावधानी चाहती है], क्योंकि {text}।'],
  windowTransit: ['उसी समय {date} से {date2} तक {graha} {sign} राशि से आपके {house} भाव में गोचर करेंगे, जो इस अवसर को [और पक्का करता है|बल देता है]।'],
  windowStrain: ['उसी समय {date} से {date2} तक {graha} का गोचर {sign} राशि में रहेगा, इसलिए उन महीनों में [अपना ख़याल ज़्यादा रखें|आराम को टालें नहीं]।'],
  windowDouble: ['उस दौरान गुरु और शनि दोनों दसवें भाव को छूते हैं, जिसे दोहरा गोचर कहते हैं: करियर में बदलाव का [पक्का संकेत|मज़बूत योग]।'],
  windowBest: ['{date} तक की अवधि में {themes} के लिए [यही सबसे अच्छा समय है|इसी समय पर सबसे ज़्यादा भरोसा करें]।'],
  windowNone: ['{date} तक कोई अंतर्दशा {themes} के लिए ख़ास अवसर नहीं खोलती, [इसलिए यह धीरे-धीरे नींव मज़बूत करने का समय है|सो लगातार मेहनत ही रास्ता है]।'],
  stageCareer: ['{n} की उम्र में [अनुभव और हुनर|मेहनत और धैर्य] ही आपकी पूँजी है: {themes} जैसे क्षेत्रों में [आगे बढ़ने|पहचान बनाने] पर ध्यान दें।', '{n} साल की उम्र में [करियर की दिशा|काम की राह] {themes} की ओर [सोच-समझकर|धीरज से] बढ़ाएँ।'],
  stageLove: ['{n} की उम्र में [रिश्तों में धीरज और खुलापन|मन की बात साफ़ कहना] सबसे ज़्यादा काम आता है।', '{n} साल की उम्र में प्रेम [साथ बिताए समय|छोटी-छोटी परवाह] से ही गहराता है।'],
  stageHealth: ['{n} की उम्र में [नियमित नींद, सादा भोजन और रोज़ की सैर|रोज़ थोड़ी कसरत और समय पर भोजन] किसी भी उपाय से ज़्यादा असर करते हैं।', '{n} साल की उम्र में शरीर के छोटे संकेतों को [अनदेखा न करें|समय पर सुनें]।'],
  stageLife: ['{n} की उम्र में [जीवन का यह अध्याय|यह दौर] [नींव पक्की करने|सोच-समझकर आगे बढ़ने] का है।', '{n} साल की उम्र में [अपने अनुभव पर भरोसा रखें|जो सीखा है उसे काम में लाएँ]।'],
  toneBright: ['{themes} के लिए समय [आपके पक्ष में है|अच्छा है], [आगे बढ़िए|पहल कीजिए]।'],
  toneSteady: ['{themes} में [लगातार मेहनत|धीरज] का फल मिलेगा।'],
  toneMixed: ['{themes} में [समय देखकर|सोच-समझकर] क़दम उठाइए।'],
  toneCareful: ['{themes} में [धीरे चलिए|जल्दबाज़ी न कीजिए] और जो है उसे सँभालिए।'],
  stageWindow: ['[सबसे अच्छा अवसर|अगला अच्छा समय] {month} से {month2} तक है: {themes} से जुड़ी [योजनाएँ तब के लिए रखें|तैयारी अभी से करें]।'],
  stageWindowCare: ['{month} से {month2} तक {themes} पर [ज़्यादा ध्यान दें|सावधानी रखें]।'],
  lagnaRising: ['{name} जी, आपका {text} {sign} है, जो आपको {themes} देता है।', '{name} जी, आपके जन्म के समय पूर्व में {sign} राशि उदय हो रही थी, यानी आपका {text} {sign} है: स्वभाव में {themes} [झलकती है|दिखती है]।'],
  lagnaLord: ['लग्न के स्वामी {graha} आपके {house} भाव में हैं, [इसलिए|सो] जीवन का ध्यान {short} पर रहता है।'],
  moonSign: ['आपकी चंद्र राशि {sign} है और जन्म नक्षत्र {nak}, जिसके देवता {text} हैं।'],
  strongest: ['आपकी कुंडली के सबसे बलवान ग्रह {graha} हैं, जो {house} भाव में{notes} बैठे हैं और आपको {themes} देते हैं।'],
  strongPair: ['{graha} भी {house} भाव में मज़बूत हैं और {themes} देते हैं।'],
  weakest: ['सबसे कमज़ोर ग्रह {graha} हैं, जो {house} भाव में{notes} हैं; इनका सबक़ है {themes} का।'],
  neechaBhanga: ['{graha} नीच राशि में हैं, पर उनका {text} हो गया है, यानी शुरुआती संघर्ष के बाद वही ताक़त बनते हैं।'],
  atmakaraka: ['जैमिनी पद्धति में आपके आत्मकारक {graha} हैं: आत्मा का सबक़ {themes} का है।'],
  lifeYogaFirst: ['आपकी कुंडली का सबसे ख़ास योग {text} है, जो {graha} से बनता है और {themes} देता है।'],
  lifeYogaFull: ['{graha} से {text} भी बनता है, जो {themes} देता है।', 'इसके साथ {text} ({graha}) {themes} का वादा करता है।'],
  lifeYogaWeak: ['{text} ({graha}) भी है, पर कमज़ोर रूप में, इसलिए {themes} थोड़ा-थोड़ा मिलेगा।'],
  lifeYogaHard: ['{text} भी बनता है, जो कभी-कभी मन को अकेला महसूस कराता है; अच्छी संगत और प्रार्थना इसका उपाय है।'],
  storyMd: [
    'आपकी {md} महादशा {date} से {date2} तक चलेगी; {graha} आपके {house} भाव में बैठे हैं और {text} के स्वामी हैं, [इसलिए|सो] ये साल {themes} के हैं।',
    '{date} से आप {md} की महादशा में हैं, जो {date2} तक रहेगी: {house} भाव में बैठे और {text} के स्वामी {graha} {themes} [लाते हैं|पर ज़ोर देते हैं]।',
  ],
  storyMdNode: [
    'आपकी {md} महादशा {date} से {date2} तक चलेगी; {graha} आपके {house} भाव में हैं, [इसलिए|सो] ये साल {themes} के हैं।',
    '{date} से {date2} तक {md} की महादशा है, और {house} भाव के {graha} {themes} [लाते हैं|की ओर ले जाते हैं]।',
  ],
  storyStrong: ['{graha} आपकी कुंडली में बलवान हैं, इसलिए यह दशा {short} में [अच्छे फल देती है|सहारा देती है]।', 'मज़बूत {graha} की यह दशा {short} में [अच्छा फल देगी|उन्नति लाएगी]।'],
  storyWeak: ['{graha} आपकी कुंडली में कमज़ोर हैं, इसलिए इस दशा में {short} में धीरज रखना होगा।', 'कमज़ोर {graha} की दशा में {short} [मेहनत से ही सधेंगे|धीरे-धीरे बनेंगे]।'],
  storyAd: ['इसके भीतर {ad} की अंतर्दशा {date} तक चलेगी, जो {house} भाव से {themes} [लाती है|पर ध्यान देती है]।', 'अभी {ad} की अंतर्दशा है, {date} तक, और {house} भाव में बैठे {graha} {themes} की ओर [मोड़ते हैं|ले जाते हैं]।'],
  storyNext: ['{date} से {ad} की अंतर्दशा शुरू होगी, जो {themes} लाएगी।', 'अगली अंतर्दशा {ad} की है, {date} से, जिसमें {themes} [आगे आएँगे|की बात होगी]।'],
  storyLater: ['{date} से {md} की महादशा आएगी, लगभग {n} साल की, जब {house} भाव के {graha} {themes} लाएँगे।', 'उसके बाद {date} से {n} साल की {md} महादशा है: {house} भाव के स्वामी ग्रह के रूप में {graha} {themes} पर ज़ोर देंगे।'],
  storyAfter: ['फिर {date} से {md} की महादशा, जिसमें {house} भाव के {graha} {short} की ओर ले जाएँगे।', 'उसके बाद {date} से {md} महादशा {short} पर ध्यान ले जाएगी।'],
} as const;

const P = NATAL_POOLS;

const TOPIC_HI: Record<TopicKind, readonly string[]> = {
  career: ['करियर में तरक़्क़ी और पहचान', 'पदोन्नति या नई भूमिका', 'पेशेवर उन्नति'],
  love: ['विवाह और प्रतिबद्धता', 'प्रेम और साझेदारी', 'स्थायी रिश्ते'],
  health: ['सेहत और ताक़त', 'जीवनी-शक्ति और रिकवरी', 'शरीर को मज़बूत करने'],
};
const CARE_HI = ['सेहत और आराम', 'ऊर्जा और दिनचर्या'];
const LIFE_HI = ['आने वाले सालों', 'आगे के रास्ते'];
const ROLE: Record<TopicKind, [string, string]> = { career: ['दसवें भाव', 'करियर'], love: ['सातवें भाव', 'विवाह'], health: ['लग्न', 'सेहत'] };
const NOTE_HI: Record<GrahaNote, string> = {
  exalted: 'उच्च के', moolatrikona: 'मूलत्रिकोण में', own: 'अपनी राशि में', debilitated: 'नीच के', 'neecha-bhanga': 'नीचभंग के साथ',
  'dig-bala': 'दिग्बल के साथ', vargottama: 'वर्गोत्तम', combust: 'अस्त', retrograde: 'वक्री',
};
const MANGAL_REASON_HI: Record<string, string> = {
  'own-sign': 'मंगल अपनी राशि में हैं', exalted: 'मंगल उच्च के हैं', 'jupiter-conjunct': 'गुरु मंगल के साथ हैं', 'jupiter-aspect': 'गुरु की दृष्टि मंगल पर है',
  'moon-conjunct': 'चंद्रमा मंगल के साथ हैं', 'lagna-leo-aquarius': 'आपका लग्न सिंह या कुंभ है', 'mars-yogakaraka': 'आपके लग्न के लिए मंगल योगकारक हैं',
};

const notes = (n: readonly GrahaNote[]) => (n.length ? ` (${listHi(n.slice(0, 2).map((x) => NOTE_HI[x]))})` : '');
const band = (s: number) => (s > 2 ? 'strong' : s < -2 ? 'weak' : 'middle');
const pairOf = (ctx: HiCtx, list: readonly string[]) => listHi(ctx.pen.shuffle(list).slice(0, 2));

function monthsOf(start: string, end: string): { month: string; month2: string } {
  const a = monthYearHi(start);
  const b = monthYearHi(end);
  return a === b ? { month: dayMonthYearHi(start), month2: dayMonthYearHi(end) } : { month: a, month2: b };
}

function nowPart(ctx: HiCtx, now: readonly SlowNow[], main: number, topic: TopicKind | 'life'): string[] {
  const { pen, names } = ctx;
  const out: string[] = [];
  const rest: SlowNow[] = [];
  for (const s of now) {
    if (topic === 'health' && s.graha === 'Saturn' && [12, 1, 2, 8].includes(s.houseFromMoon)) {
      const phase = s.houseFromMoon === 8 ? names.term('अष्टम शनि', 'चंद्र से आठवें शनि') : names.term('साढ़ेसाती', 'चंद्रमा पर शनि के साढ़े सात साल');
      out.push(sayHi(ctx, P.nowSade, { sign: SIGNS_HI[s.sign]!, house: bhava(s.houseFromMoon), text: phase }));
      continue;
    }
    // As in English: the house from the lagna first, else the same house counted from the Moon.
    const fromLagna = s.houseFromLagna === main || aspectsHouse(s.graha, s.houseFromLagna, main);
    const fromMoon = !fromLagna && (s.houseFromMoon === main || aspectsHouse(s.graha, s.houseFromMoon, main));
    if (s.touches && topic !== 'life' && (fromLagna || fromMoon)) {
      out.push(sayHi(ctx, fromLagna ? P.nowTouches : P.nowTouchesMoon, {
        graha: names.graha(s.graha), sign: SIGNS_HI[s.sign]!, house: bhava(fromLagna ? s.houseFromLagna : s.houseFromMoon), house2: bhava(main), date: s.until ? dayMonthYearHi(s.until) : 'उनके ठहराव के अंत',
        themes: pen.pick(TOPIC_HI[topic as TopicKind]), verdict: s.helps ? 'बल मिलेगा' : 'धीरज की ज़रूरत होगी',
      }));
    } else rest.push(s);
  }
  if (rest.length === 2) {
    const [j, sa] = rest as [SlowNow, SlowNow];
    const text = j.helps && sa.helps ? 'दोनों साथ दे रहे हैं' : !j.helps && !sa.helps ? 'दोनों में से कोई आसान नहीं, इसलिए योजनाएँ छोटी रखें' : j.helps ? 'गुरु मदद कर रहे हैं, जबकि शनि धीरज माँगते हैं' : 'शनि मेहनत का फल दे रहे हैं, जबकि गुरु धीरज माँगते हैं';
    out.push(sayHi(ctx, P.nowPair, { house: bhava(j.houseFromMoon), house2: bhava(sa.houseFromMoon), text }));
  }
  return out;
}

function topicWriter(b: B<'natal-topic'>, ctx: HiCtx): string {
  const { pen, names, facts } = ctx;
  const name = facts.person.firstName;
  const lore = SIGN_LORE_HI[b.sign]!;
  const out: string[] = [];
  const sign = SIGNS_HI[b.sign]!;
  if (b.topic === 'career') {
    out.push(sayHi(ctx, P.careerHouse, { name, sign, text: names.term('कर्म भाव', 'कर्म का घर'), themes: pen.pick(lore.nature) }));
    out.push(sayHi(ctx, P.careerSign, { themes: pairOf(ctx, lore.careers) }));
  } else if (b.topic === 'love') {
    out.push(sayHi(ctx, P.loveHouse, { name, sign, text: names.term('कलत्र भाव', 'जीवनसाथी का घर'), themes: pen.pick(lore.nature) }));
    out.push(sayHi(ctx, P.loveSign, { themes: pairOf(ctx, lore.love) }));
  } else {
    out.push(sayHi(ctx, P.healthHouse, { name, sign, text: names.term('तनु भाव', 'शरीर का घर'), themes: pen.pick(lore.nature) }));
    out.push(sayHi(ctx, P.healthSign, { sign, themes: lore.body }));
  }
  const [role, role2] = ROLE[b.topic];
  out.push(sayHi(ctx, P.lordIn, { role, role2, graha: names.graha(b.lord), house: bhava(b.lordHouse), short: pen.pick(HOUSE_SHORT_HI[b.lordHouse]!) }));
  const lb = band(b.lordScore);
  out.push(sayHi(ctx, lb === 'strong' ? P.lordStrong : lb === 'weak' ? P.lordWeak : P.lordMiddle, { graha: grahaHi(b.lord), notes: notes(b.lordNotes), house2: bhava(b.house) }));
  const short = pen.pick(HOUSE_SHORT_HI[b.house]!);
  if (b.occupants.length) out.push(sayHi(ctx, P.occupants, { house: bhava(b.house), list: listHi(b.occupants.map(grahaHi)), themes: pen.pick(GRAHA_LORE_HI[b.occupants[0]!].gifts) }));
  else out.push(sayHi(ctx, P.empty, { house: bhava(b.house), short }));
  const glancer = b.aspectedBy[0];
  if (glancer) out.push(sayHi(ctx, P.glance, { house: bhava(b.house), graha: grahaHi(glancer), themes: pen.pick(GRAHA_LORE_HI[glancer].gifts) }));
  if (b.karaka !== b.lord || b.topic === 'love') {
    out.push(sayHi(ctx, P.karaka, { graha: names.graha(b.karaka), house: bhava(b.karakaHouse), themes: pen.pick(GRAHA_LORE_HI[b.karaka].karakas), short: pen.pick(HOUSE_SHORT_HI[b.karakaHouse]!) }));
    const kb = band(b.karakaScore);
    if (kb !== 'middle') out.push(sayHi(ctx, kb === 'strong' ? P.karakaStrong : P.karakaWeak, { themes: pen.pick(TOPIC_HI[b.topic]) }));
  }
  if (b.jaimini) {
    const role3 = b.jaimini.role === 'amatyakaraka' ? 'अमात्यकारक (काम के सलाहकार ग्रह)' : 'दाराकारक (जीवनसाथी के ग्रह)';
    out.push(sayHi(ctx, P.jaimini, { role: role3, graha: grahaHi(b.jaimini.graha), house: bhava(b.jaimini.house), themes: pen.pick(GRAHA_LORE_HI[b.jaimini.graha].gifts) }));
  }
  for (const y of b.yogas.slice(0, 2)) {
    const lore2 = YOGA_HI[y.key] ?? { name: 'एक विशेष योग', gives: ['अपने भावों को ख़ास फल'] };
    out.push(sayHi(ctx, y.strength === 'full' ? P.yogaFull : P.yogaWeak, { text: lore2.name, themes: pen.pick(lore2.gives) }));
  }
  if (b.mangal) {
    const m = b.mangal;
    const term = names.term('मांगलिक दोष', 'विवाह पर मंगल का असर');
    const from = listHi((['lagna', 'moon', 'venus'] as const).filter((r) => m.from[r]).map((r) => ({ lagna: 'लग्न', moon: 'चंद्रमा', venus: 'शुक्र' })[r]));
    if (!m.present) out.push(sayHi(ctx, P.mangalNone, { text: term }));
    else if (m.cancelled) out.push(sayHi(ctx, P.mangalCancelled, { themes: from, text: term, lord: listHi(m.reasons.map((c) => MANGAL_REASON_HI[c] ?? 'शास्त्रीय अपवाद लागू होता है').slice(0, 2)) }));
    else out.push(sayHi(ctx, P.mangalPresent, { themes: from, text: term }));
  }
  if (b.navamsa) {
    out.push(sayHi(ctx, P.navamsa, { text: names.term('नवांश कुंडली', 'विवाह की नौवें भाग वाली कुंडली'), sign: SIGNS_HI[b.navamsa.venusSign]!, sign2: SIGNS_HI[b.navamsa.seventhLordSign]!, love: pen.pick(SIGN_LORE_HI[b.navamsa.venusSign]!.love) }));
  }
  if (b.topic === 'health') {
    const [sixth, eighth] = b.side;
    if (sixth) {
      const text = [6, 8, 12].includes(sixth.lordHouse) ? 'रोग का स्वामी कठिन भाव में छिप जाए तो उसकी हानि करने की ताक़त घटती है, यह शास्त्रीय रक्षा है' : sixth.lordScore > 2 ? 'वे बलवान हैं, इसलिए आप बीमारी से अच्छी तरह लड़ते हैं, बस दिनचर्या बनी रहे' : 'नियमित दिनचर्या रखें तो छोटी तकलीफ़ें छोटी ही रहेंगी';
      out.push(sayHi(ctx, P.sixth, { graha: grahaHi(sixth.lord), house: bhava(sixth.lordHouse), text }));
    }
    if (eighth && eighth.lord !== sixth?.lord) {
      const text = eighth.lordScore > 2 ? 'उनकी ताक़त गहरी सहनशक्ति और जल्दी ठीक होने की क्षमता देती है' : eighth.lordScore < -2 ? 'आराम और नियम ज़रूरी हैं, वरना ताक़त जल्दी घटती है' : 'आपकी सहनशक्ति स्थिर है, जो नींद और नियम से बनी रहती है';
      out.push(sayHi(ctx, P.eighth, { graha: grahaHi(eighth.lord), house: bhava(eighth.lordHouse), text }));
    }
  }
  if (b.focus && b.focus.score < 0 && (b.topic === 'health' || b.focus.graha !== b.lord)) {
    out.push(sayHi(ctx, P.focus, { graha: grahaHi(b.focus.graha), house: bhava(b.focus.house), text: pen.pick(GRAHA_LORE_HI[b.focus.graha].karakas), themes: pen.pick(TOPIC_HI[b.topic]) }));
  }
  out.push(...nowPart(ctx, b.now, b.house, b.topic));
  return out.join(' ');
}

/** Why a window is one, as a short clause. */
function whyOf(w: Window, main: number): string {
  const ad = grahaHi(w.antardashaLord);
  const md = grahaHi(w.mahadashaLord);
  const first = w.reasons.find((r) => /^lord-(rules|in)-|^karaka$|^aspects-/.test(r));
  if (!first) return `${md} की महादशा ${bhava(main)} भाव से जुड़ी है`;
  const h = Number(first.split('-').at(-1));
  if (first === 'karaka') return `${ad} इस विषय के कारक हैं`;
  if (first.startsWith('aspects-')) return `${ad} की दृष्टि ${bhava(h)} भाव पर है`;
  if (first.startsWith('lord-rules-')) return `${ad} ${bhava(h)} भाव के स्वामी हैं`;
  return `${ad} आपके ${bhava(h)} भाव में बैठे हैं`;
}

function windowsWriter(b: B<'windows'>, ctx: HiCtx): string {
  const { pen, names, facts } = ctx;
  const main = { career: 10, love: 7, health: 1 }[b.topic];
  if (!b.windows.length) return sayHi(ctx, P.windowNone, { date: monthYearHi(facts.period.outlookEnd), themes: pen.pick(TOPIC_HI[b.topic]) });
  const out: string[] = [];
  let doubleSaid = false;
  for (const w of b.windows) {
    const { month, month2 } = monthsOf(w.start, w.end);
    const now = w.start === facts.period.start;
    const slots = { month, month2, md: grahaHi(w.mahadashaLord), ad: grahaHi(w.antardashaLord), themes: w.lean === 'care' ? pen.pick(CARE_HI) : pen.pick(TOPIC_HI[b.topic]), text: whyOf(w, main) };
    out.push(sayHi(ctx, w.lean === 'care' ? (now ? P.windowCareNow : P.windowCare) : now ? P.windowNow : P.windowLater, slots));
    const t = w.transit;
    if (t) out.push(sayHi(ctx, w.lean === 'care' ? P.windowStrain : P.windowTransit, { graha: names.graha(t.graha), sign: SIGNS_HI[t.sign]!, house: bhava(t.house), date: dayMonthYearHi(t.from), date2: dayMonthYearHi(t.to) }));
    if (w.reasons.includes('double-transit') && b.topic === 'career' && !doubleSaid) {
      out.push(sayHi(ctx, P.windowDouble));
      doubleSaid = true;
    }
    if (w.best && w.lean === 'favourable' && b.windows.filter((x) => x.lean === 'favourable').length > 1) {
      out.push(sayHi(ctx, P.windowBest, { themes: pen.pick(TOPIC_HI[b.topic]), date: monthYearHi(facts.period.outlookEnd) }));
    }
  }
  return out.join(' ');
}

function stageWriter(b: B<'stage'>, ctx: HiCtx): string {
  const { pen, facts } = ctx;
  const n = String(b.age);
  const out: string[] = [];
  if (b.topic === 'career') out.push(sayHi(ctx, P.stageCareer, { n, themes: pairOf(ctx, SIGN_LORE_HI[facts.natal.houses[10]!.sign]!.careers) }));
  else if (b.topic === 'love') out.push(sayHi(ctx, P.stageLove, { n }));
  else if (b.topic === 'health') out.push(sayHi(ctx, P.stageHealth, { n }));
  else out.push(sayHi(ctx, P.stageLife, { n }));
  const tone = { bright: P.toneBright, steady: P.toneSteady, mixed: P.toneMixed, careful: P.toneCareful }[b.tone];
  out.push(sayHi(ctx, tone, { themes: b.topic === 'life' ? pen.pick(LIFE_HI) : pen.pick(TOPIC_HI[b.topic]) }));
  const w = b.window;
  if (w) {
    const { month, month2 } = monthsOf(w.start, w.end);
    out.push(sayHi(ctx, w.lean === 'care' ? P.stageWindowCare : P.stageWindow, { month, month2, themes: b.topic === 'life' ? pen.pick(LIFE_HI) : pen.pick(TOPIC_HI[b.topic]) }));
  }
  return out.join(' ');
}

function overviewWriter(b: B<'natal-overview'>, ctx: HiCtx): string {
  const { pen, names, facts } = ctx;
  const out: string[] = [];
  const lore = SIGN_LORE_HI[b.lagna]!;
  out.push(sayHi(ctx, P.lagnaRising, { name: facts.person.firstName, sign: SIGNS_HI[b.lagna]!, text: names.term('लग्न', 'जन्म के समय उदय हो रही राशि'), themes: pen.pick(lore.nature) }));
  out.push(sayHi(ctx, P.lagnaLord, { graha: names.graha(b.lagnaLord), house: bhava(b.lagnaLordHouse), short: pen.pick(HOUSE_SHORT_HI[b.lagnaLordHouse]!) }));
  out.push(sayHi(ctx, P.moonSign, { sign: SIGNS_HI[b.moonSign]!, nak: names.nakshatra(b.moonNakshatra), text: NAKSHATRA_DEITY_HI[b.moonNakshatra]! }));
  const [first, second] = b.strong;
  if (first) {
    const d = b.detail[first]!;
    out.push(sayHi(ctx, P.strongest, { graha: names.graha(first), house: bhava(d.house), notes: notes(d.notes.filter((x) => x !== 'neecha-bhanga')), themes: pen.pick(GRAHA_LORE_HI[first].gifts) }));
    if (second) out.push(sayHi(ctx, P.strongPair, { graha: names.graha(second), house: bhava(b.detail[second]!.house), themes: pen.pick(GRAHA_LORE_HI[second].gifts) }));
  }
  const weak = b.weak[0];
  if (weak) {
    const d = b.detail[weak]!;
    out.push(sayHi(ctx, P.weakest, { graha: names.graha(weak), house: bhava(d.house), notes: notes(d.notes.filter((x) => x !== 'neecha-bhanga')), themes: GRAHA_LORE_HI[weak].lesson }));
  }
  for (const g of b.neechaBhanga.slice(0, 2)) out.push(sayHi(ctx, P.neechaBhanga, { graha: names.graha(g), text: names.term('नीचभंग', 'नीच अवस्था का भंग') }));
  if (b.atmakaraka !== first) out.push(sayHi(ctx, P.atmakaraka, { graha: grahaHi(b.atmakaraka), themes: GRAHA_LORE_HI[b.atmakaraka].lesson }));
  out.push(...nowPart(ctx, b.now, 1, 'life'));
  return out.join(' ');
}

function yogasWriter(b: B<'yogas'>, ctx: HiCtx): string | null {
  if (!b.yogas.length) return null;
  return b.yogas.map((y, i) => {
    const lore = YOGA_HI[y.key] ?? { name: 'एक विशेष योग', gives: ['अपने भावों को ख़ास फल'] };
    const grahas = listHi([...new Set(y.grahas)].slice(0, 3).map(grahaHi));
    const pool = y.key === 'kemadruma' ? P.lifeYogaHard : y.strength === 'full' ? (i === 0 ? P.lifeYogaFirst : P.lifeYogaFull) : P.lifeYogaWeak;
    return sayHi(ctx, pool, { text: lore.name, graha: grahas, themes: ctx.pen.pick(lore.gives) });
  }).join(' ');
}

function half(pool: readonly string[], life: boolean): string[] {
  const out = pool.filter((_, i) => i % 2 === (life ? 0 : 1));
  return out.length ? out : [...pool];
}

function storyWriter(b: B<'dasha-story'>, ctx: HiCtx): string {
  const { pen, names, facts } = ctx;
  const life = facts.readingType === 'life';
  const say = (pool: readonly string[], slots: Record<string, string>) => sayHi(ctx, half(pool, life), slots);
  const out: string[] = [];
  const md = b.mahadasha.lord;
  const rules = b.mdRules.length ? `${listHi(b.mdRules.map(bhava))} ${b.mdRules.length > 1 ? 'भावों' : 'भाव'}` : '';
  const mdSlots = { md: grahaHi(md), graha: names.graha(md), house: bhava(b.mdHouse), date: dayMonthYearHi(b.mahadasha.start), date2: dayMonthYearHi(b.mahadasha.end), themes: pen.pick(DASHA_THEMES_HI[md]), text: rules };
  out.push(say(rules ? P.storyMd : P.storyMdNode, mdSlots));
  const mb = band(b.mdScore);
  if (mb !== 'middle') out.push(say(mb === 'strong' ? P.storyStrong : P.storyWeak, { graha: grahaHi(md), short: pen.pick(HOUSE_SHORT_HI[b.mdHouse]!) }));
  const ad = b.antardasha.lord;
  if (ad !== md || b.antardasha.start !== b.mahadasha.start) {
    out.push(say(P.storyAd, { ad: grahaHi(ad), graha: grahaHi(ad), house: bhava(b.adHouse), date: dayMonthYearHi(b.antardasha.end), themes: pen.pick(DASHA_THEMES_HI[ad]) }));
  }
  if (b.next && b.next.start < b.mahadasha.end) out.push(say(P.storyNext, { ad: grahaHi(b.next.lord), date: dayMonthYearHi(b.next.start), themes: pen.pick(DASHA_THEMES_HI[b.next.lord]) }));
  const [, later, after] = b.sequence;
  const lordOf = (g: Graha) => b.lords?.[g] ?? ctx.facts.natal.grahas[g];
  if (later) {
    const years = Math.round((later.endMs - later.startMs) / (365.25 * 86_400_000));
    out.push(say(P.storyLater, { md: grahaHi(later.lord), graha: grahaHi(later.lord), house: bhava(lordOf(later.lord).house), date: dayMonthYearHi(later.start), n: String(years), themes: pen.pick(DASHA_THEMES_HI[later.lord]) }));
  }
  if (after) out.push(say(P.storyAfter, { md: grahaHi(after.lord), graha: grahaHi(after.lord), house: bhava(lordOf(after.lord).house), date: dayMonthYearHi(after.start), short: pen.pick(HOUSE_SHORT_HI[lordOf(after.lord).house]!) }));
  return out.join(' ');
}

export const natalWriters: Pick<BlockWriters<NamesHi>, 'natal-topic' | 'windows' | 'stage' | 'natal-overview' | 'yogas' | 'dasha-story'> = {
  'natal-topic': (b, ctx) => ({ text: topicWriter(b, ctx), join: 'paragraph' }),
  windows: (b, ctx) => ({ text: windowsWriter(b, ctx), join: 'paragraph' }),
  stage: (b, ctx) => ({ text: stageWriter(b, ctx), join: 'paragraph' }),
  'natal-overview': (b, ctx) => ({ text: overviewWriter(b, ctx), join: 'paragraph' }),
  yogas: (b, ctx) => {
    const text = yogasWriter(b, ctx);
    return text ? { text, join: 'paragraph' } : null;
  },
  'dasha-story': (b, ctx) => ({ text: storyWriter(b, ctx), join: 'paragraph' }),
};
