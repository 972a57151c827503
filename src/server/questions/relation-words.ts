import type { Relation } from '../../shared/people';

/**
 * Words for the people a question may be about, in the three registers. A kin word names one of the
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
  [kin('parent', 'male'), ['father', 'dad', 'daddy', 'papa', 'pappa', 'papaji', 'pitaji', 'pita ji', 'pita', 'abbu', 'abba', 'bauji', 'babuji', 'पापा', 'पिताजी', 'पिता जी', 'पिता', 'डैडी', 'बाबूजी', 'अब्बू']],
  [kin('parent', 'female'), ['mother', 'mom', 'mum', 'mummy', 'mumma', 'mommy', 'maa', 'mata', 'mataji', 'mata ji', 'ammi', 'amma', 'मम्मी', 'माँ', 'मां', 'माता', 'माताजी', 'माता जी', 'अम्मी']],
  [kin('spouse', 'male'), ['husband', 'hubby', 'pati', 'patidev', 'पति', 'पतिदेव']],
  [kin('spouse', 'female'), ['wife', 'wifey', 'patni', 'biwi', 'bivi', 'gharwali', 'पत्नी', 'बीवी']],
  [kin('partner', 'female'), ['girlfriend', 'gf', 'fiancee', 'गर्लफ्रेंड']],
  [kin('partner', 'male'), ['boyfriend', 'bf', 'fiance', 'बॉयफ्रेंड']],
  [kin('partner'), ['partner', 'mangetar', 'मंगेतर']],
  [kin('child', 'male'), ['son', 'beta', 'bete', 'betey', 'putra', 'बेटा', 'बेटे', 'पुत्र']],
  [kin('child', 'female'), ['daughter', 'beti', 'bitiya', 'putri', 'बेटी', 'बिटिया', 'पुत्री']],
  [kin('child'), ['child', 'kid', 'kids', 'children', 'bacha', 'bachcha', 'bache', 'bachche', 'बच्चा', 'बच्चे', 'बच्चों']],
  [kin('sibling', 'male'), ['brother', 'bro', 'bhai', 'bhaiya', 'bhaiyya', 'bhaisahab', 'भाई', 'भैया']],
  [kin('sibling', 'female'), ['sister', 'sis', 'behen', 'bahen', 'bahan', 'behna', 'didi', 'दीदी', 'बहन']],
  [kin('grandparent', 'male'), ['grandfather', 'grandpa', 'dada', 'dadaji', 'dada ji', 'nana', 'nanaji', 'nana ji', 'दादा', 'दादाजी', 'दादा जी', 'नाना', 'नानाजी']],
  [kin('grandparent', 'female'), ['grandmother', 'grandma', 'granny', 'dadi', 'nani', 'दादी', 'नानी']],
  [kin('friend'), ['friend', 'bestie', 'dost', 'saheli', 'mitra', 'दोस्त', 'सहेली', 'मित्र']],
  [
    IN_LAW,
    [
      'mother in law', 'father in law', 'sister in law', 'brother in law', 'in laws', 'saas', 'sasur', 'jija', 'jiju', 'bhabhi',
      'devar', 'nanad', 'jethani', 'devrani', 'सास', 'ससुर', 'जीजा', 'भाभी', 'देवर', 'ननद', 'जेठानी', 'देवरानी',
    ],
  ],
  [
    OUTSIDER,
    [
      'boss', 'manager', 'colleague', 'coworker', 'neighbour', 'neighbor', 'landlord', 'tenant', 'teacher', 'student', 'cousin',
      'uncle', 'aunty', 'aunt', 'nephew', 'niece', 'padosi', 'chacha', 'chachi', 'mausi', 'mausa', 'bua', 'fufa', 'tau', 'tai',
      'bhatija', 'bhatiji', 'bhanja', 'bhanji',
      'पड़ोसी', 'बॉस', 'चाचा', 'चाची', 'मौसी', 'बुआ', 'ताऊ', 'भतीजा', 'भतीजी', 'भांजा',
    ],
  ],
  [
    PUBLIC,
    [
      'modi', 'narendra modi', 'rahul gandhi', 'kejriwal', 'yogi adityanath', 'prime minister', 'chief minister', 'politician',
      'celebrity', 'who will win', 'who wins', 'kaun jitega', 'kaun jeetega', 'kon jitega', 'kon jeetega', 'kaun jitegi',
      'मोदी', 'प्रधानमंत्री', 'मुख्यमंत्री', 'कौन जीतेगा', 'कौन जीतेगी',
    ],
  ],
];

export const personWords: readonly (readonly [string, PersonWord])[] = GROUPS.flatMap(([word, spellings]) =>
  spellings.map((spelling) => [spelling, word] as const),
);
