/**
 * Hindi wording of the period blocks: the opening led by the period's biggest events, the week's
 * days, the slow grahas' stays (प्रवेश, वक्री, मार्गी, with how long each lasts), the months, the
 * good days and the chandrashtama windows. Dates are Hindi dates ("24 नवंबर 2026").
 */
import type { Graha } from '../../../astro/zodiac';
import { daysBetween } from '../../../astro/civil-dates';
import type { StayFact, TransitEventFact } from '../../facts/types';
import { binduBand, isGocharaGood } from '../../judgement/classics';
import type { Block, LeadEvent } from '../../judgement/plan';
import type { BlockWriters } from '../locale';
import { HOUSE_GOOD_HI, HOUSE_HARD_HI, HOUSE_SHORT_HI, JUPITER_GOCHARA_HI, NATURE_LORE_HI, NODE_AXIS_HI, SATURN_GOCHARA_HI, TARAS_HI, observanceHi, pakshaHi, tithiHi } from './lore';
import { greetThen } from './day';
import type { Clause, HiCtx, NamesHi } from './names';
import { SIGNS_HI, bhava, compoundHi, dayLabelHi, dayMonthHi, dayMonthYearHi, listHi, nakshatraHi, rangeHi, sayHi, spanLabelHi, timeHi } from './names';

type B<K extends Block['kind']> = Extract<Block, { kind: K }>;

/** The period in the oblique ("इस सप्ताह") and as "all of it", which agrees with the noun (पूरी तिमाही, पूरे साल). */
const PERIOD: Record<string, { obl: string; whole: string; bhar: string }> = {
  weekly: { obl: 'इस सप्ताह', whole: 'पूरे सप्ताह', bhar: 'सप्ताह भर' }, monthly: { obl: 'इस महीने', whole: 'पूरे महीने', bhar: 'महीने भर' },
  quarterly: { obl: 'इस तिमाही', whole: 'पूरी तिमाही', bhar: 'तिमाही भर' }, yearly: { obl: 'इस साल', whole: 'पूरे साल', bhar: 'साल भर' },
};
const ANY_PERIOD = { obl: 'इस समय', whole: 'पूरे समय', bhar: 'इस पूरे समय' };

export const SPAN_POOLS = {
  // As the daily greetings: a comma runs on into the verdict, ! or । stands alone.
  greeting: [
    '[नमस्ते|नमस्कार|प्रणाम] {name} जी,', '[सादर|सप्रेम] [नमस्कार|प्रणाम] {name} जी,', '[आदरणीय|प्रिय] {name} जी,', '{name} जी,',
    '[नमस्ते|नमस्कार] {name} जी!',
    '[नमस्ते|नमस्कार|प्रणाम] {name} जी, [आपका|] {periodObl} का [राशिफल|भविष्यफल|ग्रह-फल] [हाज़िर है|तैयार है|आपके सामने है]।',
    '{name} जी, [नमस्ते|नमस्कार|प्रणाम], [आने वाले दिन|ये दिन] आपके लिए [शुभ|मंगलमय|सुखद] [हों|रहें]!',
    '[नमस्ते |नमस्कार |]{name} जी, {periodObl} [ग्रह-नक्षत्र|ग्रह|सितारे] आपके लिए क्या लेकर आ रहे हैं, [आइए देखें|यह रहा उसका ब्योरा|पढ़िए]।',
    '[नमस्ते|नमस्कार|प्रणाम] {name} जी, उम्मीद है आप [कुशल से हैं|स्वस्थ और प्रसन्न हैं|सपरिवार कुशल हैं|ठीक हैं]।',
    '[नमस्ते|नमस्कार] {name} जी, [आपका स्वागत है|स्वागत है]; [पढ़िए|देखिए] कि {periodObl} [आपके ग्रह क्या कहते हैं|ग्रहों की चाल आपके लिए क्या कहती है|सितारे किस ओर इशारा करते हैं]।',
  ],
  openBright: [
    '{span} का समय [साफ़ तौर पर आपके पक्ष में है|आपके अच्छे दौरों में से एक है], [इसलिए हिम्मत से योजना बनाइए|और ऐसा क्यों है, यह आगे पढ़िए]',
    '[कुल मिलाकर|सब जोड़कर देखें तो] {span} में रुकावटों से ज़्यादा [मौक़े हैं|सहारा है]; [थोड़ा ऊँचा निशाना रखिए|नीचे दी तारीख़ें बताती हैं कहाँ ज़ोर लगाना है]',
    '{span} में [हवा का रुख़ आपके पक्ष में है|ग्रह आपका हाथ थामे हैं], [सो बड़े काम भी हाथ में लिए जा सकते हैं|इसलिए पहल करने से न झिझकिए]',
  ],
  openSteady: [
    '{span} का समय [सधा हुआ|ठीक-ठाक] है, [पलड़ा थोड़ा आपकी ओर है|रुकावट से ज़्यादा मदद है]',
    '[कुल मिलाकर|मोटे तौर पर] {span} [हल्का-सा आपके पक्ष में है|आपका साथ देता है], [बशर्ते समय का ध्यान रखें{ge}|लगातार मेहनत का फल मिलेगा]',
    '{span} [कोई बड़ा उछाल नहीं, पर ठोस प्रगति का समय है|शांत और काम का समय है]: [रोज़ की मेहनत रंग लाएगी|जो बोएँगे, वह धीरे-धीरे उगेगा]',
  ],
  openMixed: [
    '{span} का समय [मिला-जुला है|उतार-चढ़ाव वाला है]: [मेहनत से ज़्यादा सही समय मायने रखता है|हर क़दम सोचकर उठाइए]',
    '[कुल मिलाकर|सब जोड़कर देखें तो] {span} [जितना देता है, उतना माँगता भी है|में अच्छे दिन भी हैं और धीमे भी], [इसलिए नीचे की तारीख़ें काम की हैं|सो तारीख़ें देखकर चलिए]',
    '{span} में [दो तरह की हवाएँ हैं|साथ और रुकावट दोनों हैं], [सो क्या करना है से ज़्यादा कब करना है, यह अहम है|इसलिए नीचे दिया ब्योरा ध्यान से पढ़िए]',
  ],
  openCareful: [
    '{span} का समय [धैर्य माँगता है|सँभलकर चलने का है]: [भारी ग्रहों का असर मददगार ग्रहों से ज़्यादा है|पलड़ा सावधानी की ओर झुका है]',
    '[कुल मिलाकर|मोटे तौर पर] {span} [फैलाव का नहीं, सहेजने का समय है|जोखिम से ज़्यादा सुरक्षा का समय है], [और नीचे वे तारीख़ें हैं जब दबाव हल्का होगा|कुछ अच्छी घड़ियाँ नीचे दी हैं]',
    '{span} में [बचाव ही सबसे अच्छी रणनीति है|धीमी और पक्की चाल ही ठीक है], [जब तक धीमे ग्रहों का दबाव बना है|क्योंकि रुकावटें सहारे पर भारी हैं]',
  ],
  leadIngress: [
    '{obl} की [सबसे बड़ी|सबसे अहम] घटना है {date} को {graha} का {sign} राशि में प्रवेश, जो आपकी चंद्र राशि से {house} भाव में है; [इससे|इसके साथ] {short} पर ध्यान [जाएगा|केंद्रित होगा]।',
    '{date} को {graha} {sign} राशि में [प्रवेश करेंगे|आ जाएँगे], आपकी राशि से {house} भाव में, [इसलिए|सो] {obl} {short} की बात [प्रमुख रहेगी|सबसे ऊपर रहेगी]।',
    '[ध्यान रखें|याद रखें|नोट कर लें]: {date} को {graha} {sign} राशि में आएँगे, जो आपकी राशि से {house} भाव में पड़ती है, [और {obl} {short} से जुड़े मामले आगे रहेंगे|सो {obl} {short} पर सबसे ज़्यादा ध्यान जाएगा]।',
  ],
  leadReturn: [
    '{date} को {graha} वक्री चाल से {sign} राशि में लौटेंगे, जिसे उन्होंने {date2} को छोड़ा था; {obl} {short} से जुड़े मामले फिर सामने आएँगे, जो आपकी राशि से {house} भाव की बात है।',
    '{date2} को {sign} राशि छोड़ चुके {graha} {date} को वक्री होकर [वहीं लौट आएँगे|फिर उसी राशि में आएँगे], आपकी राशि से {house} भाव में; [इसलिए|सो] {obl} {short} की [अधूरी बातें|पुरानी बातें] फिर [उठेंगी|सामने आएँगी]।',
    '{obl} {graha} की वापसी [अहम|ख़ास] है: {date} को वे वक्री चाल से {sign} राशि में, आपकी राशि से {house} भाव में, लौटेंगे, जिसे उन्होंने {date2} को छोड़ा था, और {short} [का हिसाब फिर खुलेगा|के मामले दोबारा सामने आएँगे]।',
  ],
  // मार्गी होकर लौटना: ग्रह उलटी चाल में राशि से निकले, फिर सीधी चाल में लौटे।
  leadReturnDirect: [
    '{date} को {graha} मार्गी चाल से, यानी फिर सीधे चलते हुए, {sign} राशि में लौटेंगे, जिसे उन्होंने {date2} को छोड़ा था; {obl} {short} से जुड़े मामले फिर सामने आएँगे, जो आपकी राशि से {house} भाव की बात है।',
    '{date2} को {sign} राशि छोड़ चुके {graha} {date} को मार्गी होकर [वहीं लौट आएँगे|फिर उसी राशि में आएँगे], आपकी राशि से {house} भाव में; [इसलिए|सो] {obl} {short} की [अधूरी बातें|पुरानी बातें] फिर [उठेंगी|सामने आएँगी]।',
  ],
  leadReturnDirectBare: [
    '{date} को {graha} मार्गी चाल से {sign} राशि में लौटेंगे, आपकी राशि से {house} भाव में, [सो|इसलिए] {obl} {short} की बातें दोबारा उठेंगी।',
  ],
  leadReturnBare: [
    '{date} को {graha} वक्री होकर {sign} राशि में लौटेंगे, आपकी राशि से {house} भाव में, [सो|इसलिए] {obl} {short} की बातें दोबारा उठेंगी।',
  ],
  leadDasha: [
    '{date} से {graha} की {level} शुरू होगी; [{obl} का असली मोड़ यही है|यह बदलाव {obl} के किसी भी गोचर से बड़ा है]।',
    '{date} को आपकी {level} बदलकर {graha} की हो जाएगी, [जो {obl} एक नया अध्याय खोलेगी|और यही {obl} का सबसे गहरा बदलाव है]।',
  ],
  leadStation: [
    '{date} को {graha} {sign} राशि में {turns} होंगे, आपकी राशि से {house} भाव में, [जिससे {obl} {short} से जुड़े मामलों की रफ़्तार बदलेगी|सो {obl} {short} में चाल बदलेगी|और {obl} {short} से जुड़े कामों की गति बदलेगी]।',
    '{obl} की [सबसे अहम|ख़ास] घड़ी {date} है, जब {graha} {sign} राशि में, आपकी राशि से {house} भाव में, {turns} होंगे; [{short} के मामलों में इसका असर साफ़ दिखेगा|{short} से जुड़े कामों की गति इसी से तय होगी|{short} पर इसका सीधा असर पड़ेगा]।',
    '[ध्यान रखें|याद रखें|नोट कर लें]: {date} को {graha} {turns} होंगे, {sign} राशि में, जो आपकी राशि से {house} भाव में है; [{obl} {short} में इसी से मोड़ आएगा|इसके बाद {short} से जुड़े मामलों की चाल बदलेगी|{short} पर इसका असर {obl} बना रहेगा]।',
    '{graha} का {sign} राशि में {turns} होना, {date} को, {obl} की [सबसे बड़ी|सबसे अहम] घटना है: आपकी राशि से {house} भाव में [होने से|पड़ने से] {short} [पर इसका असर आएगा|से जुड़े कामों की रफ़्तार बदलेगी|के मामले आगे-पीछे होंगे]।',
    '{date} से {graha} की चाल बदलेगी: वे {sign} राशि में {turns} होंगे, [आपकी राशि से|आपके चंद्र से] {house} भाव में, [इसलिए {short} में बदलाव महसूस होगा|और {short} से जुड़े कामों की गति उसी के साथ बदलेगी]।',
  ],
  day: [
    '{day}: चंद्रमा {sign} राशि में (आपकी राशि से {house} भाव में), नक्षत्र {nak}, {tara} तारा; {good} के लिए [अच्छा|शुभ]',
    '{day} को चंद्रमा {sign} राशि में, आपकी राशि से {house} भाव में, {nak} नक्षत्र के साथ, जो {tara} तारा है: {good} के लिए [समय निकालें|दिन अच्छा]',
    '{day}, {nak} नक्षत्र का {tara} तारा वाला दिन, चंद्रमा {sign} राशि में आपकी राशि से {house} भाव में: {good} [पर ज़ोर दें|के काम करें]',
  ],
  dayHard: [
    '{day}: चंद्रमा {sign} राशि में (आपकी राशि से {house} भाव में), नक्षत्र {nak}, {tara} तारा; {hard} में [सावधानी रखें|सँभलकर चलें]',
    '{day} को चंद्रमा {sign} राशि में, आपकी राशि से {house} भाव में, {nak} नक्षत्र के साथ, जो {tara} तारा है: {hard} पर [नज़र रखें|ध्यान दें]',
    '{day}, {nak} नक्षत्र का {tara} तारा वाला दिन, चंद्रमा {sign} राशि में आपकी राशि से {house} भाव में: {hard} में [जल्दी न करें|धीरे चलें]',
  ],
  dayLeaves: ['{time} से चंद्रमा {sign2} राशि में, आपकी राशि से {house2} भाव में', '{time} पर वे {sign2} राशि में, आपकी राशि से {house2} भाव में, चले जाएँगे'],
  dayArrives: ['चंद्रमा {time} पर {sign2} राशि से निकलकर {sign} राशि में आएँगे', '{time} तक चंद्रमा {sign2} राशि में, आपकी राशि से {house2} भाव में रहेंगे'],
  dayChandrashtama: ['चंद्राष्टम है, इसलिए जोखिम वाली शुरुआत न करें', 'आपके लिए चंद्राष्टम: दिन रोज़ के कामों तक रखें', 'चंद्रमा आपकी राशि से आठवें (चंद्राष्टम) हैं, जो टल सके उसे टालें'],
  dayObservance: ['{obs}', 'इस दिन {obs} है', '{obs} भी इसी दिन'],
  // A Rikta tithi or Amavasya holds the waking day: no beginnings (Muhurta Chintamani).
  dayRikta: ['तिथि {tithi} है, जो रिक्ता तिथि है, इसलिए कोई नया काम शुरू न करें', '{tithi} (रिक्ता तिथि): [नई शुरुआत किसी और दिन रखें|इस दिन नया काम न छेड़ें]'],
  dayAmavasya: ['अमावस्या है, इसलिए कोई नया काम शुरू न करें', 'अमावस्या: [पूजा और पितरों का दिन, नई शुरुआत का नहीं|नया काम शुरू करने का दिन नहीं]'],
  dayStarFavours: ['नक्षत्र {favours} के लिए अच्छा है', '{nak} {favours} में साथ देता है'],
  dayRahu: ['राहुकाल {rahu}', 'राहुकाल ({rahu}) में नई शुरुआत न करें', 'राहुकाल {rahu} रहेगा'],
  ingress: [
    '{date} को {graha} {sign} राशि में प्रवेश करेंगे, आपकी राशि से {house} भाव में, जो {good} के लिए [अच्छा है|शुभ है|अनुकूल है]।',
    '{date} से {graha} {sign} राशि में, आपके चंद्र से {house} भाव में रहेंगे: {good} को [बल मिलेगा|सहारा मिलेगा|बढ़ावा मिलेगा]।',
    '{graha} {date} को {sign} राशि में [आएँगे|पहुँचेंगे], यानी आपकी राशि से {house} भाव में; [यह गोचर|ऐसा गोचर] {good} के लिए [अच्छा|शुभ] माना जाता है।',
    '{date} को {graha} के {sign} राशि में आने से आपकी राशि से {house} भाव में [हलचल बढ़ेगी|रौनक आएगी], [जो {good} के लिए अच्छी है|और {good} को बल मिलेगा]।',
    '{graha} का गोचर {date} से {sign} राशि में होगा, [आपकी राशि से|आपके चंद्र से] {house} भाव में, [जो {good} के लिए शुभ है|जिसका लाभ {good} में मिलेगा]।',
  ],
  ingressHard: [
    '{date} को {graha} {sign} राशि में प्रवेश करेंगे, आपकी राशि से {house} भाव में, [इसलिए|सो] {hard} में सावधानी रखें।',
    '{date} से {graha} {sign} राशि में, आपके चंद्र से {house} भाव में रहेंगे: {hard} पर [नज़र रखें|ध्यान दें|संयम रखें]।',
    '{graha} {date} को {sign} राशि में [आएँगे|पहुँचेंगे], यानी आपकी राशि से {house} भाव में; [यह गोचर|ऐसा गोचर] {hard} में सावधानी [माँगता है|चाहता है]।',
    '{date} को {graha} के {sign} राशि में आने से आपकी राशि से {house} भाव पर [दबाव|भार] [बढ़ेगा|आएगा], [इसलिए|सो] {hard} [में जल्दबाज़ी न करें|पर ध्यान रखें]।',
    '{graha} का गोचर {date} से {sign} राशि में होगा, [आपकी राशि से|आपके चंद्र से] {house} भाव में: {hard} [को हल्के में न लें|में धीरे चलें]।',
  ],
  ingressBack: [
    '{date} को {graha} वक्री चाल से {sign} राशि में लौटेंगे, आपकी राशि से {house} भाव में, [और {short} की बातें फिर उठेंगी|सो {short} पर दोबारा नज़र डालनी होगी]।',
    '{graha} वक्री होकर {date} को [फिर|दोबारा] {sign} राशि में [आ जाएँगे|लौट आएँगे], [आपकी राशि से|आपके चंद्र से] {house} भाव में: [{short} के अधूरे मामले फिर सामने आएँगे|{short} का कोई पुराना मामला फिर खुल सकता है]।',
    '{date} से {graha} उलटी चाल में {sign} राशि में [लौटेंगे|वापस आएँगे], [जिससे|सो] {short} [पर दूसरी बार सोचना पड़ेगा|में पुराना हिसाब फिर खुलेगा]।',
  ],
  stationRetro: [
    '{date} को {graha} {sign} राशि में वक्री होंगे, [जिससे {short} में रफ़्तार धीमी होगी|सो {short} पर दोबारा सोचना पड़ेगा|और {short} के काम कुछ समय ठहर सकते हैं]।',
    '{date} से {graha} {sign} राशि में वक्री चाल चलेंगे, आपकी राशि से {house} भाव में: [{short} के पुराने मामले फिर खुल सकते हैं|{short} में जल्दबाज़ी न करें|{short} पर दोबारा नज़र डालनी होगी]।',
    '{graha} की चाल {date} को {sign} राशि में उलटी होगी, यानी वे वक्री होंगे; आपकी राशि से {house} भाव में [होने से|पड़ने से] {short} [में देरी या दोहराव|में धीमापन] [आ सकता है|दिख सकता है]।',
    '[ध्यान रहे|याद रखें], {date} को {graha} वक्री होंगे, {sign} राशि में: [{short} से जुड़े फ़ैसले दोबारा जाँचकर लें|{short} में नई शुरुआत से पहले पुराना निपटाएँ|{short} में धीरज रखें]।',
  ],
  // वक्री काल वक्री होने से मार्गी होने तक गिना जाता है।
  stationRetroSpell: [
    '{date} को {graha} {sign} राशि में वक्री होंगे; {length} तक इसी चाल में रहकर वे {date2} को मार्गी होंगे, [सो तब तक {short} में रफ़्तार धीमी रहेगी|सो तब तक {short} पर दोबारा सोचना पड़ेगा]।',
    '{date} को {graha} {sign} राशि में, आपकी राशि से {house} भाव में, वक्री होंगे; {length} तक वक्री रहकर वे {date2} को मार्गी होंगे: [तब तक {short} में जल्दबाज़ी न करें|तब तक {short} के पुराने मामले फिर खुल सकते हैं]।',
  ],
  stationDirect: [
    '{date} को {graha} {sign} राशि में मार्गी होंगे, [और {short} में अटके काम चल पड़ेंगे|जिससे {short} की देरी दूर होगी|सो {short} में फिर से गति आएगी]।',
    '{date} से {graha} {sign} राशि में फिर सीधी चाल चलेंगे, आपकी राशि से {house} भाव में: [{short} के रुके काम आगे बढ़ेंगे|{short} में राहत मिलेगी|{short} की उलझनें सुलझने लगेंगी]।',
    '{graha} की वक्री चाल {date} को [ख़त्म होगी|थमेगी] और वे {sign} राशि में मार्गी होंगे; आपकी राशि से {house} भाव में [होने से|पड़ने से] {short} [में अटकी बातें खुलेंगी|की रफ़्तार लौटेगी]।',
    '[राहत की बात यह है कि|अच्छी ख़बर यह है कि] {date} को {graha} मार्गी होंगे, {sign} राशि में, [और {short} में चीज़ें फिर चल पड़ेंगी|जिससे {short} की देरी कम होगी]।',
  ],
  stayWhole: [
    '{graha} {whole} {sign} राशि में, आपकी राशि से {house} भाव में रहेंगे[, और {short} पर उनकी नज़र रहेगी|]।',
    '{bhar} {graha} {sign} राशि में रहेंगे, आपकी चंद्र राशि से {house} भाव में, [जिसका असर {short} पर रहेगा|सो {short} से जुड़े मामले उनके असर में रहेंगे]।',
    '{whole} {graha} [अपनी जगह से नहीं हिलेंगे|एक ही राशि में टिके रहेंगे]: {sign} राशि, यानी आपकी राशि से {house} भाव में, [जहाँ से वे {short} पर असर रखेंगे|और {short} पर उनका असर लगातार रहेगा]।',
    '{sign} राशि में बैठे {graha} {bhar} वहीं रहेंगे; आपकी राशि से {house} भाव में [होने से|पड़ने से] {short} [पर उनका असर बना रहेगा|से जुड़ी बातें उनकी छाया में रहेंगी]।',
  ],
  staySince: [
    '{graha} {date} से {sign} राशि में हैं और {date2} तक रहेंगे, आपकी राशि से {house} भाव में, इसलिए {whole} {short} पर उनका [रंग|असर] रहेगा।',
    '{date} से {sign} राशि में बैठे {graha} {date2} तक वहीं रहेंगे; आपकी राशि से {house} भाव में होने से {bhar} {short} पर उनका [भार|असर] रहेगा।',
    '{date} से {sign} राशि में चल रहे {graha} {date2} तक वहीं [टिके रहेंगे|बने रहेंगे], आपकी राशि से {house} भाव में; [{whole} {short} पर उनकी छाप रहेगी|{bhar} {short} से जुड़े मामले उनके असर में रहेंगे]।',
    '[{graha} का डेरा|{graha} का ठिकाना] {date} से {date2} तक {sign} राशि में है, जो आपकी राशि से {house} भाव में [पड़ती है|आती है]: [{whole} {short} पर उनका असर बना रहेगा|{short} के मामलों में {bhar} उनकी भूमिका रहेगी]।',
    '{sign} राशि में {graha} का गोचर {date} को [शुरू हुआ था|आरंभ हुआ था] और {date2} तक चलेगा; आपकी राशि से {house} भाव में होने से [{whole} {short} पर इसका असर दिखेगा|{bhar} {short} की बातें इसके घेरे में रहेंगी]।',
  ],
  stayBrief: ['{graha} {sign} राशि में (आपकी राशि से {house} भाव में) {date2} तक', '{date2} तक {graha} आपकी राशि से {house} भाव में, {sign} राशि में', '{graha} {sign} राशि में {date2} तक, {short} पर नज़र रखेंगे'],
  stayBriefLead: ['धीमी चाल वाले ग्रहों की स्थिति [इस प्रकार रहेगी|यह रहेगी]: {list}।', '[सप्ताह भर जो नहीं बदलेगा|पूरे सप्ताह बड़े ग्रह यहाँ रहेंगे]: {list}।'],
  stayLeaves: [
    '{date} को {graha} {sign} राशि छोड़ेंगे, जहाँ वे {date2} से थे, [और {short} से उनका बोझ हटेगा|जिससे {short} पर दबाव घटेगा]।',
    '{date2} से {sign} राशि में चल रहे {graha} {date} को [आगे बढ़ जाएँगे|वहाँ से निकलेंगे], [सो {short} में राहत मिलेगी|और {short} का भार हल्का होगा]।',
    '{sign} राशि में {graha} का [डेरा|गोचर] {date} को [पूरा होगा|ख़त्म होगा], जो {date2} से चल रहा था; [इसके बाद {short} पर से उनका भार उतरेगा|तब {short} में कुछ खुलापन आएगा]।',
  ],
  stayEnters: [
    '{date} को {graha} {sign} राशि में [प्रवेश करेंगे|आ जाएँगे] और {length} तक वहीं रहेंगे, आपकी राशि से {house} भाव में, [जहाँ {short} की बात है|जिससे {short} पर ध्यान जाएगा]',
    '{date} से {length} तक {graha} का डेरा {sign} राशि में, आपकी चंद्र राशि से {house} भाव में रहेगा, [और {short} से जुड़े मामले उनके असर में रहेंगे|जिसका असर {short} पर पड़ेगा]',
    '[फिर|इसके बाद] {date} को {graha} {sign} राशि में [चले जाएँगे|पहुँचेंगे] और {length} तक [वहीं रहेंगे|वहीं टिकेंगे]; आपकी राशि से {house} भाव में [होने से|पड़ने से] {short} पर [उनका असर रहेगा|ध्यान जाएगा]',
    '{date} से {length} तक {graha} {sign} राशि में रहेंगे, जो आपकी राशि से {house} भाव में पड़ती है, [और वहाँ से {short} पर असर डालेंगे|सो {short} से जुड़े मामले उनकी छाया में रहेंगे]',
  ],
  stayReturns: [
    '{date} को {graha} वक्री चाल से {sign} राशि में लौटेंगे और {length} तक वहीं रहेंगे; [{short} से जुड़े मामलों का दूसरा दौर चलेगा|{short} पर दूसरी बार नज़र जाएगी]',
    '{graha} {date} को वक्री होकर फिर {sign} राशि में [आएँगे|लौटेंगे], {length} तक के लिए, [जिससे {short} के अधूरे मामले दोबारा खुलेंगे|सो {short} का हिसाब फिर खुलेगा]',
  ],
  stayReturnsDirect: [
    '{date} को {graha} मार्गी चाल से फिर {sign} राशि में आएँगे और {length} तक वहीं रहेंगे; [{short} से जुड़े मामलों का दूसरा दौर चलेगा|{short} पर दूसरी बार नज़र जाएगी]',
    '{graha} {date} को सीधी चाल में [लौटकर|वापस आकर] {sign} राशि में {length} तक रहेंगे, [जिससे {short} के अधूरे मामले दोबारा खुलेंगे|सो {short} का हिसाब फिर खुलेगा]',
  ],
  stayStation: ['{date} को वे {turns} होंगे', '{date} को उनकी चाल {turns} होगी'],
  // ग्रह के अपने अष्टकवर्ग में उस राशि के बिंदु: बिंदुओं के हिसाब से और गोचर के फल के हिसाब से।
  bindus: {
    strongGood: [
      'आपके अष्टकवर्ग (जन्म कुंडली से हर राशि को मिलने वाले बल की गिनती) में {sign} में {graha} के 8 में से {bindus} बिंदु हैं, इसलिए [इसका शुभ फल पूरा मिलेगा|इसकी मदद पूरी तरह मिलेगी]।',
      'अष्टकवर्ग में {sign} में {graha} को 8 में से {bindus} बिंदु मिले हैं, [जो अच्छी गिनती है|जो भरपूर बल है], इसलिए [इसका फल पूरा मिलेगा|इसकी मदद में कोई कमी नहीं रहेगी]।',
      '{sign} में {graha} के 8 में से {bindus} बिंदु बताते हैं कि आपकी जन्म कुंडली [इस गोचर के पूरे साथ है|इस गोचर को मज़बूती से सहारा देती है]।',
    ],
    strongHard: [
      'आपके अष्टकवर्ग (जन्म कुंडली से हर राशि को मिलने वाले बल की गिनती) में {sign} में {graha} के 8 में से {bindus} बिंदु हैं, [इसलिए इसका दबाव हल्का रहेगा|जिससे इसकी सख़्ती कुछ कम रहेगी]।',
      'अष्टकवर्ग में {sign} में {graha} को 8 में से {bindus} बिंदु मिले हैं, [जो इस कठिन गोचर को नरम करते हैं|जिससे इसकी चुभन कम होगी]।',
      '{sign} में {graha} के 8 में से {bindus} बिंदु बताते हैं कि [दबाव भाव से दिखने जितना भारी नहीं रहेगा|आपकी कुंडली इसकी सख़्ती को थाम लेगी]।',
    ],
    middling: [
      'आपके अष्टकवर्ग (जन्म कुंडली से हर राशि को मिलने वाले बल की गिनती) में {sign} में {graha} के 8 में से 4 बिंदु हैं, यानी औसत: [ये बिंदु फल को न बढ़ाते हैं, न घटाते हैं|फल जैसा है, वैसा ही रहेगा]।',
      'अष्टकवर्ग में {sign} में {graha} को 8 में से 4 बिंदु मिले हैं, [यानी बीच की स्थिति|यानी बराबर का बल], इसलिए [गोचर भाव के अनुसार ही फल देगा|फल भाव के हिसाब से ही पढ़ें]।',
    ],
    weakGood: [
      'आपके अष्टकवर्ग (जन्म कुंडली से हर राशि को मिलने वाले बल की गिनती) में {sign} में {graha} के 8 में से केवल {bindus} बिंदु हैं, इसलिए [इसका शुभ फल आंशिक ही मिलेगा|इसकी मदद सच्ची पर सीमित रहेगी]।',
      'अष्टकवर्ग में {sign} में {graha} को 8 में से सिर्फ़ {bindus} बिंदु मिले हैं, इसलिए [इस मदद पर पूरा भरोसा न रखें|अपनी मेहनत से इसे पूरा करें]।',
      '{sign} में {graha} के 8 में से केवल {bindus} बिंदु बताते हैं कि [यह शुभ गोचर कमज़ोर ज़मीन पर है|इसका फल उम्मीद से छोटा रहेगा]।',
    ],
    weakHard: [
      'आपके अष्टकवर्ग (जन्म कुंडली से हर राशि को मिलने वाले बल की गिनती) में {sign} में {graha} के 8 में से केवल {bindus} बिंदु हैं, इसलिए [इसका दबाव ज़्यादा महसूस होगा|इसका भार सामान्य से अधिक रहेगा]।',
      'अष्टकवर्ग में {sign} में {graha} को 8 में से सिर्फ़ {bindus} बिंदु मिले हैं, [इसलिए इसकी चेतावनी को पूरी गंभीरता से लें|जिससे यह कठिन गोचर और तीखा होता है]।',
      '{sign} में {graha} के 8 में से केवल {bindus} बिंदु बताते हैं कि [आपकी कुंडली यहाँ ज़्यादा सहारा नहीं देती|इस दबाव को सँभलकर झेलना होगा]।',
    ],
  },

  effectFrame: [
    '{effect}', 'शास्त्रों के अनुसार {effect}', 'गोचर के हिसाब से {effect}', 'परंपरा कहती है कि {effect}', 'गोचर-फल का नियम है कि {effect}',
    '[पुराने आचार्य|ज्योतिष के ग्रंथ] कहते हैं कि {effect}', 'ज्योतिष की मान्यता है कि {effect}', 'गोचर फल की दृष्टि से {effect}', 'अनुभव बताता है कि {effect}',
    'चंद्र राशि से गिनें तो {effect}', 'गोचर के [पुराने|शास्त्रीय] नियमों के अनुसार {effect}', '{effect}, ऐसा [शास्त्र कहते हैं|आचार्य मानते हैं|गोचर-शास्त्र कहता है]',
    '{effect}; [यह गोचर का पुराना नियम है|गोचर का यही फल बताया गया है]', 'फलित ज्योतिष के अनुसार {effect}', '[मोटे तौर पर|सामान्य नियम से] {effect}', '[ध्यान रहे|याद रखें] कि {effect}',
  ],
  sadeSati: {
    rising: [
      'शनि की साढ़ेसाती का पहला चरण चल रहा है, यानी शनि आपकी राशि से बारहवें भाव में हैं; [ख़र्च घटाएँ और नींद पूरी रखें|जो पुराना हो चुका है उसे छोड़ें और बचत करें]।',
      'आप साढ़ेसाती के शुरुआती चरण में हैं, [इसलिए सादगी रखें, अच्छी नींद लें और सोचकर ख़र्च करें|सो {periodObl} ख़र्च कम और आराम ज़्यादा रखें]।',
      '[शनि आपकी राशि से बारहवें भाव में आ चुके हैं|शनि चंद्र से बारहवें भाव में हैं], यानी साढ़ेसाती का पहला चरण; [{periodObl} फ़िज़ूलख़र्च से बचें और नींद पूरी करें|पुराने बोझ उतारें और बचत पर ध्यान दें]।',
    ],
    peak: [
      'साढ़ेसाती अपने चरम पर है, शनि आपकी जन्म राशि पर हैं; [बोझ कम उठाएँ और दिनचर्या पक्की रखें|धीरे चलें, सादगी रखें और रोज़ का अनुशासन न छोड़ें]।',
      'यह साढ़ेसाती का बीच का चरण है, शनि आपके चंद्रमा पर हैं, [इसलिए {periodObl} वादे कम और नियम पक्के रखें|सो मन की शांति को सबसे पहले रखें]।',
      '[शनि आपकी जन्म राशि पर हैं|शनि आपके चंद्रमा के ऊपर से गुज़र रहे हैं], यानी साढ़ेसाती का सबसे भारी चरण; [{periodObl} मन की शांति और सेहत को पहले रखें|धीरज, सादगी और नियम ही सहारा हैं]।',
    ],
    setting: [
      'साढ़ेसाती का आख़िरी चरण चल रहा है, शनि आपकी राशि से दूसरे भाव में हैं; [दबाव घट रहा है, पर पैसे और बोलचाल में अभी सावधानी चाहिए|{periodObl} हल्कापन है, फिर भी वाणी और धन सँभालें]।',
      'साढ़ेसाती उतार पर है, [सबसे भारी समय बीत चुका है|पहले से हल्का समय है], [बस घर के पैसों में हाथ सधा रखें|बस मीठा बोलें और नियम से बचत करें]।',
      '[शनि अब आपकी राशि से दूसरे भाव में हैं|शनि चंद्र से दूसरे भाव में पहुँच चुके हैं], यानी साढ़ेसाती का अंतिम चरण; [{periodObl} वाणी और घर के पैसों में संयम रखें|भारी दौर बीत चुका है, बस बचत और मीठी बोली न छोड़ें]।',
    ],
  },
  monthHead: [
    '{month}: सूर्य {sign} राशि में, आपकी राशि से {house} भाव में, {good} के लिए [अच्छे|शुभ]',
    '{month} में सूर्य {sign} राशि में, आपकी राशि से {house} भाव में रहेंगे, [जिससे {good} को बल मिलेगा|जो {good} में मदद करेगा]',
  ],
  monthHeadHard: [
    '{month}: सूर्य {sign} राशि में, आपकी राशि से {house} भाव में, {hard} में [सावधानी|संयम] रखें',
    '{month} में सूर्य {sign} राशि में, आपकी राशि से {house} भाव में रहेंगे, [सो {hard} पर नज़र रखें|इसलिए {hard} में जल्दी न करें]',
  ],
  monthEvent: ['{date} को {graha} {sign} राशि में {verb}', '{graha} {date} को {sign} राशि में {verb}'],
  monthDasha: ['{date} से {graha} की {level} शुरू होगी', '{date} को {graha} की {level} आरंभ होगी'],
  monthTone: {
    bright: ['आगे बढ़ने का महीना', 'साल के अच्छे महीनों में से एक', 'पहल करने के लिए अच्छा महीना'],
    steady: ['स्थिर महीना', 'सधा हुआ, काम का महीना', 'चुपचाप साथ देने वाला महीना'],
    mixed: ['मिला-जुला महीना, समय देखकर चलें', 'मिला-जुला, इसलिए मौक़ा चुनकर चलें', 'न बहुत आसान, न बहुत कठिन'],
    careful: ['इस महीने सँभलकर चलें', 'यह महीना संयम से बिताएँ', 'धैर्य का महीना'],
  },
  // महीने से छोटा टुकड़ा (अवधि के पहले या आख़िरी कुछ दिन) महीना नहीं कहलाता: उसके दिन गिनाए जाते हैं।
  shortTone: {
    bright: ['{inDays} आगे बढ़िए', '{inDays} पहल कीजिए'],
    steady: ['{inDays} लगातार काम कीजिए', '{inDays} काम सधा हुआ रहेगा'],
    mixed: ['{inDays} समय देखकर चलें', '{inDays} मौक़ा चुनकर चलें'],
    careful: ['{inDays} सँभलकर चलें', '{inDays} संयम रखें'],
  },
  goodDays: [
    '{list} को चंद्रमा पूरे दिन आपके लिए [शुभ भाव में|अनुकूल] रहेंगे[, इसलिए माँगें, मुलाक़ातें और नई शुरुआत इन्हीं दिनों रखें|: ज़रूरी काम इन्हीं दिनों करें]',
    '[इस महीने|चंद्रमा के हिसाब से] आपके सबसे अच्छे दिन {list} हैं, जब चंद्रमा [सुबह से रात तक|पूरे दिन] [अच्छे भाव में|आपके अनुकूल भाव में] रहेंगे',
    '[कैलेंडर में|डायरी में] {list} पर निशान लगा लें[, उन दिनों चंद्रमा पूरे दिन आपके साथ हैं|: इन दिनों चंद्रमा सुबह से रात तक शुभ भाव में रहेंगे|]',
    'ज़रूरी [बातचीत|मुलाक़ातें] और नए काम {list} के लिए [रखें|बचाकर रखें]: इन दिनों चंद्रमा [आपकी राशि से अच्छे भाव में|आपके पक्ष में] होंगे',
    'चंद्रमा की चाल देखें तो {list} आपके [सबसे साफ़|सबसे खुले] दिन हैं, [जिनमें काम आसानी से बनते हैं|जब हाथ डाला काम आसानी से बढ़ता है]',
    '[महीने के|इस अवधि के] [चुने हुए|सबसे भरोसेमंद] दिन {list} हैं: [इन दिनों|उन तारीख़ों पर] चंद्रमा [पूरे दिन|सुबह से रात तक] आपकी राशि से [शुभ|अनुकूल] भाव में रहेंगे, [सो अहम काम इन्हीं पर टिकाइए|इसलिए बड़े काम इन्हीं के लिए रखिए]',
    '[कोई अर्ज़ी, सौदा या नई शुरुआत हो तो|किसी ज़रूरी काम के लिए] {list} [चुनिए|देखिए]: [उन दिनों|इन तारीख़ों पर] चंद्रमा पूरे दिन [आपके अनुकूल|आपके लिए शुभ भाव में] रहेंगे',
  ],
  chandrashtama: [
    'चंद्राष्टम, यानी चंद्रमा आपकी राशि से आठवें भाव में, {windows} रहेगा[, उस समय सिर्फ़ रोज़ के काम करें|, तब कोई जोखिम भरा फ़ैसला न लें|]',
    '{windows} [हल्का रखें|शांत रहें|कामकाज हल्का रखें], क्योंकि तब चंद्रमा आपकी जन्म राशि से आठवें (चंद्राष्टम) होंगे',
    '{windows} चंद्रमा आपकी राशि से आठवें भाव में होंगे, जिसे चंद्राष्टम कहते हैं; [इन घंटों में बड़े फ़ैसले टालें|इस बीच बहस और नई शुरुआत से बचें|तब सेहत और सफ़र में ख़ास सावधानी रखें]',
    '[सावधानी का समय|थोड़ा ठहरने का समय|धीमे चलने का समय] {windows} है, जब चंद्राष्टम रहेगा, यानी चंद्रमा आपकी जन्म राशि से आठवें भाव में होंगे',
    '[इस दौर की|महीने की] [नाज़ुक|कमज़ोर] घड़ियाँ चंद्राष्टम की हैं, {windows}; [उस बीच नए काम और बड़े ख़र्च टालें|तब आराम और रोज़ के काम ही ठीक हैं|तब मन को शांत रखें और विवाद से दूर रहें]',
    'चंद्रमा जब आपकी राशि से आठवें भाव से गुज़रेंगे, यानी {windows}, [तब|उस दौरान] [बड़े फ़ैसले|जोखिम वाले काम|नई शुरुआत] [न करें|टाल दें|किसी और दिन के लिए रखें]',
    '{windows} का समय चंद्राष्टम का है, [इसलिए|सो] [उस दौरान|तब] [ज़रूरी काम पहले से निपटा लें|नई ज़िम्मेदारी न लें|लंबी यात्रा और जोखिम से बचें]',
    '[डायरी में|कैलेंडर में] {windows} के आगे [सावधानी लिख लें|चंद्राष्टम लिख लें|सावधानी का निशान लगा लें]: [तब चंद्रमा आपकी राशि से आठवें भाव में होंगे|उस दौरान चंद्रमा आठवें भाव से गुज़रेंगे]',
    'चंद्राष्टम की अवधि {windows} रहेगी: [चंद्रमा तब आपकी राशि से आठवें भाव में होंगे, इसलिए मन और सेहत का ख़्याल रखें|उस बीच बड़े लेन-देन और बहस से दूर रहें|तब काम कम और आराम ज़्यादा रखें]',
  ],
} as const;

function stayEffect(ctx: HiCtx, s: StayFact): string {
  const h = s.houseFromMoon;
  const table = s.graha === 'Jupiter' ? JUPITER_GOCHARA_HI : s.graha === 'Saturn' ? SATURN_GOCHARA_HI : NODE_AXIS_HI;
  return sayHi(ctx, SPAN_POOLS.effectFrame, { effect: table[h]! });
}

/** 'आपके अष्टकवर्ग में … 8 में से 5 बिंदु हैं…': अष्टकवर्ग गोचर के फल को कितना बढ़ाता-घटाता है (judgement/classics.ts), जब जन्म का समय ज्ञात हो। */
function binduSentence(ctx: HiCtx, s: StayFact): string | null {
  if (s.bindus === null) return null;
  const band = binduBand(s.bindus);
  const good = isGocharaGood(s.graha, s.houseFromMoon);
  const pool = band === 'middling' ? SPAN_POOLS.bindus.middling : band === 'strong' ? (good ? SPAN_POOLS.bindus.strongGood : SPAN_POOLS.bindus.strongHard) : good ? SPAN_POOLS.bindus.weakGood : SPAN_POOLS.bindus.weakHard;
  return sayHi(ctx, pool, { graha: ctx.names.graha(s.graha), sign: SIGNS_HI[s.sign]!, bindus: String(s.bindus) });
}

/** '5 सप्ताह', '4 महीने', 'लगभग 2 साल'. */
export function lengthHi(from: string, to: string): string {
  const days = daysBetween(from, to);
  if (days < 14) return `${days} दिन`;
  if (days < 63) return `${Math.round(days / 7)} सप्ताह`;
  if (days < 700) return `${Math.round(days / 30.44)} महीने`;
  return `लगभग ${Math.round(days / 365.25)} साल`;
}

const LEVEL: Record<string, string> = { mahadasha: 'महादशा', antardasha: 'अंतर्दशा' };
export const levelHi = (l: string): string => LEVEL[l] ?? l;

function leftBefore(ctx: HiCtx, s: StayFact): string | null {
  const stays = ctx.facts.sky.stays[s.graha] ?? [];
  const i = stays.findIndex((x) => x.entered?.atMs === s.entered?.atMs);
  return i > 0 ? stays[i - 1]!.entered?.date ?? null : null;
}

function lead(ctx: HiCtx, l: LeadEvent, obl: string): string {
  const { pen, names } = ctx;
  if (l.key === 'stay') {
    const s = l.stay;
    const slots = { obl, graha: names.graha(s.graha), sign: SIGNS_HI[s.sign]!, house: bhava(s.houseFromMoon), short: pen.pick(HOUSE_SHORT_HI[s.houseFromMoon]!) };
    if (s.returning && s.entered) {
      const left = leftBefore(ctx, s);
      const [withLeft, bare] = s.enteredRetrograde ? [SPAN_POOLS.leadReturn, SPAN_POOLS.leadReturnBare] : [SPAN_POOLS.leadReturnDirect, SPAN_POOLS.leadReturnDirectBare];
      return left ? sayHi(ctx, withLeft, { ...slots, date: dayMonthYearHi(s.entered.date), date2: dayMonthYearHi(left) }) : sayHi(ctx, bare, { ...slots, date: dayMonthYearHi(s.entered.date) });
    }
    return sayHi(ctx, SPAN_POOLS.leadIngress, { ...slots, date: dayMonthYearHi(s.entered!.date) });
  }
  if (l.key === 'dasha-change') return sayHi(ctx, SPAN_POOLS.leadDasha, { obl, level: levelHi(l.level), graha: names.graha(l.lord), date: dayMonthYearHi(l.start) });
  const e = l.event;
  return sayHi(ctx, SPAN_POOLS.leadStation, { obl, date: dayMonthYearHi(e.date), graha: names.graha(e.graha), turns: e.retrograde ? 'वक्री' : 'मार्गी', sign: SIGNS_HI[e.toSign]!, house: bhava(e.houseFromMoon), short: pen.pick(HOUSE_SHORT_HI[e.houseFromMoon]!) });
}

function eventSentence(ctx: HiCtx, e: TransitEventFact): string {
  const { pen, names } = ctx;
  const slots = { graha: names.graha(e.graha), sign: SIGNS_HI[e.toSign]!, date: dayMonthHi(e.date), house: bhava(e.houseFromMoon), good: pen.pick(HOUSE_GOOD_HI[e.houseFromMoon]!), hard: pen.pick(HOUSE_HARD_HI[e.houseFromMoon]!), short: pen.pick(HOUSE_SHORT_HI[e.houseFromMoon]!) };
  if (e.kind === 'station' && e.retrograde && e.directAt) return sayHi(ctx, SPAN_POOLS.stationRetroSpell, { ...slots, length: lengthHi(e.date, e.directAt.date), date2: dayMonthHi(e.directAt.date) });
  if (e.kind === 'station') return sayHi(ctx, e.retrograde ? SPAN_POOLS.stationRetro : SPAN_POOLS.stationDirect, slots);
  if (e.retrograde && e.graha !== 'Rahu' && e.graha !== 'Ketu') return sayHi(ctx, SPAN_POOLS.ingressBack, slots);
  return sayHi(ctx, isGocharaGood(e.graha, e.houseFromMoon) ? SPAN_POOLS.ingress : SPAN_POOLS.ingressHard, slots);
}

function staySentences(ctx: HiCtx, b: B<'slow-weather'>): string[] {
  const { pen, names, facts } = ctx;
  const p = PERIOD[facts.readingType] ?? ANY_PERIOD;
  const out: string[] = [];
  if (facts.readingType === 'weekly') {
    const items = b.stays.filter((s) => s.coversPeriod && s.left).map((s) => pen.fill(pen.pick(SPAN_POOLS.stayBrief), { graha: names.graha(s.graha), sign: SIGNS_HI[s.sign]!, house: bhava(s.houseFromMoon), date2: dayMonthYearHi(s.left!.date), short: pen.pick(HOUSE_SHORT_HI[s.houseFromMoon]!) }, false));
    if (items.length) out.push(sayHi(ctx, SPAN_POOLS.stayBriefLead, { list: items.join('; ') }));
    if (b.sadeSati) out.push(sayHi(ctx, SPAN_POOLS.sadeSati[b.sadeSati], { periodObl: p.obl }));
    return out;
  }
  for (const g of ['Saturn', 'Jupiter', 'Rahu'] as Graha[]) {
    const stays = b.stays.filter((s) => s.graha === g);
    if (!stays.length) continue;
    const [first, ...rest] = stays;
    const slots = (s: StayFact) => ({ graha: names.graha(g), sign: SIGNS_HI[s.sign]!, house: bhava(s.houseFromMoon), whole: p.whole, bhar: p.bhar, short: pen.pick(HOUSE_SHORT_HI[s.houseFromMoon]!) });
    if (first!.coversPeriod) {
      out.push(first!.entered && first!.left
        ? sayHi(ctx, SPAN_POOLS.staySince, { ...slots(first!), date: dayMonthYearHi(first!.entered.date), date2: dayMonthYearHi(first!.left.date) })
        : sayHi(ctx, SPAN_POOLS.stayWhole, slots(first!)));
      out.push(stayEffect(ctx, first!));
      const footing = binduSentence(ctx, first!);
      if (footing) out.push(footing);
    } else if (first!.left && first!.entered && first!.entered.atMs < facts.period.startMs) {
      out.push(sayHi(ctx, SPAN_POOLS.stayLeaves, { graha: names.graha(g), sign: SIGNS_HI[first!.sign]!, date: dayMonthYearHi(first!.left.date), date2: dayMonthYearHi(first!.entered.date), short: pen.pick(HOUSE_SHORT_HI[first!.houseFromMoon]!) }));
    } else {
      rest.unshift(first!);
    }
    for (const s of rest) {
      if (!s.entered) continue;
      const length = s.left ? lengthHi(s.entered.date, s.left.date) : 'अवधि के अंत';
      const clauses: Clause[] = [[!s.returning ? SPAN_POOLS.stayEnters : s.enteredRetrograde ? SPAN_POOLS.stayReturns : SPAN_POOLS.stayReturnsDirect, { ...slots(s), date: dayMonthYearHi(s.entered.date), length }]];
      for (const st of s.stations.filter((x) => x.atMs >= facts.period.startMs && x.atMs < facts.period.endMs)) {
        clauses.push([SPAN_POOLS.stayStation, { turns: st.turns === 'retrograde' ? 'वक्री' : 'मार्गी', date: dayMonthYearHi(st.date) }]);
      }
      out.push(compoundHi(ctx, clauses, ['; ', ', और ']));
      if (!s.returning) out.push(stayEffect(ctx, s));
      const footing = s.returning ? null : binduSentence(ctx, s);
      if (footing) out.push(footing);
    }
  }
  if (b.sadeSati) out.push(sayHi(ctx, SPAN_POOLS.sadeSati[b.sadeSati], { periodObl: p.obl }));
  return out;
}

/** 'चंद्राष्टम' windows: '30 नवंबर सुबह 9:42 से 2 दिसंबर सुबह 11:10 तक'. */
function windowLabel(start: string, end: string): string {
  const part = (s: string) => (s === 'start' || s === 'end' ? null : `${dayMonthHi(s.slice(0, 10))} ${timeHi(s.slice(11))}`);
  const a = part(start);
  const b = part(end);
  if (a && b) return `${a} से ${b} तक`;
  if (a) return `${a} से अवधि के अंत तक`;
  if (b) return `${b} तक`;
  return 'पूरी अवधि में';
}

const DAY_COUNT_HI = ['', 'एक', 'दो', 'तीन', 'चार', 'पाँच', 'छह', 'सात', 'आठ', 'नौ'];

/** 'इस दिन', 'इन तीन दिनों में', 'इन 12 दिनों में'. */
function inDaysHi(n: number): string {
  return n === 1 ? 'इस दिन' : `इन ${DAY_COUNT_HI[n] ?? String(n)} दिनों में`;
}

export const spanWriters: Pick<BlockWriters<NamesHi>, 'span-opening' | 'week-days' | 'fast-events' | 'slow-weather' | 'month-days' | 'months'> = {
  'span-opening': (b, ctx) => {
    const { facts } = ctx;
    const p = PERIOD[b.type] ?? ANY_PERIOD;
    const pool = { bright: SPAN_POOLS.openBright, steady: SPAN_POOLS.openSteady, mixed: SPAN_POOLS.openMixed, careful: SPAN_POOLS.openCareful }[b.tone];
    const parts = [greetThen(ctx, SPAN_POOLS.greeting, facts.person.firstName, pool, { span: spanLabelHi(b.start, b.end), periodObl: p.obl })];
    for (const l of b.lead) parts.push(lead(ctx, l, p.obl));
    return { text: parts.join(' '), join: 'paragraph' };
  },

  'week-days': (b, ctx) => {
    const { pen, names } = ctx;
    const lines = b.days.map((d) => {
      const slots = {
        day: dayLabelHi(d.date, d.weekday), sign: SIGNS_HI[d.sign]!, house: bhava(d.houseFromMoon), nak: names.nakshatra(d.nakshatra), tara: TARAS_HI[d.tara - 1]!.name,
        good: pen.pick(HOUSE_GOOD_HI[d.houseFromMoon]!), hard: pen.pick(HOUSE_HARD_HI[d.houseFromMoon]!),
      };
      const clauses: Clause[] = [[d.good ? SPAN_POOLS.day : SPAN_POOLS.dayHard, slots]];
      if (d.other && d.until) clauses.push([SPAN_POOLS.dayLeaves, { time: timeHi(d.until), sign2: SIGNS_HI[d.other.sign]!, house2: bhava(d.other.houseFromMoon) }]);
      if (d.other && d.from) clauses.push([SPAN_POOLS.dayArrives, { time: timeHi(d.from), sign: SIGNS_HI[d.sign]!, sign2: SIGNS_HI[d.other.sign]!, house2: bhava(d.other.houseFromMoon) }]);
      if (d.chandrashtama) clauses.push([SPAN_POOLS.dayChandrashtama, {}]);
      if (!d.good) clauses.push([SPAN_POOLS.dayStarFavours, { nak: nakshatraHi(d.nakshatra), favours: pen.pick(NATURE_LORE_HI[d.nature].favours) }]);
      if (d.observance && !(d.barsBeginnings && d.observance.key === 'amavasya')) clauses.push([SPAN_POOLS.dayObservance, { obs: observanceHi(d.observance, SIGNS_HI) }]);
      if (d.barsBeginnings) clauses.push(d.tithi === 30 ? [SPAN_POOLS.dayAmavasya, {}] : [SPAN_POOLS.dayRikta, { tithi: `${pakshaHi(d.tithi)} ${tithiHi(d.tithi)}` }]);
      if (d.rahu) clauses.push([SPAN_POOLS.dayRahu, { rahu: rangeHi(d.rahu.start, d.rahu.end) }]);
      return compoundHi(ctx, clauses, ['; ']);
    });
    return { text: lines.join('\n'), join: 'paragraph' };
  },

  'fast-events': (b, ctx) => {
    const sentences = b.events.slice(0, 6).map((e) => eventSentence(ctx, e));
    return sentences.length ? { text: sentences.join(' '), join: 'paragraph' } : null;
  },

  'slow-weather': (b, ctx) => {
    const out = staySentences(ctx, b);
    return out.length ? { text: out.join(' '), join: 'paragraph' } : null;
  },

  'month-days': (b, ctx) => {
    const clauses: Clause[] = [];
    if (b.good.length) clauses.push([SPAN_POOLS.goodDays, { list: listHi(b.good.slice(0, 8).map(dayMonthHi)) }]);
    const windows = b.chandrashtama.map((w) => windowLabel(w.start, w.end));
    if (windows.length) clauses.push([SPAN_POOLS.chandrashtama, { windows: listHi(windows) }]);
    return clauses.length ? { text: compoundHi(ctx, clauses, ['। ']), join: 'paragraph' } : null;
  },

  months: (b, ctx) => {
    const { pen, names } = ctx;
    const lines = b.months.map((m) => {
      const good = isGocharaGood('Sun', m.sunHouseFromMoon);
      const clauses: Clause[] = [[good ? SPAN_POOLS.monthHead : SPAN_POOLS.monthHeadHard, {
        month: spanLabelHi(m.start, m.end), sign: SIGNS_HI[m.sunSign]!, house: bhava(m.sunHouseFromMoon),
        good: pen.pick(HOUSE_GOOD_HI[m.sunHouseFromMoon]!), hard: pen.pick(HOUSE_HARD_HI[m.sunHouseFromMoon]!),
      }]];
      for (const e of m.events.slice(0, 3)) {
        const verb = e.kind === 'station' ? (e.retrograde ? 'वक्री होंगे' : 'मार्गी होंगे') : e.retrograde && e.graha !== 'Rahu' && e.graha !== 'Ketu' ? 'वक्री होकर लौटेंगे' : 'प्रवेश करेंगे';
        clauses.push([SPAN_POOLS.monthEvent, { graha: names.graha(e.graha), verb, sign: SIGNS_HI[e.toSign]!, date: dayMonthHi(e.date) }]);
      }
      for (const c of m.dashaChanges) clauses.push([SPAN_POOLS.monthDasha, { level: levelHi(c.level), graha: names.graha(c.lord), date: dayMonthHi(c.start) }]);
      const days = daysBetween(m.start, m.end) + 1;
      // A slice shorter than a month is named as its days: 'इन तीन दिनों में', never 'महीना'.
      clauses.push(days < 28 ? [SPAN_POOLS.shortTone[m.tone], { inDays: inDaysHi(days) }] : [SPAN_POOLS.monthTone[m.tone], {}]);
      return compoundHi(ctx, clauses, ['; ']);
    });
    return { text: lines.join('\n'), join: 'paragraph' };
  },
};
