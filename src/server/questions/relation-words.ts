import type { Relation } from '../../shared/people';

/**
 * Words for the people a question may be about, in every register (Tamil and Telugu kin words as
 * stems: "அம்மாவுக்கு", "నాన్నకు" are the word with its case ending joined on). A kin word names one of the
 * relations the family page saves (and a gender where the word has one: "papa" is a male parent);
 * in-law and outsider words (saas, bhabhi; boss, neighbour) name people the family page has no
 * relation for. In-laws are family all the same: a family question about them is the user's own.
 * Public words (a politician, a contest's winner) are never about the user, however the question
 * is put: "when will modi lose", "election kaun jeetega".
 */
export type PersonWord =
  | { kind: 'kin'; relation: Relation; gender?: 'male' | 'female' }
  | { kind: 'in-law' }
  | { kind: 'outsider' }
  | { kind: 'public' };

const kin = (relation: Relation, gender?: 'male' | 'female'): PersonWord => ({ kind: 'kin', relation, gender });
const IN_LAW: PersonWord = { kind: 'in-law' };
const OUTSIDER: PersonWord = { kind: 'outsider' };
const PUBLIC: PersonWord = { kind: 'public' };

const GROUPS: readonly (readonly [PersonWord, readonly string[]])[] = [
  [kin('parent', 'male'), ['father', 'dad', 'daddy', 'papa', 'pappa', 'papaji', 'pitaji', 'pita ji', 'pita', 'abbu', 'abba', 'bauji', 'babuji', 'पापा', 'पिताजी', 'पिता जी', 'पिता', 'डैडी', 'बाबूजी', 'अब्बू', 'அப்பா', 'தந்தை', 'నాన్న', 'నాన్నగారు', 'తండ్రి', 'నాయన']],
  [kin('parent', 'female'), ['mother', 'mom', 'mum', 'mummy', 'mumma', 'mommy', 'maa', 'mata', 'mataji', 'mata ji', 'ammi', 'amma', 'मम्मी', 'माँ', 'मां', 'माता', 'माताजी', 'माता जी', 'अम्मी', 'அம்மா', 'தாய்', 'அன்னை', 'అమ్మ', 'తల్లి', 'అమ్మగారు']],
  [kin('spouse', 'male'), ['husband', 'hubby', 'pati', 'patidev', 'पति', 'पतिदेव', 'கணவர்', 'கணவன்', 'భర్త']],
  [kin('spouse', 'female'), ['wife', 'wifey', 'patni', 'biwi', 'bivi', 'gharwali', 'पत्नी', 'बीवी', 'மனைவி', 'பொண்டாட்டி', 'భార్య']],
  [kin('partner', 'female'), ['girlfriend', 'gf', 'fiancee', 'गर्लफ्रेंड']],
  [kin('partner', 'male'), ['boyfriend', 'bf', 'fiance', 'बॉयफ्रेंड']],
  [kin('partner'), ['partner', 'mangetar', 'मंगेतर']],
  [kin('child', 'male'), ['son', 'beta', 'bete', 'betey', 'putra', 'बेटा', 'बेटे', 'पुत्र', 'மகன்', 'பையன்', 'కొడుకు', 'అబ్బాయి', 'కుమారుడు']],
  [kin('child', 'female'), ['daughter', 'beti', 'bitiya', 'putri', 'बेटी', 'बिटिया', 'पुत्री', 'மகள்', 'பொண்ணு', 'కూతురు', 'అమ్మాయి', 'కుమార్తె']],
  [kin('child'), ['child', 'kid', 'kids', 'children', 'bacha', 'bachcha', 'bache', 'bachche', 'बच्चा', 'बच्चे', 'बच्चों', 'குழந்தை', 'பிள்ளை', 'பிள்ளைகள்', 'పిల్లలు', 'పిల్లల', 'బిడ్డ']],
  [kin('sibling', 'male'), ['brother', 'bro', 'bhai', 'bhaiya', 'bhaiyya', 'bhaisahab', 'भाई', 'भैया', 'அண்ணன்', 'அண்ணா', 'தம்பி', 'சகோதரன்', 'అన్న', 'అన్నయ్య', 'తమ్ముడు', 'సోదరుడు']],
  [kin('sibling', 'female'), ['sister', 'sis', 'behen', 'bahen', 'bahan', 'behna', 'didi', 'दीदी', 'बहन', 'அக்கா', 'தங்கை', 'தங்கச்சி', 'சகோதரி', 'అక్క', 'చెల్లి', 'చెల్లెలు', 'సోదరి']],
  [kin('grandparent', 'male'), ['grandfather', 'grandpa', 'dada', 'dadaji', 'dada ji', 'nana', 'nanaji', 'nana ji', 'दादा', 'दादाजी', 'दादा जी', 'नाना', 'नानाजी', 'தாத்தா', 'తాతయ్య', 'తాత']],
  [kin('grandparent', 'female'), ['grandmother', 'grandma', 'granny', 'dadi', 'nani', 'दादी', 'नानी', 'பாட்டி', 'அம்மம்மா', 'அப்பம்மா', 'నానమ్మ', 'అమ్మమ్మ', 'బామ్మ']],
  [kin('friend'), ['friend', 'bestie', 'dost', 'saheli', 'mitra', 'दोस्त', 'सहेली', 'मित्र', 'நண்பன்', 'நண்பர்', 'நண்பி', 'தோழி', 'స్నేహితుడు', 'స్నేహితురాలు', 'ఫ్రెండ్']],
  [
    IN_LAW,
    [
      'mother in law', 'father in law', 'sister in law', 'brother in law', 'in laws', 'saas', 'sasur', 'jija', 'jiju', 'bhabhi',
      'devar', 'nanad', 'jethani', 'devrani', 'सास', 'ससुर', 'जीजा', 'भाभी', 'देवर', 'ननद', 'जेठानी', 'देवरानी',
      'மாமியார்', 'மாமனார்', 'நாத்தனார்', 'மைத்துனர்', 'அண்ணி', 'கொழுந்தன்', 'అత్తగారు', 'మామగారు', 'అత్త', 'మామ', 'వదిన', 'మరదలు', 'బావ', 'మరిది',
    ],
  ],
  [
    OUTSIDER,
    [
      'boss', 'manager', 'colleague', 'coworker', 'neighbour', 'neighbor', 'landlord', 'tenant', 'teacher', 'student', 'cousin',
      'uncle', 'aunty', 'aunt', 'nephew', 'niece', 'padosi', 'chacha', 'chachi', 'mausi', 'mausa', 'bua', 'fufa', 'tau', 'tai',
      'bhatija', 'bhatiji', 'bhanja', 'bhanji',
      'पड़ोसी', 'बॉस', 'चाचा', 'चाची', 'मौसी', 'बुआ', 'ताऊ', 'भतीजा', 'भतीजी', 'भांजा',
      'முதலாளி', 'மேனேஜர்', 'பக்கத்து வீட்டுக்காரர்', 'சித்தப்பா', 'சித்தி', 'பெரியப்பா', 'பெரியம்மா', 'மாமா', 'அத்தை', 'உறவினர்',
      'బాస్', 'మేనేజర్', 'పక్కింటి', 'బాబాయ్', 'పిన్ని', 'పెదనాన్న', 'పెద్దమ్మ', 'మేనమామ', 'బంధువు',
    ],
  ],
  [
    PUBLIC,
    [
      'modi', 'narendra modi', 'rahul gandhi', 'kejriwal', 'yogi adityanath', 'prime minister', 'chief minister', 'politician',
      'celebrity', 'who will win', 'who wins', 'kaun jitega', 'kaun jeetega', 'kon jitega', 'kon jeetega', 'kaun jitegi',
      'मोदी', 'प्रधानमंत्री', 'मुख्यमंत्री', 'कौन जीतेगा', 'कौन जीतेगी',
      'மோடி', 'பிரதமர்', 'முதலமைச்சர்', 'முதல்வர்', 'யார் ஜெயிப்பார்', 'யார் வெல்வார்', 'మోదీ', 'ప్రధానమంత్రి', 'ముఖ్యమంత్రి', 'ఎవరు గెలుస్తారు',
    ],
  ],
];

export const personWords: readonly (readonly [string, PersonWord])[] = GROUPS.flatMap(([word, spellings]) =>
  spellings.map((spelling) => [spelling, word] as const),
);
