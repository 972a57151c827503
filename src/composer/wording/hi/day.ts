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
import { placeHi } from './place-names';
import { SIGNS_HI, bhava, clauseHi, compoundHi, dayLabelHi, genderSlots, grahaHi, listHi, nakshatraHi, rangeHi, sayHi, tidyHi, timeHi, weekdayHi } from './names';

export const DAY_POOLS = {
  // A greeting carries its own stop: one ending in a comma runs on into the day's verdict, one ending in ! or । stands alone.
  // Greetings are the ones every reader uses, whatever their faith: no devotional salutations.
  greeting: [
    '[नमस्ते|नमस्कार|प्रणाम] {name} जी,', '[सादर|सप्रेम] [नमस्कार|प्रणाम] {name} जी,', '[आदरणीय|प्रिय] {name} जी,', '{name} जी,',
    '[नमस्ते|नमस्कार] {name} जी!',
    '{name} जी, [नमस्ते|नमस्कार|प्रणाम], आपका दिन [शुभ|मंगलमय|सुखद] [हो|रहे|बीते]!',
    '[नमस्ते|नमस्कार|प्रणाम] {name} जी, [आज का|आपका आज का|दिन का] [राशिफल|पंचांग] [हाज़िर है|तैयार है|आपके सामने है]।',
    '[नमस्ते |नमस्कार |]{name} जी, [आज के|इस दिन के] [ग्रह-नक्षत्रों|ग्रहों और नक्षत्रों|सितारों] का हाल [यह रहा|पढ़िए|कुछ इस तरह है]।',
    '[नमस्ते|नमस्कार|प्रणाम] {name} जी, उम्मीद है आप [कुशल से हैं|स्वस्थ और प्रसन्न हैं|सपरिवार कुशल हैं|ठीक हैं]।',
    '[नमस्ते |नमस्कार |]{name} जी, [आइए|चलिए] देखें कि [आज|आज के दिन] [ग्रह|सितारे|ग्रह-नक्षत्र] आपसे क्या कहते हैं।',
  ],
  openingBright: [
    '{day} का दिन आपके [पक्ष में है|लिए शुभ है|लिए अच्छा है][, इसका पूरा लाभ उठाइए|, ज़रूरी काम इसी दिन रखिए|]',
    '{day} को [ग्रह|सितारे] आपका [साथ दे रहे हैं|हाथ थामे हैं], [इसलिए हिम्मत से आगे बढ़िए|और आप इसे साफ़ महसूस करें{ge}]',
    '{day} इस [महीने|पखवाड़े] के [अच्छे|उजले] दिनों में से एक है[, इसे यूँ ही न जाने दें|]',
    '{day} को [मदद ज़्यादा और रुकावट कम है|साथ देने वाली बातें भारी हैं], [जो भी शुरू करें{ge}, उसमें मन लगेगा|पहल करने का यह अच्छा मौक़ा है]',
    '{day} को पलड़ा साफ़ तौर पर आपकी ओर झुका है[, सो ज़रूरी काम इसी दिन निपटाइए|, इसलिए बड़े काम भी हाथ में ले सकते हैं|]',
  ],
  openingSteady: [
    '{day} का दिन [ठीक-ठाक|सधा हुआ|भरोसे लायक़] है, [पलड़ा थोड़ा आपकी ओर झुका है|रुकावट से ज़्यादा सहारा है]',
    '{day} को [हल्का|धीमा पर पक्का] सहारा मिल रहा है[, बस अच्छे समय का ध्यान रखें|, और रोज़ के काम अच्छे से निपट जाएँगे]',
    '{day} [काम का दिन है|ठोस काम का दिन है]: [कुछ घड़ियों का ध्यान रखें, बाक़ी दिन साथ देगा|धीरे-धीरे चलें{ge} तो सब सधेगा]',
    '{day} को सहारा रुकावट से [थोड़ा|कुछ] ज़्यादा है, [इसलिए रोज़ के काम बेझिझक आगे बढ़ाइए|सो काम चलता रहेगा, बस जल्दबाज़ी न कीजिए]',
  ],
  openingMixed: [
    '{day} का दिन [मिला-जुला है|दोनों रंगों वाला है]: [कुछ घड़ियाँ अच्छी हैं, कुछ धीमी|मदद भी है और अड़चन भी], इसलिए [समय का चुनाव अहम है|नीचे दिए समय ज़रूर देखें]',
    '{day} को [पलड़ा बराबर है|ग्रहों का तराज़ू बीच में है], [इसलिए हर काम का समय सोचकर चुनें|सही घड़ी ही फ़र्क़ डालेगी]',
    '{day} का दिन [एक हाथ से देता है, दूसरे से माँगता है|आधा आपके साथ है और आधा परीक्षा लेगा]: [जो काम सही समय पर करें{ge}, वही सधेगा|घड़ी देखकर चलना ही समझदारी है]',
    '{day} को [अच्छी और धीमी घड़ियाँ साथ-साथ चलेंगी|साथ भी मिलेगा और रुकावट भी], [सो क्या करना है से ज़्यादा कब करना है, यह मायने रखता है|इसलिए नीचे दिया समय काम आएगा]',
  ],
  openingCareful: [
    '{day} [सँभलकर चलने का दिन है|संयम का दिन है]: [बड़े क़दम अभी रोक लें|जोखिम वाले काम टाल दें]',
    '{day} को [ग्रह आपका ज़्यादा साथ नहीं दे रहे|पलड़ा सावधानी की ओर झुका है], [इसलिए जो है उसे सँभालें|इसलिए धीरे चलें और वादे कम करें]',
    '{day} का दिन [धीमा और शांत रखने लायक़ है|आराम से बिताने लायक़ है]: [पुराने काम पूरे करें, नए शुरू न करें|कम बोलें, ज़्यादा सुनें]',
    '{day} का दिन [बचाव का है, फैलाव का नहीं|सहेजने का है, दाँव लगाने का नहीं]: [जल्दबाज़ी से बचें|नए वादों से बचें] और [दिनचर्या पर टिके रहें|हाथ के काम पूरे करें]',
  ],
  mainAll: [
    'चंद्रमा [पूरे दिन|सुबह से रात तक] {sign} राशि में रहेंगे, जो आपकी जन्म राशि से {house} भाव में है; [यह|यह स्थिति] {good} के लिए [शुभ|अच्छी] है',
    '[पूरे दिन|दिन भर] चंद्रमा {sign} राशि में, आपकी राशि से {house} भाव में [रहेंगे|गोचर करेंगे], [जिससे|इससे] {good} को [बल मिलेगा|सहारा मिलेगा]',
  ],
  mainAllHard: [
    'चंद्रमा [पूरे दिन|सुबह से रात तक] {sign} राशि में रहेंगे, जो आपकी जन्म राशि से {house} भाव में है; [शास्त्र यहाँ {hard} में सावधानी बताते हैं|इस स्थिति में {hard} में सावधानी रखनी चाहिए]',
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
    '[आज चंद्रमा राशि बदलेंगे|आज चंद्रमा का राशि-परिवर्तन है], और दिन का [लंबा|बड़ा] हिस्सा वे {sign} राशि में बिताएँगे, जो आपकी राशि से {house} भाव में [है|पड़ती है]',
    '[|आज ]चंद्रमा के राशि बदलने से दिन [दो हिस्सों में|दो रंगों में] बँटा है; [बड़ा|लंबा] हिस्सा {sign} राशि का है, जो आपकी राशि से {house} भाव में है',
    'आज चंद्रमा की राशि बदलेगी, पर [जागते घंटों का|दिन का] [बड़ा|ज़्यादातर] हिस्सा {sign} राशि के नाम रहेगा, [जो आपकी राशि से {house} भाव में पड़ती है|यानी आपकी राशि से {house} भाव में]',
    '[आज के|इस दिन के] ज़्यादातर घंटे चंद्रमा {sign} राशि में [बिताएँगे|रहेंगे], आपकी राशि से {house} भाव में, [हालाँकि|यद्यपि] दिन में उनकी राशि बदलेगी',
    '[राशि बदलने के बावजूद|राशि-परिवर्तन के दिन भी] चंद्रमा का [मुख्य|असली] असर {sign} राशि से आएगा, जो आपकी राशि से {house} भाव में है, [क्योंकि दिन का बड़ा हिस्सा वहीं बीतेगा|क्योंकि ज़्यादातर घंटे वहीं बीतेंगे]',
  ],
  fromLagna: [
    'लग्न से गिनें तो चंद्रमा आपके {house} भाव में हैं, यानी {short} की बात',
    'आपकी कुंडली के लग्न से यह राशि {house} भाव में पड़ती है, [इसलिए|सो] दिन {short} के आसपास घूमेगा',
    '[जन्म लग्न से|लग्न के हिसाब से] चंद्रमा {house} भाव को [जगाएँगे|छुएँगे], [जिससे|और] {short} से जुड़े मामले सामने आएँगे',
  ],
  // Always run on from the lagna clause after a semicolon, so the day's festival is said once and inside a sentence of the reader's own.
  observanceToday: [
    'आज {obs} भी है[, जिसका रंग पूरे दिन पर रहेगा|]', '[पंचांग के अनुसार|कैलेंडर में] आज {obs} है', 'साथ ही आज {obs} [का दिन|] है',
    '[ऊपर से|इसके अलावा] आज {obs} [का दिन|] भी है', '[यह भी याद रहे कि|ध्यान रहे,] आज {obs} है', 'आज {obs} होने से दिन में [पूजा-पाठ|श्रद्धा और संयम] का रंग भी रहेगा',
  ],
  startsThenEnters: [
    'चंद्रमा दिन [की शुरुआत|का आरंभ] {sign} राशि में करेंगे, जो आपकी राशि से {house} भाव में है, और {time} पर {sign2} राशि में [प्रवेश करेंगे|चले जाएँगे|आ जाएँगे], जो [आपके|] {house2} भाव में है',
    '{time} तक चंद्रमा {sign} राशि में, आपकी राशि से {house} भाव में [हैं|रहेंगे]; [उसके बाद|फिर|इसके बाद] वे {sign2} राशि में, {house2} भाव में [आ जाएँगे|प्रवेश करेंगे]',
    '{time} पर चंद्रमा {sign} राशि छोड़कर {sign2} राशि में [आ जाएँगे|प्रवेश करेंगे|पहुँचेंगे], [यानी|मतलब] आपकी राशि से {house} भाव से {house2} भाव में',
    'आज चंद्रमा [राशि बदलेंगे|राशि-परिवर्तन करेंगे]: {time} तक वे {sign} राशि में [रहेंगे|हैं], जो आपकी राशि से {house} भाव में पड़ती है, और उसके बाद {sign2} राशि में, जो {house2} भाव में पड़ती है',
    '{time} चंद्रमा के राशि बदलने का समय है: [उससे पहले|तब तक] वे {sign} राशि में, आपके {house} भाव में [हैं|रहेंगे], और [फिर|तब से] {sign2} राशि में, आपके {house2} भाव में',
    '[पंचांग के अनुसार|पंचांग देखें तो] चंद्रमा {time} तक {sign} राशि में हैं, जो आपकी राशि से {house} भाव में है, [और फिर|फिर] {sign2} राशि में [प्रवेश करेंगे|चले जाएँगे], [यानी आपके {house2} भाव में|जो आपकी राशि से {house2} भाव में है]',
  ],
  enterLate: ['{time} पर चंद्रमा {sign} राशि में, आपकी राशि से {house} भाव में आ जाएँगे और बाक़ी दिन वहीं रहेंगे।'],
  // What the Moon's second sign of the day brings, after the sentence that names it.
  stretchGood: [
    '[वे घंटे|बाद के घंटे] {good} के लिए [अच्छे रहेंगे|शुभ हैं|अनुकूल रहेंगे]',
    '[उसके बाद का समय|तब से दिन] {good} के लिए [खुलता है|अनुकूल है|अच्छा है]',
    '{sign2} राशि के चंद्रमा {good} में [मदद करेंगे|साथ देंगे]',
  ],
  stretchHard: [
    '[उन घंटों में|उस समय|बाद के घंटों में] {hard} में सावधानी रखें',
    '[उसके बाद|तब से|राशि बदलने के बाद] {hard} पर [ध्यान दें|संयम रखें|नज़र रखें]',
  ],
  // The same, for a day the Moon keeps one sign.
  allGood: ['[पूरा दिन|सारा दिन] {good} के लिए [अच्छा|अनुकूल] रहेगा', '[दिन भर|सुबह से रात तक] {good} को [सहारा|बल] मिलेगा'],
  allHard: ['[पूरे दिन|दिन भर] {hard} में सावधानी रखें', '[दिन भर|सुबह से रात तक] {hard} पर [नज़र रखें|ध्यान दें]'],
  chandrashtama: [
    'यह आपके लिए चंद्राष्टम है, यानी चंद्रमा आपकी राशि से आठवें भाव में; उस समय [रोज़ के काम करें|सिर्फ़ ज़रूरी काम करें], जोखिम भरे फ़ैसले और लंबी ड्राइव टालें।',
    '[शास्त्र इसे चंद्राष्टम कहते हैं|इसे चंद्राष्टम कहा जाता है], जन्म राशि से आठवें चंद्रमा; जब तक यह रहे, [नए काम|नई ज़िम्मेदारियाँ] और बहस [टालें|से बचें]।',
    'आपकी राशि से आठवें भाव के चंद्रमा चंद्राष्टम [कहलाते हैं|बनाते हैं], [इसलिए उन घंटों में|सो उस दौरान] [मन को शांत रखें और विवाद से दूर रहें|बड़े लेन-देन और सफ़र टालें]।',
    'चंद्रमा के आठवें भाव में रहते चंद्राष्टम रहेगा, [सो|इसलिए] [नई शुरुआत की जगह पुराने काम निपटाएँ|जोखिम से दूर रहें और सेहत का ध्यान रखें]।',
  ],
  overOccupant: [
    'चंद्रमा आज {sign} राशि से गुज़रेंगे, जहाँ आपके जन्म के {list} [बैठे हैं|स्थित हैं]; [इसलिए उनसे जुड़ी बातें आज जागेंगी|उनके विषय आज सामने आएँगे|उनसे जुड़े मामले आज मन में रहेंगे]।',
    'आज चंद्रमा {sign} राशि में [हैं|रहेंगे], [जहाँ|उसी राशि में जहाँ] जन्म के समय आपके {list} [थे|बैठे थे], [सो उनसे जुड़े मामले आज मन में रहेंगे|तो उनसे जुड़े विषय आज उभरेंगे|इसलिए उनकी बातें आज ताज़ा होंगी]।',
    '[आपकी कुंडली में|जन्म कुंडली में] {list} {sign} राशि में [हैं|बैठे हैं], और आज चंद्रमा [वहीं से गुज़रेंगे|उसी राशि में हैं]: [उनसे जुड़े मामले आज जागेंगे|उनके विषय आज सामने आएँगे|उनकी बातें आज मन को छुएँगी]।',
    '[चंद्रमा का|आज चंद्रमा का] {sign} राशि से गुज़रना आपके जन्म के {list} को [जगाएगा|सक्रिय करेगा|छुएगा], [इसलिए|सो] उनसे जुड़ी बातें [आज ध्यान माँगेंगी|आज सामने आएँगी]।',
    'आपकी कुंडली में {list} {sign} राशि में बैठे हैं, [और आज|सो आज] चंद्रमा के वहाँ [रहने से|होने से] उनके विषय [सामने आएँगे|उभरेंगे|ताज़ा होंगे]।',
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
    '{time} के [आसपास|क़रीब] चंद्रमा और आपके जन्म के {bare} एक ही अंश पर होंगे, [{house} भाव में|आपके {house} भाव में]; [इसलिए|सो] {over}।',
  ],
  starUntil: [
    '{end} तक चंद्रमा {nak} नक्षत्र में हैं, जो आपके जन्म नक्षत्र से {tara} तारा है ({meaning}): {advice}',
    '[नक्षत्र की बात करें तो|चंद्रमा का नक्षत्र] {end} तक {nak} है; आपके लिए यह {tara} तारा है, [यानी {meaning}|{meaning}], और {advice}',
    '{nak} नक्षत्र {end} तक [रहेगा|चलेगा], जो आपके लिए {tara} तारा है, सो {advice}',
    '[आपके जन्म नक्षत्र से गिनें तो|तारा-बल के हिसाब से] {end} तक चलने वाला {nak} आपका {tara} तारा है, [यानी|अर्थात] {meaning}: {advice}',
    'चंद्रमा {end} तक {nak} में [रहेंगे|चलेंगे], और [तारा-गणना में|आपकी तारा-गणना में] यह {tara} तारा [पड़ता है|बनता है]: {advice}',
  ],
  starAll: [
    'आज पूरे दिन चंद्रमा {nak} नक्षत्र में हैं, जो आपके जन्म नक्षत्र से {tara} तारा है ({meaning}): {advice}',
    '[नक्षत्र की बात करें तो|आज का नक्षत्र] दिन भर {nak} रहेगा; आपके लिए यह {tara} तारा है, यानी {meaning}, और {advice}',
    '[आपके जन्म नक्षत्र से गिनें तो|तारा-बल के हिसाब से] दिन भर का नक्षत्र {nak} आपका {tara} तारा है, [यानी|अर्थात] {meaning}: {advice}',
  ],
  starThen: [
    '{start} से {nak} नक्षत्र [शुरू होगा|लगेगा], जो आपके लिए {tara} तारा है ({meaning})।',
    '{start} पर चंद्रमा {nak} नक्षत्र में आ जाएँगे, आपका {tara} तारा ({meaning})।',
    '[फिर|इसके बाद] {start} पर {nak} [नक्षत्र लगेगा|का आरंभ होगा], [जो आपके जन्म नक्षत्र से|जो आपके लिए] {tara} तारा है, यानी {meaning}।',
    '{start} के बाद {nak} नक्षत्र [आएगा|चलेगा], [और आपके लिए यह|जो आपकी गिनती में] {tara} तारा [होगा|पड़ता है] ({meaning})।',
    '{start} से नक्षत्र बदलकर {nak} हो जाएगा, [आपके लिए|आपकी कुंडली के हिसाब से] {tara} तारा, [यानी|अर्थात] {meaning}।',
  ],
  nature: [
    '{nak} {gloss} स्वभाव का नक्षत्र है, {favours} के लिए [अच्छा|उपयुक्त|अनुकूल], और इसके [देवता|अधिष्ठाता देवता] {deity} हैं',
    '{gloss} नक्षत्र होने से {nak} {favours} में [साथ देता है|मदद करता है|सहायक है]; इसके [स्वामी देवता|अधिष्ठाता देवता|देवता] {deity} हैं',
    '[|पंचांग के अनुसार ]{deity} के इस {gloss} नक्षत्र में {favours} के लिए [समय अच्छा रहता है|घड़ी अनुकूल रहती है|दिन सहायक रहता है]',
    '{nak} का स्वभाव {gloss} है; यह {favours} के लिए [अच्छा|उपयुक्त|अनुकूल] माना जाता है और इसके [देवता|अधिष्ठाता] {deity} हैं',
    'शास्त्रों में {nak} को {gloss} नक्षत्र [कहा गया है|माना गया है], जिसके देवता {deity} हैं; [ऐसे नक्षत्र में|इसमें] {favours} के लिए [समय अच्छा रहता है|शुभ फल मिलता है]',
    '{nak} के [देवता|अधिष्ठाता] {deity} हैं और [इसका स्वभाव|इसकी प्रकृति] {gloss} है, [इसलिए|सो] {favours} के लिए [यह अच्छा है|यह अनुकूल है|यह सहायक है]',
    '[नक्षत्रों के स्वभाव के हिसाब से|स्वभाव से] {nak} {gloss} [श्रेणी में आता है|नक्षत्र है], [जो {favours} के लिए अच्छा माना जाता है|और {favours} में इसका साथ मिलता है]; [इसके देवता|इसके अधिष्ठाता देवता] {deity} हैं',
    '{gloss} स्वभाव वाले {nak} के देवता {deity} हैं, और [इस नक्षत्र में|इसके रहते] {favours} में [अच्छी सफलता मिलती है|साथ मिलता है|मन लगता है]',
    '[आज के|दिन के] मुख्य नक्षत्र {nak} का [स्वभाव|मिज़ाज] {gloss} है और इसके देवता {deity} हैं, [सो|इसलिए] यह {favours} [के लिए अच्छा है|में साथ देता है]',
    '{favours} के लिए {nak} [अच्छा|अनुकूल|उपयुक्त] नक्षत्र है: स्वभाव से {gloss}, और [देवता|अधिष्ठाता देवता] {deity}',
  ],
  starLord: [
    '{nak} के स्वामी {graha} हैं, जो आपकी कुंडली के {house} भाव में बैठे हैं, इसलिए दिन {short} से [जुड़ेगा|जुड़ा रहेगा]।',
    'नक्षत्र के स्वामी {graha} जन्म से आपके {house} भाव में हैं: [दिन का झुकाव|आज का ध्यान] {short} की ओर रहेगा।',
    '{nak} के स्वामी {graha} आपके {house} भाव में हैं, [सो|इसलिए] आज {short} से जुड़ी बातें [उठेंगी|सामने आएँगी]।',
    '{graha} {nak} के स्वामी हैं और आपकी कुंडली में {house} भाव में [बैठे हैं|हैं], [सो दिन की बातें {short} तक पहुँचेंगी|इसलिए {short} से जुड़ा कोई मामला आज उठ सकता है]।',
  ],
  tithiUntil: [
    '{end} तक {paksha} पक्ष की {tithi} तिथि है, फिर {tithi2}, जो {gloss} तिथि है और {favours} के लिए [अच्छी|उपयुक्त] मानी जाती है',
    'तिथि {end} तक {paksha} {tithi} है, उसके बाद {tithi2} [लगेगी|शुरू होगी], एक {gloss} तिथि जो {favours} में [साथ देती है|शुभ है]',
    '{paksha} {tithi} {end} तक [रहेगी|चलेगी]; [फिर|इसके बाद] {tithi2} [आएगी|लगेगी], जो {gloss} [तिथि है|तिथियों में गिनी जाती है] और {favours} के लिए [शुभ|अनुकूल] है',
    '[तिथि की बात करें तो|चंद्र तिथि के हिसाब से] {end} तक {paksha} {tithi} है और [उसके बाद|फिर] {tithi2}, [जो {gloss} होने से {favours} में साथ देती है|एक {gloss} तिथि, {favours} के लिए अच्छी]',
    '{end} पर {paksha} {tithi} [पूरी होगी|समाप्त होगी] और {tithi2} [लगेगी|शुरू होगी]: {gloss} तिथि, [{favours} के लिए अच्छी|{favours} में सहायक]',
  ],
  tithiAll: [
    'आज पूरे दिन {paksha} पक्ष की {tithi} तिथि है, जो {gloss} तिथि है और {favours} के लिए [अच्छी|उपयुक्त] है',
    'दिन भर {paksha} {tithi} रहेगी, एक {gloss} तिथि जो {favours} में [साथ देती है|शुभ है]',
    '[तिथि की बात करें तो|चंद्र तिथि के हिसाब से] [पूरा दिन|सारा दिन] {paksha} {tithi} का है, जो {gloss} [तिथि है|तिथियों में गिनी जाती है] और {favours} के लिए [शुभ|अनुकूल] है',
    '{paksha} {tithi} [आज पूरे दिन|सूर्योदय से रात तक] [रहेगी|चलेगी]: {gloss} तिथि, [{favours} के लिए अच्छी|{favours} में सहायक]',
  ],
  yogaGood: [
    'सूर्योदय के समय {yoga} योग है, [जो शुभ योगों में गिना जाता है|जो नई शुरुआत के लिए अच्छा है|जो काम की अच्छी शुरुआत देता है]',
    '[सुबह|सूर्योदय पर] {yoga} योग [चल रहा है|है], [शुभ काम के लिए अनुकूल|जो काम की अच्छी शुरुआत देता है|जिसे पंचांग शुभ मानते हैं]',
    'दिन का योग {yoga} है, [एक शुभ योग|अच्छे योगों में से एक], [सो सुबह की शुरुआत अच्छी रहेगी|इसलिए सुबह के काम अच्छे बनेंगे|जिसमें शुरू किया काम फलता है]',
    '{yoga} योग [सुबह आपका साथ देगा|सुबह को शुभ बनाता है][, इसलिए ज़रूरी काम जल्दी शुरू करें|, सो दिन की शुरुआत अच्छी घड़ी में होगी|]',
    '[पंचांग का योग|सूर्योदय का योग] {yoga} है, जो [शुभ|अनुकूल] [माना जाता है|गिना जाता है][ और नई शुरुआत में साथ देता है|]',
    '[नए काम की शुरुआत के लिए|किसी अच्छे काम के लिए] सुबह का {yoga} योग [अनुकूल है|सहायक है|शुभ है]',
  ],
  /** A kind yoga on a Rikta tithi or Amavasya: the tithi still rules out beginnings. */
  yogaGoodTithiBars: [
    'सूर्योदय का योग {yoga} शुभ है, पर [इस तिथि में|आज की तिथि में] नया काम शुरू नहीं किया जाता',
    '[सुबह|सूर्योदय पर] {yoga} योग [शुभ है|अच्छा है], फिर भी तिथि [नई शुरुआत किसी और दिन रखने को कहती है|के कारण नया काम आज न शुरू करें]',
  ],
  yogaHard: [
    'सूर्योदय के समय {yoga} योग है, जिसमें पंचांग [शुभ शुरुआत|नए काम|बड़ी शुरुआत] टालने को कहते हैं',
    '[सुबह|सूर्योदय पर] {yoga} योग है, [इसलिए ज़रूरी शुरुआत बाद के लिए रखें|जो बड़े कामों की शुरुआत के लिए ठीक नहीं|जो शुभ कामों में वर्जित माना जाता है]',
    'दिन का योग {yoga} है, [जो कठिन योगों में गिना जाता है|जिसे शुभ नहीं माना जाता], [सो सुबह नई शुरुआत न करें|इसलिए सुबह के बड़े फ़ैसले टालें|सो अहम काम दिन चढ़ने पर करें]',
    '{yoga} योग [में|के दौरान] [नया काम शुरू करना|शुभ शुरुआत करना] [ठीक नहीं माना जाता|टाला जाता है], [और सूर्योदय पर यही योग है|और आज सुबह यही योग चल रहा है]',
    '[पंचांग का योग|सूर्योदय का योग] {yoga} है, [जो अशुभ योगों में गिना जाता है|जिसे पंचांग शुभ नहीं मानते][, इसलिए ज़रूरी शुरुआत कुछ टाल दें|, इसलिए सुबह जल्दबाज़ी न करें|]',
    'सुबह के {yoga} योग को देखते हुए [बड़ी शुरुआत|नए सौदे|शुभ काम] [कुछ देर टाल दें|दिन चढ़ने तक रोक लें]',
  ],
  vishti: [
    'करण विष्टि (भद्रा) है, जिसमें शुभ काम [नहीं किए जाते|टाले जाते हैं|वर्जित माने जाते हैं]',
    'भद्रा [लगी है|चल रही है], इसलिए [पूजा या कोई शुभ काम|मांगलिक काम|शुभ संस्कार] [किसी और घड़ी में करें|भद्रा बीतने के बाद रखें]',
    'आज [विष्टि करण, यानी भद्रा,|भद्रा (विष्टि करण)] है, [जो मांगलिक कामों के लिए अशुभ मानी जाती है|जिसमें नई शुरुआत से परहेज़ किया जाता है|जिसमें शुभ काम टालना ही ठीक है]',
    'सूर्योदय के समय विष्टि करण (भद्रा) [चल रहा है|है], [सो|इसलिए] [गृह-प्रवेश जैसे मुहूर्त वाले काम|शुभ और मांगलिक काम] [टाल दें|आगे के लिए रखें]',
    '[पंचांग में|करण के हिसाब से] भद्रा [दर्ज है|पड़ रही है], [और भद्रा में शुभ काम नहीं किए जाते|इसलिए शुभ कामों के लिए यह घड़ी ठीक नहीं|सो शुभ शुरुआत के लिए दूसरी घड़ी चुनें]',
    'भद्रा [के चलते|के कारण] [शुभ कामों की शुरुआत|पूजा-पाठ और मांगलिक काम] [किसी और घड़ी के लिए रखना बेहतर है|आगे खिसकाना ठीक रहेगा]',
  ],
  varaStrong: [
    'आपकी कुंडली में {graha} [बलवान हैं|अच्छी स्थिति में हैं], इसलिए आज के दिन के स्वामी आपके साथ हैं',
    '{graha} आपकी कुंडली में मज़बूत हैं, सो {weekday} आम तौर पर आपके लिए अच्छा रहता है',
    '{graha} आपकी कुंडली में [बलवान|मज़बूत] हैं, [इसलिए|सो] वार के स्वामी का साथ आपको [आज भी|आज] मिलेगा',
    '[जन्म कुंडली में|आपकी कुंडली में] {graha} की [अच्छी स्थिति|मज़बूती] {weekday} को आपके लिए [अनुकूल|सहायक] बनाती है',
  ],
  varaWeak: [
    'आपकी कुंडली में {graha} [कमज़ोर हैं|दबाव में हैं], इसलिए {weekday} से बहुत उम्मीद न रखें',
    '{graha} आपकी कुंडली में कमज़ोर हैं, सो {weekday} को काम हल्का रखें',
    '{graha} आपकी कुंडली में [कमज़ोर|दबे हुए] हैं, [इसलिए|सो] {weekday} को [बड़े फ़ैसले टालें|भारी काम न उठाएँ]',
    '[जन्म कुंडली में|आपकी कुंडली में] {graha} की [कमज़ोरी|कमज़ोर स्थिति] के कारण {weekday} आपके लिए [थोड़ा धीमा|कम सहायक] रहता है',
  ],
  vara: [
    '{weekday} के स्वामी {graha} हैं, जो आपके {house} भाव में बैठे हैं, यानी {short} का घर: {favours} के लिए [अच्छा दिन|दिन ठीक]',
    'आज के वार के स्वामी {graha} जन्म से आपके {house} भाव में हैं, [जिससे दिन {short} से जुड़ता है|सो दिन {short} को छूता है], और {weekday} {favours} के लिए [अच्छा है|ठीक है]',
  ],
  // A second fast or festival of the day (the first is named in the opening).
  observance: [
    'आज {obs} [भी|] है; [अगर आप इसे मानते हैं तो|परंपरा के अनुसार] [व्रत, दीया और छोटी-सी पूजा|शाम को एक दीया और प्रार्थना] से इसे मनाएँ।',
    '{obs} भी आज ही है; [छोटी-सी पूजा या सादा व्रत|शाम का दीपक] [इसके लिए उचित है|इसे मनाने का पुराना तरीक़ा है]।',
    '[पंचांग में|कैलेंडर में] आज {obs} भी [दर्ज है|है], [जिसे|और इसे] [सादे व्रत या एक दीये से|घर की छोटी-सी पूजा से] मनाया जा सकता है।',
  ],
  kaal: [
    '{place} के समय से राहुकाल {rahu}, यमगंड {yama} और गुलिक काल {gulika} रहेगा[, इनमें नई शुरुआत न करें|]',
    '{place} में राहुकाल ({rahu}), यमगंड ({yama}) और गुलिक काल ({gulika}) में [कोई ज़रूरी काम शुरू न करें|नई शुरुआत से बचें]',
    '{place} के लिए [टालने वाली घड़ियाँ|बचने वाला समय]: राहुकाल {rahu}, यमगंड {yama} और गुलिक काल {gulika}',
  ],
  abhijit: [
    'अभिजित मुहूर्त {abhijit} रहेगा, [जो ज़रूरी काम की शुरुआत के लिए दिन का सबसे अच्छा समय है|किसी अहम शुरुआत के लिए इसे चुनें|जो दिन की सबसे शुभ घड़ी है]',
    '[किसी ज़रूरी हस्ताक्षर या शुरुआत के लिए|कोई अहम काम हो तो उसके लिए|नया काम शुरू करना हो तो] अभिजित मुहूर्त, {abhijit}, [सबसे शुभ है|चुनें|सबसे अच्छा रहेगा]',
    'दिन की सबसे [शुभ|अच्छी] घड़ी अभिजित मुहूर्त है, {abhijit}[, और ज़रूरी काम इसी में रखें|, जब सूर्य आकाश में सबसे ऊँचे होते हैं|]',
    '[ज़रूरी फ़ोन, आवेदन या हस्ताक्षर|कोई भी ज़रूरी शुरुआत|सबसे अहम काम] {abhijit} के बीच [रखें|करें|निपटाएँ], [जो अभिजित मुहूर्त है|क्योंकि तब अभिजित मुहूर्त रहेगा]',
    'दोपहर के आसपास का अभिजित मुहूर्त ({abhijit}) [हर शुभ काम के लिए|नई शुरुआत के लिए|किसी भी ज़रूरी काम के लिए] [उत्तम|सबसे अच्छा|बहुत शुभ] [माना जाता है|है]',
    '[शुभ समय की बात करें तो|अच्छी घड़ी चाहिए तो] अभिजित मुहूर्त {abhijit} [रहेगा|है][, उसका लाभ उठाइए|, उसे हाथ से न जाने दें|]',
    '[पंचांग|शास्त्र] [दोपहर के|मध्याह्न के] अभिजित मुहूर्त, {abhijit}, को [विजय देने वाली|सफलता देने वाली] घड़ी [मानते हैं|कहते हैं]',
  ],
  abhijitWednesday: [
    'बुधवार को अभिजित मुहूर्त ({abhijit}) [नहीं लिया जाता|नहीं माना जाता], इसलिए [चंद्रमा के अच्छे घंटे चुनें|समय चंद्रमा के हिसाब से चुनें]',
    'अभिजित मुहूर्त ({abhijit}) बुधवार को [शुभ नहीं गिना जाता|छोड़ दिया जाता है], [सो|इसलिए] ज़रूरी काम [चंद्रमा की अच्छी घड़ियों में|ऊपर बताए अच्छे घंटों में] रखें',
    '[आज बुधवार है, इसलिए|बुधवार होने से] अभिजित मुहूर्त ({abhijit}) [मान्य नहीं है|नहीं लिया जाता]; [ज़रूरी शुरुआत के लिए चंद्रमा की अनुकूल घड़ियाँ देखें|अच्छा समय चंद्रमा की चाल से चुनें]',
    '[परंपरा में|शास्त्र के अनुसार] बुधवार का अभिजित मुहूर्त ({abhijit}) [शुभ नहीं माना जाता|वर्जित है], [सो|इसलिए] [शुभ काम के लिए दिन की दूसरी अच्छी घड़ियाँ चुनें|चंद्रमा के अच्छे घंटों पर भरोसा करें]',
  ],
  favour: [
    'आज [ये काम अच्छे रहेंगे|इनके लिए समय अच्छा है]: {list}', '[दिन इनमें साथ देगा|इनके लिए समय अनुकूल है]: {list}',
    '[आज के अनुकूल काम|आज के लिए अच्छे काम]: {list}', '[सितारे आज इनके पक्ष में हैं|आज इनमें सफलता की संभावना ज़्यादा है]: {list}',
  ],
  avoid: [
    '[इनसे बचें|ये काम आज टालें]: {list}', '[आज इनसे दूर रहें|इन्हें किसी और दिन के लिए रखें]: {list}',
    '[आज इनसे परहेज़ करें|आज इनमें जल्दी न करें]: {list}', '[इनके लिए आज का दिन ठीक नहीं|ये काम आज न करें तो अच्छा]: {list}',
  ],
  // The lucky colour and number are one sentence of two clauses; the colour is a direct-case adjective (हरा, गहरा नीला), so it never stands before a postposition.
  luckyColour: [
    'आज का शुभ रंग {colour} है, [जो वार के स्वामी {from} का रंग है|क्योंकि {weekday} {from} का दिन है|क्योंकि दिन के स्वामी {from} हैं]',
    '[कपड़ों में|पहनावे में|कुछ न कुछ] {colour} रंग [रखें|शामिल करें|ज़रूर रखें], [जो {from} का रंग है|क्योंकि आज का वार {from} का है]',
    '{weekday} {from} का दिन है, [इसलिए|सो] [आज|इस दिन] {colour} रंग [शुभ रहेगा|आपके लिए शुभ है|फलदायी रहेगा]',
    '[वार के स्वामी|दिन के स्वामी|आज के वार के स्वामी] {from} के हिसाब से [आपका|आज का] शुभ रंग {colour} [है|रहेगा]',
    '{from} के [इस दिन|वार] का रंग {colour} है, [सो उसे किसी न किसी रूप में साथ रखें|जिसे पहनना या पास रखना शुभ है|जो आज आपके लिए शुभ है]',
    'रंग की बात करें तो [आज|इस दिन] {colour} [शुभ है|आपका साथ देगा|अच्छा रहेगा], [जो वार के स्वामी {from} से जुड़ा है|क्योंकि वार {from} का है]',
    '[शुभ रंग|आज का रंग] {colour}, [{from} का रंग होने से|वार के स्वामी {from} के नाते|क्योंकि {weekday} {from} का है]',
  ],
  luckyNumber: [
    'शुभ अंक {number} है, [क्योंकि सूर्योदय पर चंद्रमा {star} नक्षत्र में हैं, जिसके स्वामी {nfrom} हैं|जो {star} नक्षत्र के स्वामी {nfrom} का अंक है]',
    '[अंक|शुभ अंक] {number} [याद रखें|काम आएगा|आपके लिए शुभ रहेगा], [जो {star} के स्वामी {nfrom} का है|क्योंकि सूर्योदय का नक्षत्र {star} {nfrom} का है]',
    'सूर्योदय के नक्षत्र {star} के स्वामी {nfrom} हैं, [इसलिए|सो] [आज|इस दिन] [आपका|] शुभ अंक {number} [है|रहेगा]',
    '[अंकों में|अंक की बात करें तो] {number} [शुभ है|आपका साथ देगा|फलदायी है], [क्योंकि|चूँकि] [सुबह|सूर्योदय पर] चंद्रमा {star} में हैं, जो {nfrom} का नक्षत्र है',
    '{star} के स्वामी {nfrom} के नाते [आज का|आपका] शुभ अंक {number} [है|रहेगा]',
    '[जहाँ भी अंक चुनना हो|कोई अंक चुनना हो तो], {number} चुनें, [जो {star} के स्वामी {nfrom} का अंक है|क्योंकि {star} नक्षत्र {nfrom} का है]',
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

/**
 * A greeting and the verdict that follows it. The greeting keeps its own stop: after a comma the
 * verdict runs on in the same sentence ("नमस्ते आशा जी, मंगलवार… का दिन…"), after ! or । it is a
 * sentence of its own. Shared with the period readings.
 */
export function greetThen(ctx: HiCtx, greetings: readonly string[], name: string, verdict: readonly string[], slots: Record<string, string>): string {
  const greeting = tidyHi(ctx.pen.say(greetings, { ...genderSlots(ctx), name, ...slots }, false));
  return greeting.endsWith(',') ? `${greeting} ${clauseHi(ctx, verdict, slots)}।` : `${greeting} ${sayHi(ctx, verdict, slots)}`;
}

export const dayWriters: Pick<BlockWriters<NamesHi>, 'day-opening' | 'day-moon' | 'day-star' | 'day-panchang' | 'day-kaal' | 'day-advice'> = {
  'day-opening': (b, ctx: HiCtx) => {
    const { pen, facts } = ctx;
    const name = facts.person.firstName;
    const day = dayLabelHi(b.date, b.weekday);
    const tonePool = { bright: DAY_POOLS.openingBright, steady: DAY_POOLS.openingSteady, mixed: DAY_POOLS.openingMixed, careful: DAY_POOLS.openingCareful }[b.tone];
    const m = b.main;
    const slots = { sign: sign(m.sign), house: bhava(m.houseFromMoon), good: pen.pick(HOUSE_GOOD_HI[m.houseFromMoon]!), hard: pen.pick(HOUSE_HARD_HI[m.houseFromMoon]!) };
    const pool = b.share === 'part' ? DAY_POOLS.mainPart : b.share === 'all' ? (m.good ? DAY_POOLS.mainAll : DAY_POOLS.mainAllHard) : m.good ? DAY_POOLS.mainMost : DAY_POOLS.mainMostHard;
    const parts = [greetThen(ctx, DAY_POOLS.greeting, name, tonePool, { day }), sayHi(ctx, pool, slots)];
    // The house from the lagna only when the birth time gives one.
    const lagna: Clause[] = ctx.facts.person.timeKnown ? [[DAY_POOLS.fromLagna, { house: bhava(m.houseFromLagna), short: pen.pick(HOUSE_SHORT_HI[m.houseFromLagna]!) }]] : [];
    if (b.observance) lagna.push([DAY_POOLS.observanceToday, { obs: observanceHi(b.observance, SIGNS_HI) }]);
    if (lagna.length) parts.push(compoundHi(ctx, lagna, ['; ']));
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
        [next.good ? DAY_POOLS.stretchGood : DAY_POOLS.stretchHard, { sign2: sign(next.sign), good: pen.pick(HOUSE_GOOD_HI[next.houseFromMoon]!), hard: pen.pick(HOUSE_HARD_HI[next.houseFromMoon]!) }],
      ], ['; ', '। ']));
      if (next.chandrashtama) out.push(sayHi(ctx, DAY_POOLS.chandrashtama));
      for (const later of rest.slice(1)) {
        if (later.start) out.push(sayHi(ctx, DAY_POOLS.enterLate, { sign: sign(later.sign), house: bhava(later.houseFromMoon), time: timeHi(later.start) }));
      }
    } else if (first) {
      out.push(compoundHi(ctx, [
        [DAY_POOLS.oneSign, {}],
        [first.good ? DAY_POOLS.allGood : DAY_POOLS.allHard, { good: pen.pick(HOUSE_GOOD_HI[first.houseFromMoon]!), hard: pen.pick(HOUSE_HARD_HI[first.houseFromMoon]!) }],
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
    clauses.push([!b.yoga.auspicious ? DAY_POOLS.yogaHard : b.barsBeginnings ? DAY_POOLS.yogaGoodTithiBars : DAY_POOLS.yogaGood, { yoga: YOGAS_HI[b.yoga.number - 1]! }]);
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
      [DAY_POOLS.kaal, { place: placeHi(b.place), rahu: rangeHi(k.rahu.start, k.rahu.end), yama: rangeHi(k.yamaganda.start, k.yamaganda.end), gulika: rangeHi(k.gulika.start, k.gulika.end) }],
      [k.abhijit.used ? DAY_POOLS.abhijit : DAY_POOLS.abhijitWednesday, { abhijit: rangeHi(k.abhijit.start, k.abhijit.end) }],
    ], ['। ', '; ']);
    return { text, join: 'paragraph' };
  },

  'day-advice': (b, ctx) => {
    const clauses: Clause[] = [];
    if (b.favour.length) clauses.push([DAY_POOLS.favour, { list: listHi(b.favour.map((k) => ADVICE_HI[k]!)) }]);
    if (b.avoid.length) clauses.push([DAY_POOLS.avoid, { list: listHi(b.avoid.map((k) => ADVICE_HI[k]!)) }]);
    const l = b.lucky;
    const lucky: Clause[] = [
      [DAY_POOLS.luckyColour, { colour: COLOUR_HI[l.colour] ?? 'सफ़ेद', from: grahaHi(l.colourFrom), weekday: weekdayHi(VARA_LORDS.indexOf(l.colourFrom as (typeof VARA_LORDS)[number])) }],
      [DAY_POOLS.luckyNumber, { number: String(l.number), nfrom: grahaHi(l.numberFrom), star: nakshatraHi(l.nakshatra) }],
    ];
    const sentences = clauses.length ? [compoundHi(ctx, clauses, ['। '])] : [];
    sentences.push(compoundHi(ctx, ctx.pen.chance(0.5) ? lucky : [...lucky].reverse(), ['; ', ', और ']));
    return { text: sentences.join(' '), join: 'paragraph' };
  },
};
