import { withoutNukta, words } from './normalise';

/**
 * The questions Jyotishi does not answer from a chart, found by their wording before any
 * astrology runs. Patterns are alternations over the question's lower-cased words joined by single
 * spaces (apostrophes dropped: "don't" is "dont", "father's" is "father 's"), written once per
 * register as people type them; Tamil and Telugu are written as stems followed by any ending (\S*), since
 * their endings join on. Nukta is stripped from both the question and the patterns, since
 * phones type "लड़का" and "लडका" alike. Each pattern must match whole words.
 *
 * They are narrow on purpose: a question that only touches the subject is answered ("will my
 * health improve", "is this a good day to buy shares", "my grandfather passed away, will we get
 * his land"); what is refused is the thing itself (a death's date, a diagnosis or a treatment, a
 * bet's outcome or a stock pick, the sex of a child to be born). docs/decisions/025 has the policy.
 */
export const refusalReasons = ['self-harm', 'death', 'foetal-sex', 'medical', 'gambling'] as const;
export type ScreenedReason = (typeof refusalReasons)[number];

const PERSON = "(?:i|he|she|they|my \\w+(?: \\w+)?|my \\w+ 's|mom|dad|papa|mummy)";
const DISEASE =
  '(?:cancer|tumou?r|diabetes|sugar|bp|blood pressure|thyroid|tb|tuberculosis|hiv|aids|covid|corona|kidney stone|stone|pcod|pcos|' +
  'heart disease|asthma|arthritis|infection|dengue|malaria|typhoid|jaundice|piles|ulcer|a disease|an illness|any disease|any illness|' +
  'koi bimari|bimari|koi rog|कैंसर|ट्यूमर|शुगर|डायबिटीज|मधुमेह|थायराइड|टीबी|पथरी|कोई बीमारी|बीमारी|कोई रोग)';
const MEDICINE = '(?:medicine|medicines|medication|meds|tablets?|pills?|insulin|chemo|chemotherapy|treatment|dose|antibiotics?|steroids?)';
const PROCEDURE = '(?:surgery|operation|chemo|chemotherapy|transplant|dialysis|bypass|angioplasty|c section|caesarean|ivf cycle)';

const PATTERNS: Record<ScreenedReason, readonly string[]> = {
  'self-harm': [
    'kill myself', 'killing myself', 'end my life', 'ending my life', 'take my (?:own )?life', 'suicide', 'suicidal', 'want to die',
    'wanna die', 'wish i (?:was|were) dead', 'better off dead', 'no reason to live', '(?:dont|do not) want to (?:live|be alive)',
    '(?:hurt|harm|cut) myself', 'self harm', 'end it all', 'not worth living', 'tired of (?:my )?(?:life|living)', 'hopeless',
    'no (?:will|wish) to live', 'give up on (?:my )?life',
    'khudkushi', 'khudkhushi', 'aatmahatya', 'atmahatya', 'mar jana chahta', 'mar jana chahti', 'marna chahta', 'marna chahti',
    'mar jau', 'mar jaun', 'mar jaana chahta', 'jeena nahi chahta', 'jeena nahi chahti', 'jina nahi chahta', 'jina nahi chahti',
    'jeene ka mann nahi', 'jeene ka man nahi', 'jeene ki ichha nahi', 'zindagi khatam kar', 'jindagi khatam kar', 'khud ko khatam',
    'apni jaan de', 'jaan de (?:du|dun|dunga|dungi)', 'khud ko nuksan', '(?:zindagi|jindagi|life) se (?:tang|thak)',
    'आत्महत्या', 'खुदकुशी', 'मरना चाहता', 'मरना चाहती', 'मर जाना चाहता', 'मर जाना चाहती', 'मर जाऊं', 'मर जाऊँ',
    '(?:जीना|जिना) नहीं चाहता', '(?:जीना|जिना) नहीं चाहती', 'जीने का मन नहीं', 'जीने की इच्छा नहीं', '(?:जिंदगी|ज़िंदगी|जिन्दगी) खत्म कर',
    'खुद को खत्म', 'अपनी जान दे', 'जान दे (?:दूं|दूँ|दूंगा|दूंगी)', 'खुद को नुकसान', '(?:जिंदगी|जिन्दगी|जीवन) से (?:तंग|थक)',
    // Tamil and Telugu: verbs carry person and mood as endings, so stems take any ending (\\S*).
    'தற்கொலை\\S*', 'சாக (?:வேண்டும்|விரும்பு|போகிற|போறேன்|ஆசை)\\S*', 'செத்துப் போக\\S*', 'செத்து போக\\S*', 'சாகணும்',
    'வாழ (?:விருப்பம் இல்லை|விருப்பமில்லை|பிடிக்கவில்லை|பிடிக்கல|முடியவில்லை|ஆசை இல்லை)', 'உயிரை (?:மாய்த்து|விட)\\S*',
    'வாழ்க்கையை முடி\\S*', 'என்னை நானே (?:காயப்படுத்த|காயப்படுத்தி|அழித்து)\\S*',
    'ఆత్మహత్య\\S*', '(?:చనిపోవాలని|చచ్చిపోవాలని|చావాలని) \\S+', '(?:బ్రతకాలని|బతకాలని|జీవించాలని) (?:లేదు|అనిపించడం లేదు)',
    'జీవితం (?:ముగించ|చాలించ)\\S*', 'ప్రాణం తీసుకో\\S*', 'నన్ను నేను (?:గాయపర|హాని)\\S*',
  ],
  death: [
    `(?:when|will|would|how) ${PERSON} (?:ever )?(?:die|pass away|expire)`, 'die (?:soon|young|early)', `${PERSON} (?:will|going to) die`,
    '(?:death|dying) (?:date|time|year|age)', 'time of (?:my |his |her |their )?death', 'age (?:of|at) death',
    '(?:when|how) (?:is|will be|will) (?:my|his|her) death', `how long (?:will|do|does|can) ${PERSON} (?:live|survive|have left)`,
    'how many years (?:will|do|does) (?:i|he|she) (?:have|live|have left)', 'life ?span', 'longevity', 'will i live long',
    `will ${PERSON} survive`, 'alpayu', 'alpaayu', 'maraka', 'marak', 'balarishta',
    'kab (?:marunga|marungi|marega|maregi|marenge|maroonga)', 'maut kab', 'mrityu kab', 'mirtyu kab', '(?:mrityu|mirtyu|maut) (?:ka )?yog',
    'kitne (?:saal|sal|varsh) (?:jiyunga|jiunga|jeeunga|jiyungi|jiungi|jiyega|jiyegi|jiyenge|jeeyenge|jeevit)',
    'kab tak (?:jiyunga|jiunga|jiyungi|jiyenge|jiyega|jiyegi|jeeyenge|jinda|zinda|jeevit)', '(?:umar|umr|umra|aayu|ayu) kitni (?:hogi|lambi)', '(?:umar|umr|umra|aayu|ayu) lambi', 'lambi (?:umar|umr|aayu|ayu)',
    'long life', 'live long',
    '(?:aayu|ayu) kitni', 'deerghayu', 'dirghayu', 'kab guzar', 'guzar (?:jayenge|jaenge|jayegi|jayega)', 'bach (?:payenge|paenge|payega|payegi)',
    'bachenge ya nahi', 'chal basenge',
    'कब (?:मरूंगा|मरूँगा|मरुंगा|मरूंगी|मरेगा|मरेगी|मरेंगे)', 'मौत कब', 'मृत्यु कब', '(?:मृत्यु|मौत) (?:का )?योग', 'मारक',
    'कितने (?:साल|वर्ष) (?:जीऊंगा|जियूंगा|जिऊंगा|जीयूंगा|जिएंगे|जीएंगे|जीवित)', 'कब तक (?:जीवित|जिंदा|जीऊंगा|जियूंगा)', '(?:आयु|उम्र) कितनी',
    '(?:लंबी|लम्बी) (?:उम्र|आयु)', '(?:उम्र|आयु) (?:लंबी|लम्बी)', 'अल्पायु', 'दीर्घायु', 'बच (?:पाएंगे|पायेंगे|पाएगा|पाएगी)', 'बचेंगे या नहीं', '(?:गुजर|गुज़र) जाएंगे',
    '(?:स्वर्गवास|देहांत) कब',
    '(?:எப்போது|எப்ப|எப்பொழுது) (?:இறப்ப|இறந்து|சாவ|மரணம்|மரணமடைவ)\\S*', '(?:இறப்பு|மரணம்|சாவு) (?:எப்போது|எப்ப|எந்த)\\S*',
    'ஆயுள் (?:எவ்வளவு|எத்தனை|கெட்டியா)\\S*', 'ஆயுட்காலம்\\S*', 'எத்தனை (?:வயது|வருடம்|ஆண்டு) (?:வரை|வாழ|உயிரோடு)\\S*',
    'எவ்வளவு காலம் (?:வாழ|உயிரோடு|இருப்ப)\\S*', 'மாரக\\S*', 'அற்பாயுள்\\S*', 'தீர்க்காயுள்\\S*', 'பிழைப்பார(?:ா|்களா)',
    'ఎప్పుడు (?:చనిపో|చచ్చిపో|మరణి)\\S*', '(?:మరణం|చావు) ఎప్పుడు', 'ఆయుష్షు\\S*', 'ఆయుర్దాయం\\S*', 'ఎన్ని (?:సంవత్సరాలు|ఏళ్ళు|ఏళ్లు) (?:బ్రతు|బతు|జీవి)\\S*',
    'ఎంత కాలం (?:బ్రతు|బతు|జీవి)\\S*', 'మారక\\S*', 'అల్పాయుష్షు\\S*', 'దీర్ఘాయుష్షు\\S*', 'బ్రతుకుతారా', 'బతుకుతారా',
  ],
  'foetal-sex': [
    'boy or (?:a )?girl', 'girl or (?:a )?boy', 'son or (?:a )?daughter', 'daughter or (?:a )?son',
    '(?:gender|sex) of (?:my|our|the|her) (?:baby|child|unborn|foetus|fetus|kid|pregnancy)', 'baby (?:s )?(?:gender|sex)',
    "baby 's (?:gender|sex)", 'will (?:it|the baby|my baby|our baby|the child) be a (?:boy|girl|son|daughter)',
    '(?:have|get|be blessed with|conceive) a (?:baby boy|baby girl|son|male child|boy)', 'male child', 'is it a (?:boy|girl)',
    'predict (?:the )?(?:gender|sex)',
    'ladka (?:hoga |hogi )?(?:ya|or) ladki', 'ladki (?:hogi |hoga )?(?:ya|or) ladka', 'beta (?:hoga )?(?:ya|or) beti', 'beti (?:hogi )?(?:ya|or) beta',
    '(?:beta|ladka|putra|baby boy|boy) hoga (?:ya|kya|na)', '(?:beta|ladka|putra|baby boy) hoga$', 'putra (?:prapti|yog|ratna)',
    'garbh (?:me|mein|main) (?:ladka|ladki|beta|beti)', 'ladka paida',
    '(?:bacha|bache|baccha|bacche|bachcha|bachche|baby|shishu) (?:ka|ki|ke) (?:gender|ling|sex)',
    'लडका (?:होगा |होगी )?या लडकी', 'लडकी (?:होगी |होगा )?या लडका', 'बेटा (?:होगा )?या बेटी', 'बेटी (?:होगी )?या बेटा',
    '(?:बेटा|लडका|पुत्र) होगा (?:या|क्या|ना)', '(?:बेटा|लडका|पुत्र) होगा$', 'पुत्र (?:प्राप्ति|योग|रत्न)', 'गर्भ में (?:लडका|लडकी|बेटा|बेटी)',
    '(?:बच्चे|बच्चा|शिशु|गर्भ) (?:का|की|के) लिंग',
    'ஆண் குழந்தையா (?:அல்லது )?பெண் குழந்தையா', 'பெண் குழந்தையா (?:அல்லது )?ஆண் குழந்தையா', 'ஆணா (?:அல்லது )?பெண்ணா', 'பெண்ணா (?:அல்லது )?ஆணா',
    'ஆண் குழந்தை (?:பிறக்கு|பிறப்ப|பிறக்க|கிடைக்கு|தான்)\\S*', 'மகன் பிறப்பான\\S*', 'வயிற்றில் (?:இருப்பது|உள்ளது) (?:ஆண|பெண)\\S*', 'குழந்தையின் பாலினம்', 'பாலினம்',
    'అబ్బాయా (?:లేక |లేదా )?అమ్మాయా', 'అమ్మాయా (?:లేక |లేదా )?అబ్బాయా', 'మగ ?బిడ్డా (?:లేక |లేదా )?ఆడ ?బిడ్డా', 'ఆడ ?బిడ్డా (?:లేక |లేదా )?మగ ?బిడ్డా',
    'మగ ?(?:బిడ్డ|పిల్లవాడు|సంతానం) (?:పుడ|కలుగ|పుట్ట)\\S*', 'కొడుకు (?:పుడతాడా|పుడతాడు|పుట్టాలంటే)', 'కడుపులో (?:ఉన్నది|ఉన్న బిడ్డ) \\S+', 'లింగ నిర్ధారణ',
  ],
  medical: [
    `(?:do|does|did) ${PERSON} (?:have|has|got) ${DISEASE}`, `is (?:it|this|my \\w+) ${DISEASE}`, '(?:what|which) (?:disease|illness|condition) (?:do|does|is)',
    'diagnose', 'diagnosis', `(?:which|what) ${MEDICINE}`, `${MEDICINE} should i (?:take|use)`,
    `should (?:i|he|she|my \\w+) (?:take|stop|start|skip|quit|change|continue) (?:my |his |her |the )?${MEDICINE}`,
    `should (?:i|he|she|my \\w+) (?:have|get|undergo|do|go for) (?:the |my |a |an |his |her )?(?:\\w+ )?${PROCEDURE}`,
    `${PROCEDURE} or not`, 'cure (?:for|my|his|her)', 'how to cure', 'treatment for', '(?:cure|heal) (?:my|his|her) \\w+',
    '(?:which|what) (?:doctor|hospital) should',
    `kya (?:mujhe|mujhko|unhe|unko|use|usko|papa ko|mummy ko) ${DISEASE} (?:hai|he|h)`, '(?:kaun ?si|kon ?si|konsi|kaunsi) (?:bimari|rog)',
    '(?:kaun ?si|kon ?si|konsi|kaunsi) (?:dawa|dawai|dawaai|davai|medicine|goli|tablet)',
    '(?:dawa|dawai|dawaai|davai|medicine|goli) (?:band|chhod|chod|lu|le|lun|khau|khaun|lena|leni|chalu)',
    `${PROCEDURE} (?:karwau|karwaun|karau|karaun|karana|karwana|karwaye|karaye)(?: \\w+)? (?:ya nahi|ki nahi|ya na|chahiye)`,
    '(?:ilaj|ilaaj|ilaz) (?:kya|kaise|batao|bataiye|kaun)', '(?:bimari|rog|disease) ka (?:ilaj|ilaaj|ilaz)',
    `क्या (?:मुझे|मुझको|उन्हें|उसे|पापा को|मम्मी को) ${DISEASE} (?:है|हैं)`, 'कौन ?सी (?:बीमारी|रोग)', 'कौन ?सी (?:दवा|दवाई|गोली)',
    '(?:दवा|दवाई|गोली) (?:बंद|छोड|लूं|लूँ|खाऊं|खाऊँ|लेनी)', '(?:ऑपरेशन|आपरेशन|सर्जरी) (?:करवाऊं|कराऊं|करवाऊँ|कराऊँ|कराना|करवाना|कराएं)(?: \\S+)? (?:या नहीं|चाहिए)',
    'इलाज (?:क्या|कैसे|बताइए|बताओ|बताएं)', '(?:बीमारी|रोग) का इलाज',
    '(?:என்ன|எந்த) (?:நோய்|வியாதி)\\S*', 'எந்த மருந்து\\S*', 'மருந்து\\S* (?:நிறுத்த|சாப்பிட|எடுக்க|மாற்ற|விட)\\S*', '(?:அறுவை சிகிச்சை|ஆபரேஷன்|ஆப்ரேஷன்) (?:செய்ய|செய்து|பண்ண)\\S*',
    '(?:புற்றுநோய்|கேன்சர்|சர்க்கரை நோய்|சுகர்|தைராய்டு)\\S* (?:இருக்கிறதா|இருக்கா|உள்ளதா|வருமா|இருக்குமா)', '(?:நோய்க்கு|வியாதிக்கு) (?:மருந்து|சிகிச்சை|வைத்தியம்)', 'சிகிச்சை (?:என்ன|எது)', 'எந்த (?:டாக்டர்|மருத்துவர்|மருத்துவமனை)\\S*',
    'ఏ (?:వ్యాధి|రోగం|జబ్బు)\\S*', 'ఏ (?:మందు|మందులు|టాబ్లెట్)\\S*', '(?:మందు|మందులు) (?:ఆప|మాన|వాడా|వేసుకోవా|మార్చా)\\S*', '(?:ఆపరేషన్|శస్త్రచికిత్స|సర్జరీ) (?:చేయించుకోవా|చేయించా|చేయించుకో|చేయాలా)\\S*',
    '(?:క్యాన్సర్|షుగర్|మధుమేహం|థైరాయిడ్)\\S* (?:ఉందా|వస్తుందా|ఉన్నదా)', '(?:చికిత్స|వైద్యం) (?:ఏమిటి|ఏది|ఎలా)', 'ఏ (?:డాక్టర్|వైద్యుడు|ఆసుపత్రి|హాస్పిటల్)\\S*',
  ],
  gambling: [
    'lottery', 'lotto', 'jackpot', 'satta', 'matka', 'bets?', 'betting', 'gambl(?:e|ing)', 'casino', 'poker', 'teen patti', 'rummy',
    'dream ?11', 'fantasy team', '(?:which|what) team will win', 'who will win (?:the|this|today s|tomorrow s) (?:match|game|toss)',
    '(?:which|what) (?:shares?|stocks?|coins?|crypto|cryptos|mutual funds?|ipos?) (?:should|to|will|can|do|are)',
    '(?:stock|share|intraday|trading) (?:tips|picks|calls)', 'multibagger', '(?:which|what) number (?:will|should|to)',
    '(?:kaun ?sa|kon ?sa|konsa|kaunsa|kaun se|kon se|konse|kaunse) (?:shares?|stocks?|coin|number|ank)', '(?:shares?|stock) (?:kaunsa|konsa)',
    'number lagega', 'match kaun (?:jitega|jeetega)', 'team kaun (?:jitegi|jeetegi)', '(?:kaun ?si|kon ?si|konsi|kaunsi) team', 'jua', 'juaa',
    'लॉटरी', 'लाटरी', 'सट्टा', 'मटका', 'जुआ', 'कौन ?(?:सा|से) (?:शेयर|स्टॉक|नंबर|अंक)', 'नंबर लगेगा', 'कौन ?सी टीम', 'मैच कौन जीतेगा',
    'லாட்டரி\\S*', 'சூதாட்ட\\S*', 'சூது', 'பந்தய\\S*', 'பெட்டிங்\\S*', 'மட்கா', 'ஜாக்பாட்\\S*', 'ரம்மி\\S*',
    'எந்த (?:ஷேர்|பங்கு|ஸ்டாக்|எண்|நம்பர்|அணி|டீம்|கிரிப்டோ)\\S*', 'யார் (?:ஜெயிப்பா|வெல்வா)\\S*',
    'లాటరీ\\S*', 'లాటరి\\S*', 'జూద\\S*', 'బెట్టింగ్\\S*', 'పందెం\\S*', 'పందాలు', 'మట్కా', 'జాక్పాట్\\S*', 'రమ్మీ\\S*',
    'ఏ (?:షేర్|షేర్లు|స్టాక్|స్టాక్స్|నంబర్|సంఖ్య|టీమ్|జట్టు|క్రిప్టో)\\S*',
  ],
};

const COMPILED = Object.fromEntries(
  Object.entries(PATTERNS).map(([reason, patterns]) => [
    reason,
    new RegExp(`(?:^| )(?:${patterns.map(withoutNukta).join('|')})(?= |$)`, 'u'),
  ]),
) as Record<ScreenedReason, RegExp>;

/** The first reason, in the order of refusalReasons (self-harm first), the question is not answered for, if any. */
export function screenedReason(text: string): ScreenedReason | undefined {
  const spaced = withoutNukta(words(text).join(' '));
  return refusalReasons.find((reason) => COMPILED[reason].test(spaced));
}
