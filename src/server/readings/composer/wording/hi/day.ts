/**
 * Hindi wording of the daily blocks. Times come from the block as 'HH:MM' and are said the way a
 * Hindi almanac says them ("दोपहर 1:05"); the sentences are Hindi's own, not the English ones in
 * Hindi words: the Moon "is" in a sign (चंद्रमा … राशि में रहेंगे), the reader "will feel"
 * (महसूस करेंगे / करेंगी).
 */
import { VARA_LORDS, tithiGroup } from '../../judgement/classics';
import type { BlockWriters } from '../locale';
import {
  COLOUR_HI, HOUSE_GOOD_HI, HOUSE_HARD_HI, HOUSE_SHORT_HI, MOON_OVER_HI, NAKSHATRA_DEITY_HI, NATURE_LORE_HI, TARAS_HI, TARA_ADVICE_HI, TITHI_GROUP_HI,
  VARA_FAVOURS_HI, YOGAS_HI, observanceHi, pakshaHi, tithiHi,
} from './lore';
import type { Clause, HiCtx, NamesHi } from './names';
import { SIGNS_HI, bhava, compoundHi, dayLabelHi, grahaHi, listHi, nakshatraHi, rangeHi, sayHi, timeHi, weekdayHi } from './names';

export const DAY_POOLS = {
  greeting: [
    'नमस्ते {name} जी', '{name} जी, [नमस्ते|नमस्कार|प्रणाम]', '[प्रणाम|नमस्कार] {name} जी', '[जय श्री कृष्ण|राम राम|हरि ॐ] {name} जी',
    '{name} जी, आपका दिन शुभ हो', 'आदरणीय {name} जी, [नमस्कार|नमस्ते]',
  ],
  openingBright: [
    '{day} का दिन आपके [पक्ष में है|लिए शुभ है][, इसका पूरा लाभ उठाइए|, ज़रूरी काम इसी दिन रखिए|]',
    '{day} को [ग्रह|सितारे] आपका [साथ दे रहे हैं|हाथ थामे हैं], [इसलिए हिम्मत से आगे बढ़िए|और आप इसे साफ़ महसूस करें{ge}]',
    '{day} इस [महीने|पखवाड़े] के [अच्छे|उजले] दिनों में से एक है[, इसे यूँ ही न जाने दें|]',
    '{day} को [मदद ज़्यादा और रुकावट कम है|साथ देने वाली बातें भारी हैं], [जो भी शुरू करें{ge}, उसमें मन लगेगा|पहल करने का यह अच्छा मौक़ा है]',
  ],
  openingSteady: [
    '{day} का दिन [ठीक-ठाक|सधा हुआ] है, [पलड़ा थोड़ा आपकी ओर झुका है|रुकावट से ज़्यादा सहारा है]',
    '{day} को [हल्का|धीमा] सहारा मिल रहा है[, बस अच्छे समय का ध्यान रखें|, रोज़ के काम अच्छे से निपटें{ge}]',
    '{day} [काम का दिन है|ठोस काम का दिन है]: [कुछ घड़ियों का ध्यान रखें, बाक़ी दिन साथ देगा|धीरे-धीरे चलें{ge} तो सब सधेगा]',
  ],
  openingMixed: [
    '{day} का दिन [मिला-जुला है|दोनों रंगों वाला है]: [कुछ घड़ियाँ अच्छी हैं, कुछ धीमी|मदद भी है और अड़चन भी], इसलिए [समय का चुनाव अहम है|नीचे दिए समय ज़रूर देखें]',
    '{day} को [पलड़ा बराबर है|ग्रहों का तराज़ू बीच में है], [इसलिए हर काम का समय सोचकर चुनें|सही घड़ी ही फ़र्क़ डालेगी]',
    '{day} [एक हाथ से देता है, दूसरे से माँगता है|आधा आपके साथ है, आधा परीक्षा लेता है]: [जो काम सही समय पर करें{ge}, वही सधेगा|घड़ी देखकर चलना ही समझदारी है]',
  ],
  openingCareful: [
    '{day} [सँभलकर चलने का दिन है|संयम का दिन है][, {name} जी|]: [बड़े क़दम आज रोक लें|जोखिम वाले काम टाल दें]',
    '{day} को [ग्रह आपके ज़्यादा साथ नहीं हैं|पलड़ा सावधानी की ओर झुका है], [इसलिए जो है उसे सँभालें|इसलिए धीरे चलें और वादे कम करें]',
    '{day} [धीमा और शांत रखने लायक़ है|आराम से बिताने का दिन है]: [पुराने काम पूरे करें, नए शुरू न करें|कम बोलें, ज़्यादा सुनें]',
  ],
  mainAll: [
    'चंद्रमा [पूरे दिन|सुबह से रात तक] {sign} राशि में रहेंगे, जो आपकी जन्म राशि से {house} भाव में है; [यह|यह स्थिति] {good} के लिए [शुभ|अच्छी] है',
    '[पूरे दिन|दिन भर] चंद्रमा {sign} राशि में, आपकी राशि से {house} भाव में [रहेंगे|गोचर करेंगे], [जिससे|इससे] {good} को [बल मिलेगा|सहारा मिलेगा]',
  ],
  mainAllHard: [
    'चंद्रमा [पूरे दिन|सुबह से रात तक] {sign} राशि में रहेंगे, जो आपकी जन्म राशि से {house} भाव में है; [शास्त्र यहाँ|इस स्थिति में] {hard} में सावधानी [बताते हैं|रखनी चाहिए]',
    '[पूरे दिन|दिन भर] चंद्रमा {sign} राशि में, आपकी राशि से {house} भाव में रहेंगे, [इसलिए|सो] {hard} पर [ध्यान रखें|नज़र रखें]',
  ],
  mainMost: [
    'दिन का [बड़ा|ज़्यादातर] हिस्सा चंद्रमा {sign} राशि में बिताएँगे, जो आपकी राशि से {house} भाव में है: {good} के लिए [अच्छा|शुभ]',
    '[जागते हुए ज़्यादातर समय|दिन के अधिकतर घंटों में] चंद्रमा {sign} राशि में, आपकी राशि से {house} भाव में रहेंगे, [जिससे {good} को बल मिलेगा|जो {good} के लिए अनुकूल है]',
  ],
  mainMostHard: [
    'दिन का [बड़ा|ज़्यादातर] हिस्सा चंद्रमा {sign} राशि में बिताएँगे, जो आपकी राशि से {house} भाव में है: {hard} में सावधानी रखें',
    '[जागते हुए ज़्यादातर समय|दिन के अधिकतर घंटों में] चंद्रमा {sign} राशि में, आपकी राशि से {house} भाव में रहेंगे, [इसलिए {hard} पर ध्यान दें|सो {hard} में जल्दबाज़ी न करें]',
  ],
  mainPart: [
    'आज चंद्रमा राशि बदलेंगे, और दिन का लंबा हिस्सा {sign} राशि में रहेगा, जो आपकी राशि से {house} भाव में है',
    'चंद्रमा के राशि बदलने से दिन [दो हिस्सों में|दो रंगों में] बँटा है; [बड़ा|लंबा] हिस्सा {sign} राशि का है, आपकी राशि से {house} भाव',
  ],
  fromLagna: [
    'लग्न से गिनें तो यह आपका {house} भाव में है, यानी {short} की बात',
    'आपकी कुंडली के लग्न से यह {house} भाव पड़ता है, [इसलिए|सो] दिन {short} के आसपास घूमेगा',
    '[जन्म लग्न से|लग्न के हिसाब से] चंद्रमा {house} भाव को [जगाएँगे|छुएँगे], [जिससे|और] {short} से जुड़े मामले सामने आएँगे',
  ],
  observanceToday: [
    'आज {obs} भी है[, जो पूरे दिन का रंग तय करता है|]',
    '[पंचांग के अनुसार|कैलेंडर में] आज {obs} है',
  ],
  startsThenEnters: [
    'चंद्रमा दिन की शुरुआत {sign} राशि में करेंगे, जो आपकी राशि से {house} भाव में है, और {time} पर {sign2} राशि में [प्रवेश करेंगे|चले जाएँगे], जो {house2} भाव में है',
    '{time} तक चंद्रमा {sign} राशि में, आपकी राशि से {house} भाव में हैं; [उसके बाद|फिर] वे {sign2} राशि में, {house2} भाव में [आ जाएँगे|प्रवेश करेंगे]',
  ],
  enterLate: ['{time} पर चंद्रमा {sign} राशि में, आपकी राशि से {house} भाव में आ जाएँगे और बाक़ी दिन वहीं रहेंगे।'],
  stretchGood: [
    '[वे घंटे|वह समय] {good} के लिए [अच्छे रहेंगे|शुभ हैं]',
    '[उसके बाद का समय|तब से दिन] {good} के लिए [खुलता है|अनुकूल है]',
  ],
  stretchHard: [
    '[उन घंटों में|उस समय] {hard} में सावधानी रखें',
    '[उसके बाद|तब से] {hard} पर [ध्यान दें|संयम रखें]',
  ],
  chandrashtama: [
    'यह आपके लिए चंद्राष्टम है, यानी चंद्रमा आपकी राशि से आठवें भाव में; उस समय [रोज़ के काम करें|सिर्फ़ ज़रूरी काम करें], जोखिम भरे फ़ैसले और लंबी ड्राइव टालें।',
    '[शास्त्र इसे चंद्राष्टम कहते हैं|इसे चंद्राष्टम कहा जाता है], जन्म राशि से आठवें चंद्रमा; जब तक यह रहे, [नए काम|नई ज़िम्मेदारियाँ] और बहस [टालें|से बचें]।',
  ],
  overOccupant: [
    '{sign} राशि में चंद्रमा आपके जन्म के {list} की राशि से गुज़रेंगे, [इसलिए उनसे जुड़ी बातें आज जागेंगी|जिससे उनके विषय आज सामने आएँगे]।',
    'आज चंद्रमा {sign} राशि में आपके जन्म के {list} के ऊपर से गुज़रेंगे, [सो उनसे जुड़े मामले आज मन में रहेंगे|तो उनसे जुड़े विषय आज उभरेंगे]।',
  ],
  oneSign: [
    'आज चंद्रमा पूरे दिन एक ही राशि में रहेंगे, इसलिए दिन का [मिज़ाज|रंग] एक-सा रहेगा',
    '[सुबह से रात तक|दिन भर] राशि नहीं बदलेगी, [सो जो मन सुबह रहेगा, वही शाम तक रहेगा|इसलिए दिन एक ही सुर में चलेगा]',
    'चंद्रमा आज [अपनी राशि नहीं बदलेंगे|एक ही राशि में टिके रहेंगे], [सो|इसलिए] दिन का [स्वभाव|मूड] [शुरू से अंत तक|सुबह से रात तक] एक जैसा रहेगा',
    'आज चंद्रमा का राशि-परिवर्तन नहीं है, [इसलिए|सो] दिन की चाल [एक जैसी बनी रहेगी|बदलेगी नहीं]',
  ],
  conjunction: [
    '{time} पर चंद्रमा ठीक आपके जन्म के {bare} के ऊपर से गुज़रेंगे, जो आपके {house} भाव में हैं: {over}।',
    '[लगभग|क़रीब] {time} पर चंद्रमा आपके {house} भाव के {bare} को छुएँगे, [इसलिए|सो] {over}।',
  ],
  starUntil: [
    '{end} तक चंद्रमा {nak} नक्षत्र में हैं, जो आपके जन्म नक्षत्र से {tara} तारा है ({meaning}): {advice}',
    '[नक्षत्र की बात करें तो|आज का नक्षत्र] {end} तक {nak} है; आपके लिए यह {tara} तारा है, [यानी {meaning}|{meaning}], और {advice}',
    '{nak} नक्षत्र {end} तक [रहेगा|चलेगा], जो आपके लिए {tara} तारा है, सो {advice}',
  ],
  starAll: [
    'आज पूरे दिन चंद्रमा {nak} नक्षत्र में हैं, जो आपके जन्म नक्षत्र से {tara} तारा है ({meaning}): {advice}',
    '[नक्षत्र की बात करें तो|आज का नक्षत्र] दिन भर {nak} रहेगा; आपके लिए यह {tara} तारा है, यानी {meaning}, और {advice}',
  ],
  starThen: [
    '{start} से {nak} नक्षत्र [शुरू होगा|लगेगा], जो आपके लिए {tara} तारा है ({meaning})।',
    '{start} पर चंद्रमा {nak} नक्षत्र में आ जाएँगे, आपका {tara} तारा ({meaning})।',
  ],
  nature: [
    '{nak} {gloss} स्वभाव का नक्षत्र है, {favours} के लिए [अच्छा|उपयुक्त], और इसके देवता {deity} हैं',
    '{gloss} नक्षत्र होने से {nak} {favours} में [साथ देता है|मदद करता है]; इसके स्वामी देवता {deity} हैं',
    '{deity} के इस {gloss} नक्षत्र में {favours} के काम [अच्छे बनते हैं|फलते हैं]',
    '{nak} का स्वभाव {gloss} है; यह {favours} के लिए [अच्छा|उपयुक्त] माना जाता है और इसके देवता {deity} हैं',
  ],
  starLord: [
    '{nak} के स्वामी {graha} हैं, जो आपकी कुंडली के {house} भाव में बैठे हैं, इसलिए दिन {short} से [जुड़ेगा|जुड़ा रहेगा]।',
    'नक्षत्र के स्वामी {graha} जन्म से आपके {house} भाव में हैं: [दिन का झुकाव|आज का ध्यान] {short} की ओर रहेगा।',
    '{nak} के स्वामी {graha} आपके {house} भाव में हैं, [सो|इसलिए] आज {short} से जुड़ी बातें [उठेंगी|सामने आएँगी]।',
  ],
  tithiUntil: [
    '{end} तक {paksha} पक्ष की {tithi} तिथि है, फिर {tithi2}, जो {gloss} तिथि है और {favours} के लिए [अच्छी|उपयुक्त] मानी जाती है',
    'तिथि {end} तक {paksha} {tithi} है, उसके बाद {tithi2} [लगेगी|शुरू होगी], एक {gloss} तिथि जो {favours} में [साथ देती है|शुभ है]',
  ],
  tithiAll: [
    'आज पूरे दिन {paksha} पक्ष की {tithi} तिथि है, जो {gloss} तिथि है और {favours} के लिए [अच्छी|उपयुक्त] है',
    'दिन भर {paksha} {tithi} रहेगी, एक {gloss} तिथि जो {favours} में [साथ देती है|शुभ है]',
  ],
  yogaGood: [
    'सूर्योदय के समय {yoga} योग है, [जो शुभ योगों में गिना जाता है|जो नई शुरुआत के लिए अच्छा है]',
    '[सुबह|सूर्योदय पर] {yoga} योग [चल रहा है|है], [शुभ काम के लिए अनुकूल|जो काम की अच्छी शुरुआत देता है]',
  ],
  yogaHard: [
    'सूर्योदय के समय {yoga} योग है, जिसमें पंचांग [शुभ शुरुआत|नए काम] टालने को कहते हैं',
    '[सुबह|सूर्योदय पर] {yoga} योग है, [इसलिए ज़रूरी शुरुआत बाद के लिए रखें|जो बड़े कामों की शुरुआत के लिए ठीक नहीं]',
  ],
  vishti: [
    'करण विष्टि (भद्रा) है, जिसमें शुभ काम [नहीं किए जाते|टाले जाते हैं]',
    'भद्रा [लगी है|चल रही है], इसलिए पूजा या कोई शुभ काम किसी और घड़ी में करें',
  ],
  varaStrong: [
    'आपकी कुंडली में {graha} [बलवान हैं|अच्छी स्थिति में हैं], इसलिए आज के दिन के स्वामी आपके साथ हैं',
    '{graha} आपकी कुंडली में मज़बूत हैं, सो {weekday} आम तौर पर आपके लिए अच्छा रहता है',
  ],
  varaWeak: [
    'आपकी कुंडली में {graha} [कमज़ोर हैं|दबाव में हैं], इसलिए {weekday} से बहुत उम्मीद न रखें',
    '{graha} आपकी कुंडली में कमज़ोर हैं, सो {weekday} को काम हल्का रखें',
  ],
  vara: [
    '{weekday} के स्वामी {graha} हैं, जो आपके {house} भाव में बैठे हैं, यानी {short} का घर: {favours} के लिए [अच्छा दिन|दिन ठीक]',
    'आज के वार के स्वामी {graha} जन्म से आपके {house} भाव में हैं, [जिससे दिन {short} से जुड़ता है|सो दिन {short} को छूता है], और {weekday} {favours} के लिए [अच्छा है|ठीक है]',
  ],
  observance: [
    'आज {obs} है; [अगर आप इसे मानते हैं तो|परंपरा के अनुसार] [व्रत, दीया और छोटी-सी पूजा|शाम को एक दीया और प्रार्थना] से इसे मनाएँ।',
    '{obs} आज [पड़ रहा है|है]; [छोटी-सी पूजा या सादा व्रत|शाम का दीपक] [इसके लिए उचित है|इसे मनाने का पुराना तरीक़ा है]।',
  ],
  kaal: [
    '{place} के समय से राहुकाल {rahu}, यमगंड {yama} और गुलिक काल {gulika} रहेगा[, इनमें नई शुरुआत न करें|]',
    '{place} में राहुकाल ({rahu}), यमगंड ({yama}) और गुलिक काल ({gulika}) में [कोई ज़रूरी काम शुरू न करें|नई शुरुआत से बचें]',
    '{place} के लिए [टालने वाली घड़ियाँ|बचने वाला समय]: राहुकाल {rahu}, यमगंड {yama} और गुलिक काल {gulika}',
  ],
  abhijit: [
    'अभिजित मुहूर्त {abhijit} रहेगा, [जो ज़रूरी काम की शुरुआत के लिए दिन का सबसे अच्छा समय है|किसी अहम शुरुआत के लिए इसे चुनें]',
    '[किसी ज़रूरी हस्ताक्षर या शुरुआत के लिए|कोई अहम काम हो तो उसके लिए] अभिजित मुहूर्त, {abhijit}, [सबसे शुभ है|चुनें]',
  ],
  abhijitWednesday: [
    'बुधवार को अभिजित मुहूर्त ({abhijit}) [नहीं लिया जाता|नहीं माना जाता], इसलिए [चंद्रमा के अच्छे घंटे चुनें|समय चंद्रमा के हिसाब से चुनें]',
  ],
  favour: [
    'आज [ये काम अच्छे रहेंगे|इनके लिए समय अच्छा है]: {list}', '[दिन इनमें साथ देगा|इनके लिए समय अनुकूल है]: {list}',
    '[आज के अनुकूल काम|आज के लिए अच्छे काम]: {list}', '[सितारे आज इनके पक्ष में हैं|आज इनमें सफलता की संभावना ज़्यादा है]: {list}',
  ],
  avoid: [
    '[इनसे बचें|ये काम आज टालें]: {list}', '[आज इनसे दूर रहें|इन्हें किसी और दिन के लिए रखें]: {list}',
    '[आज इनसे परहेज़ करें|आज इनमें जल्दी न करें]: {list}', '[इनके लिए आज का दिन ठीक नहीं|ये काम आज न करें तो अच्छा]: {list}',
  ],
  lucky: [
    'आज का शुभ रंग {colour} है (वार के स्वामी {from} का) और शुभ अंक {number} ({star} के स्वामी {nfrom} का)',
    '[कपड़ों में|कुछ न कुछ] {colour} रंग रखें, जो दिन के स्वामी {from} का रंग है, और अंक {number} याद रखें, जो {star} नक्षत्र के स्वामी {nfrom} का है',
    'शुभ रंग {colour}, क्योंकि दिन {from} का है; शुभ अंक {number}, क्योंकि सूर्योदय पर चंद्रमा {nfrom} के नक्षत्र {star} में हैं',
    'रंग {colour} और अंक {number} आज आपके लिए शुभ हैं: पहला वार के स्वामी {from} से आता है, दूसरा {star} के स्वामी {nfrom} से',
  ],
} as const;

const ADVICE_HI: Record<string, string> = {
  begin: 'नया काम शुरू करना', finish: 'अधूरे काम पूरे करना', travel: 'छोटी यात्राएँ', 'money-in': 'अपना बकाया माँगना',
  'money-out': 'बड़ी ख़रीद या क़र्ज़', talk: 'फ़ोन और मुलाक़ातें', study: 'पढ़ाई', family: 'परिवार के साथ समय',
  rest: 'जल्दी सोना', health: 'सेहत का ध्यान', pray: 'पूजा या ध्यान', charity: 'ज़रूरतमंदों को दान',
  argue: 'कड़वी बातें', risk: 'जोखिम भरे दाँव', sign: 'समझौतों पर हस्ताक्षर', lend: 'उधार देना',
  haste: 'जल्दबाज़ी के फ़ैसले', overwork: 'ज़रूरत से ज़्यादा काम', 'late-night': 'देर रात तक जागना', purchase: 'घर या वाहन की ख़रीद',
};

export const ADVICE_WORDS_HI: readonly string[] = Object.values(ADVICE_HI);

const sign = (i: number) => SIGNS_HI[i]!;

export const dayWriters: Pick<BlockWriters<NamesHi>, 'day-opening' | 'day-moon' | 'day-star' | 'day-panchang' | 'day-kaal' | 'day-advice'> = {
  'day-opening': (b, ctx: HiCtx) => {
    const { pen, facts } = ctx;
    const name = facts.person.firstName;
    const day = dayLabelHi(b.date, b.weekday);
    const tonePool = { bright: DAY_POOLS.openingBright, steady: DAY_POOLS.openingSteady, mixed: DAY_POOLS.openingMixed, careful: DAY_POOLS.openingCareful }[b.tone];
    const m = b.main;
    const slots = { sign: sign(m.sign), house: bhava(m.houseFromMoon), good: pen.pick(HOUSE_GOOD_HI[m.houseFromMoon]!), hard: pen.pick(HOUSE_HARD_HI[m.houseFromMoon]!) };
    const pool = b.share === 'part' ? DAY_POOLS.mainPart : b.share === 'all' ? (m.good ? DAY_POOLS.mainAll : DAY_POOLS.mainAllHard) : m.good ? DAY_POOLS.mainMost : DAY_POOLS.mainMostHard;
    const parts = [compoundHi(ctx, [[DAY_POOLS.greeting, { name }], [tonePool, { day, name }]], [', ', '! ']), sayHi(ctx, pool, slots)];
    const lagna: Clause[] = [[DAY_POOLS.fromLagna, { house: bhava(m.houseFromLagna), short: pen.pick(HOUSE_SHORT_HI[m.houseFromLagna]!) }]];
    if (b.observance) lagna.push([DAY_POOLS.observanceToday, { obs: observanceHi(b.observance, SIGNS_HI) }]);
    parts.push(compoundHi(ctx, lagna, ['; ', '। ']));
    return { text: parts.join(' '), join: 'paragraph' };
  },

  'day-moon': (b, ctx) => {
    const { pen } = ctx;
    const out: string[] = [];
    const [first, ...rest] = b.stretches;
    if (first && rest.length && first.end) {
      const next = rest[0]!;
      out.push(compoundHi(ctx, [
        [DAY_POOLS.startsThenEnters, { sign: sign(first.sign), house: bhava(first.houseFromMoon), sign2: sign(next.sign), house2: bhava(next.houseFromMoon), time: timeHi(first.end) }],
        [next.good ? DAY_POOLS.stretchGood : DAY_POOLS.stretchHard, { good: pen.pick(HOUSE_GOOD_HI[next.houseFromMoon]!), hard: pen.pick(HOUSE_HARD_HI[next.houseFromMoon]!) }],
      ], ['; ', '। ']));
      if (next.chandrashtama) out.push(sayHi(ctx, DAY_POOLS.chandrashtama));
      for (const later of rest.slice(1)) {
        if (later.start) out.push(sayHi(ctx, DAY_POOLS.enterLate, { sign: sign(later.sign), house: bhava(later.houseFromMoon), time: timeHi(later.start) }));
      }
    } else if (first) {
      out.push(compoundHi(ctx, [
        [DAY_POOLS.oneSign, {}],
        [first.good ? DAY_POOLS.stretchGood : DAY_POOLS.stretchHard, { good: pen.pick(HOUSE_GOOD_HI[first.houseFromMoon]!), hard: pen.pick(HOUSE_HARD_HI[first.houseFromMoon]!) }],
      ], ['; ', '। ']));
      if (first.chandrashtama) out.push(sayHi(ctx, DAY_POOLS.chandrashtama));
    }
    const main = b.stretches.find((s) => b.occupants.length && s.sign === ctx.facts.natal.grahas[b.occupants[0]!].sign);
    if (main) out.push(sayHi(ctx, DAY_POOLS.overOccupant, { sign: sign(main.sign), list: listHi(b.occupants.map(grahaHi)) }));
    for (const c of b.conjunctions) {
      out.push(sayHi(ctx, DAY_POOLS.conjunction, { time: timeHi(c.time), bare: grahaHi(c.graha), house: bhava(c.house), over: MOON_OVER_HI[c.graha] }));
    }
    return out.length ? { text: out.join(' '), join: 'paragraph' } : null;
  },

  'day-star': (b, ctx) => {
    const { pen, names } = ctx;
    const [first, ...rest] = b.stars;
    if (!first) return null;
    const tara = TARAS_HI[first.tara - 1]!;
    const out = [sayHi(ctx, first.end ? DAY_POOLS.starUntil : DAY_POOLS.starAll, {
      nak: names.nakshatra(first.nakshatra), end: first.end ? timeHi(first.end) : '', tara: tara.name, meaning: tara.meaning, advice: TARA_ADVICE_HI[first.tara - 1]!,
    })];
    for (const s of rest) {
      if (!s.start) continue;
      const t = TARAS_HI[s.tara - 1]!;
      out.push(sayHi(ctx, DAY_POOLS.starThen, { start: timeHi(s.start), nak: names.nakshatra(s.nakshatra), tara: t.name, meaning: t.meaning }));
    }
    const main = b.stars[b.main] ?? first;
    const lore = NATURE_LORE_HI[main.nature];
    out.push(sayHi(ctx, DAY_POOLS.nature, { nak: nakshatraHi(main.nakshatra), gloss: lore.gloss, deity: NAKSHATRA_DEITY_HI[main.nakshatra]!, favours: pen.pick(lore.favours) }));
    out.push(sayHi(ctx, DAY_POOLS.starLord, { nak: nakshatraHi(main.nakshatra), graha: names.graha(b.mainLord), house: bhava(b.mainLordHouse), short: pen.pick(HOUSE_SHORT_HI[b.mainLordHouse]!) }));
    return { text: out.join(' '), join: 'paragraph' };
  },

  'day-panchang': (b, ctx) => {
    const { pen, names } = ctx;
    const out: string[] = [];
    const [t1, t2] = b.tithis;
    const clauses: Clause[] = [];
    if (t1 && t1.end && t2) {
      const g = TITHI_GROUP_HI[tithiGroup(t2.number)];
      clauses.push([DAY_POOLS.tithiUntil, { paksha: pakshaHi(t1.number), tithi: tithiHi(t1.number), end: timeHi(t1.end), tithi2: `${pakshaHi(t2.number)} ${tithiHi(t2.number)}`, gloss: g.gloss, favours: pen.pick(g.favours) }]);
    } else if (t1) {
      const g = TITHI_GROUP_HI[tithiGroup(t1.number)];
      clauses.push([DAY_POOLS.tithiAll, { paksha: pakshaHi(t1.number), tithi: tithiHi(t1.number), gloss: g.gloss, favours: pen.pick(g.favours) }]);
    }
    clauses.push([b.yoga.auspicious ? DAY_POOLS.yogaGood : DAY_POOLS.yogaHard, { yoga: YOGAS_HI[b.yoga.number - 1]! }]);
    if (b.karana === 'Vishti') clauses.push([DAY_POOLS.vishti, {}]);
    out.push(compoundHi(ctx, clauses, ['; ', '। ']));
    const weekday = weekdayHi(VARA_LORDS.indexOf(b.varaLord));
    const vara: Clause[] = [[DAY_POOLS.vara, { weekday, graha: names.graha(b.varaLord), house: bhava(b.varaLordHouse), short: pen.pick(HOUSE_SHORT_HI[b.varaLordHouse]!), favours: pen.pick(VARA_FAVOURS_HI[b.varaLord]!) }]];
    if (b.varaLordScore >= 3) vara.push([DAY_POOLS.varaStrong, { graha: names.graha(b.varaLord), weekday }]);
    else if (b.varaLordScore <= -3) vara.push([DAY_POOLS.varaWeak, { graha: names.graha(b.varaLord), weekday }]);
    out.push(compoundHi(ctx, vara, ['; ', '। ']));
    for (const o of b.observances) out.push(sayHi(ctx, DAY_POOLS.observance, { obs: observanceHi(o, SIGNS_HI) }));
    return { text: out.join(' '), join: 'paragraph' };
  },

  'day-kaal': (b, ctx) => {
    const k = b.kaal;
    const text = compoundHi(ctx, [
      [DAY_POOLS.kaal, { place: b.place, rahu: rangeHi(k.rahu.start, k.rahu.end), yama: rangeHi(k.yamaganda.start, k.yamaganda.end), gulika: rangeHi(k.gulika.start, k.gulika.end) }],
      [k.abhijit.used ? DAY_POOLS.abhijit : DAY_POOLS.abhijitWednesday, { abhijit: rangeHi(k.abhijit.start, k.abhijit.end) }],
    ], ['। ', '; ']);
    return { text, join: 'paragraph' };
  },

  'day-advice': (b, ctx) => {
    const clauses: Clause[] = [];
    if (b.favour.length) clauses.push([DAY_POOLS.favour, { list: listHi(b.favour.map((k) => ADVICE_HI[k]!)) }]);
    if (b.avoid.length) clauses.push([DAY_POOLS.avoid, { list: listHi(b.avoid.map((k) => ADVICE_HI[k]!)) }]);
    const l = b.lucky;
    clauses.push([DAY_POOLS.lucky, { colour: COLOUR_HI[l.colour] ?? 'सफ़ेद', from: grahaHi(l.colourFrom), number: String(l.number), nfrom: grahaHi(l.numberFrom), star: nakshatraHi(l.nakshatra) }]);
    return { text: compoundHi(ctx, clauses, ['। ']), join: 'paragraph' };
  },
};
