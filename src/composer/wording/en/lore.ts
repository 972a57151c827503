/**
 * The Jyotish knowledge the composer writes from: what signs, houses, grahas, nakshatras and
 * panchang limbs signify, and the classical gochara (transit) results counted from the natal
 * Moon (Phaladeepika ch. 26, Brihat Samhita). Plain data; several phrasings where the text needs
 * variety. Sign indices are 0–11 from Aries, houses 1–12.
 */
import type { Planet } from '../../../astro/ephemeris';
import type { Graha } from '../../../astro/zodiac';
import type { NakshatraNature, TithiGroup } from '../../judgement/classics';

export type Element = 'fire' | 'earth' | 'air' | 'water';
export type Modality = 'movable' | 'fixed' | 'dual';

export interface SignLore {
  element: Element;
  modality: Modality;
  /** Short noun phrases of the sign's nature. */
  nature: readonly string[];
  /** Adjectives for a person or a house coloured by the sign. */
  adjectives: readonly string[];
  careers: readonly string[];
  love: readonly string[];
  /** The limb of the Kalapurusha (the cosmic person) the sign governs. */
  body: string;
}

export const SIGN_LORE: readonly SignLore[] = [
  {
    element: 'fire', modality: 'movable', nature: ['initiative', 'directness', 'a pioneering spirit', 'quick courage'],
    adjectives: ['bold', 'direct', 'enterprising'],
    careers: ['leadership roles that let you start things', 'engineering and technical work', 'sports, defence or emergency work', 'founding ventures of your own'],
    love: ['honesty spoken plainly', 'a partner who can keep pace with your energy', 'room to act on feeling rather than wait'],
    body: 'the head',
  },
  {
    element: 'earth', modality: 'fixed', nature: ['steadiness', 'patience', 'a feel for what lasts', 'sensual calm'],
    adjectives: ['steady', 'loyal', 'grounded'],
    careers: ['finance, banking and valuation', 'food, agriculture and fine goods', 'design, music and the arts', 'work that builds lasting assets'],
    love: ['slow trust that then holds for good', 'comfort, touch and shared pleasures', 'loyalty proven over time'],
    body: 'the face and throat',
  },
  {
    element: 'air', modality: 'dual', nature: ['curiosity', 'wit', 'versatility', 'a quick, connecting mind'],
    adjectives: ['curious', 'articulate', 'adaptable'],
    careers: ['writing, media and communication', 'trade, sales and brokering', 'teaching and training', 'software, data and analysis'],
    love: ['conversation that never runs dry', 'a meeting of minds before anything else', 'lightness and shared humour'],
    body: 'the shoulders, arms and lungs',
  },
  {
    element: 'water', modality: 'movable', nature: ['care', 'memory', 'protectiveness', 'deep feeling'],
    adjectives: ['caring', 'intuitive', 'protective'],
    careers: ['caregiving, nursing and counselling', 'hospitality and food', 'property and real estate', 'public service that looks after people'],
    love: ['emotional safety and belonging', 'family and a home made together', 'tenderness shown in small daily care'],
    body: 'the chest',
  },
  {
    element: 'fire', modality: 'fixed', nature: ['dignity', 'generosity', 'natural authority', 'a warm, steady radiance'],
    adjectives: ['dignified', 'generous', 'confident'],
    careers: ['government and administration', 'management and leadership', 'performance, politics and public life', 'roles that carry a title and responsibility'],
    love: ['warmth and loyalty', 'being truly seen and appreciated', 'generosity given and returned'],
    body: 'the heart and upper back',
  },
  {
    element: 'earth', modality: 'dual', nature: ['discernment', 'precision', 'a wish to be useful', 'practical intelligence'],
    adjectives: ['precise', 'helpful', 'discerning'],
    careers: ['accounts, audit and analytics', 'healthcare and wellness', 'editing, research and quality work', 'services where detail matters'],
    love: ['devotion shown through acts of service', 'reliability and care in small things', 'a partner who values order and honesty'],
    body: 'the abdomen and digestion',
  },
  {
    element: 'air', modality: 'movable', nature: ['balance', 'fairness', 'grace', 'a diplomat\'s instinct'],
    adjectives: ['gracious', 'fair-minded', 'sociable'],
    careers: ['law, mediation and diplomacy', 'design, fashion and the arts', 'trade and partnerships', 'people and client work'],
    love: ['true partnership between equals', 'harmony, courtesy and beauty', 'fairness in give and take'],
    body: 'the lower back and kidneys',
  },
  {
    element: 'water', modality: 'fixed', nature: ['depth', 'intensity', 'resilience', 'a researcher\'s focus'],
    adjectives: ['intense', 'perceptive', 'resilient'],
    careers: ['research and investigation', 'medicine, surgery and psychology', 'insurance, tax and hidden resources', 'crisis and turnaround work'],
    love: ['deep trust and complete loyalty', 'privacy and emotional honesty', 'a bond that transforms both people'],
    body: 'the organs of generation and elimination',
  },
  {
    element: 'fire', modality: 'dual', nature: ['faith', 'idealism', 'a love of learning', 'a wide horizon'],
    adjectives: ['optimistic', 'principled', 'generous-minded'],
    careers: ['teaching, law and advisory work', 'publishing and higher education', 'travel, religion and philosophy', 'consulting and mentoring'],
    love: ['shared ideals and a shared direction', 'freedom within the bond', 'adventure and learning together'],
    body: 'the hips and thighs',
  },
  {
    element: 'earth', modality: 'movable', nature: ['discipline', 'ambition', 'patience', 'a long view'],
    adjectives: ['disciplined', 'practical', 'ambitious'],
    careers: ['administration and management', 'government and large institutions', 'engineering, construction and industry', 'any field rewarding persistence'],
    love: ['steadiness and commitment', 'duty and care shown through deeds', 'a bond that matures and deepens with years'],
    body: 'the knees and joints',
  },
  {
    element: 'air', modality: 'fixed', nature: ['originality', 'a humanitarian streak', 'systems thinking', 'independence'],
    adjectives: ['original', 'independent', 'humane'],
    careers: ['technology and science', 'networks, platforms and communities', 'social causes and public-interest work', 'research with a larger purpose'],
    love: ['friendship at the root of love', 'space to stay oneself', 'shared causes and ideas'],
    body: 'the calves, ankles and circulation',
  },
  {
    element: 'water', modality: 'dual', nature: ['compassion', 'imagination', 'faith', 'a gentle, porous sensitivity'],
    adjectives: ['compassionate', 'imaginative', 'gentle'],
    careers: ['healing and care', 'music, film and the arts', 'spiritual and charitable work', 'work overseas or in institutions'],
    love: ['devotion and tenderness', 'a spiritual or creative bond', 'kindness without conditions'],
    body: 'the feet',
  },
];

export const ELEMENT_WORD: Record<Element, string> = { fire: 'fiery (agni)', earth: 'earthy (prithvi)', air: 'airy (vayu)', water: 'watery (jala)' };
export const MODALITY_WORD: Record<Modality, string> = { movable: 'movable (chara)', fixed: 'fixed (sthira)', dual: 'dual (dvisvabhava)' };

export interface HouseLore {
  name: string;
  themes: readonly string[];
}

export const HOUSE_LORE: Record<number, HouseLore> = {
  1: { name: 'Tanu bhava', themes: ['the self and the body', 'vitality', 'temperament', 'how you meet the world'] },
  2: { name: 'Dhana bhava', themes: ['savings and family wealth', 'speech', 'family', 'food and values'] },
  3: { name: 'Sahaja bhava', themes: ['courage and effort', 'siblings', 'communication', 'short journeys and skills of the hand'] },
  4: { name: 'Sukha bhava', themes: ['home and property', 'your mother', 'inner contentment', 'vehicles', 'early education'] },
  5: { name: 'Putra bhava', themes: ['children', 'intelligence and study', 'creativity and romance', 'mantra and past merit (purva punya)'] },
  6: { name: 'Ripu bhava', themes: ['overcoming rivals and competition', 'service and daily work', 'health and its upkeep', 'the clearing of debts'] },
  7: { name: 'Kalatra bhava', themes: ['marriage and partners', 'contracts and business partnerships', 'the public', 'travel for others'] },
  8: { name: 'Randhra bhava', themes: ['longevity', 'hidden matters and research', 'sudden change', 'shared and inherited resources'] },
  9: { name: 'Dharma bhava', themes: ['fortune (bhagya)', 'father and teachers', 'faith and higher learning', 'long journeys'] },
  10: { name: 'Karma bhava', themes: ['career and standing', 'public action', 'authority', 'the work you are known for'] },
  11: { name: 'Labha bhava', themes: ['gains and income', 'friends and networks', 'elder siblings', 'hopes fulfilled'] },
  12: { name: 'Vyaya bhava', themes: ['expenses', 'foreign lands', 'sleep and retreat', 'charity and liberation (moksha)'] },
};

export const HOUSE_SHORT: Record<number, readonly string[]> = {
  1: ['health and drive', 'personal direction', 'your own well-being'],
  2: ['money and family', 'speech and savings', 'family finances'],
  3: ['effort and courage', 'communication', 'initiative'],
  4: ['home and mother', 'property and peace of mind', 'domestic life'],
  5: ['children and creativity', 'study and romance', 'intelligence'],
  6: ['daily work and service', 'health and routine', 'competition and duty'],
  7: ['partnerships', 'marriage and contracts', 'dealings with others'],
  8: ['hidden matters', 'sudden change', 'research and joint resources'],
  9: ['fortune and faith', 'teachers and father', 'higher learning'],
  10: ['career', 'status and work', 'public standing'],
  11: ['gains', 'income and friends', 'networks and ambitions'],
  12: ['expenses and rest', 'foreign links', 'retreat and spiritual life'],
};

/** What a favourable transit through a house (from the Moon) supports. */
export const HOUSE_GOOD: Record<number, readonly string[]> = {
  1: ['your vitality and confidence', 'personal initiatives'],
  2: ['income and family harmony', 'savings and kind speech'],
  3: ['courage, initiative and communication', 'bold moves and short journeys'],
  4: ['home comforts and peace of mind', 'domestic happiness'],
  5: ['creativity, study and romance', 'children and fresh ideas'],
  6: ['victory over rivals and the clearing of debts', 'health routines and hard work'],
  7: ['partnerships and agreements', 'meetings and negotiations'],
  8: ['research and unexpected support', 'work that goes beneath the surface'],
  9: ['fortune, faith and guidance', 'teachers and long journeys'],
  10: ['career and recognition', 'visible achievement at work'],
  11: ['gains and friendships', 'income and fulfilled wishes'],
  12: ['charity, travel and rest', 'spiritual practice and giving'],
};

/** What an unfavourable transit through a house (from the Moon) asks care with. */
export const HOUSE_HARD: Record<number, readonly string[]> = {
  1: ['health and temper', 'your energy and mood'],
  2: ['spending and speech', 'family finances and harsh words'],
  3: ['hasty moves and siblings', 'overreaching'],
  4: ['domestic peace and property', 'home and your mother\'s needs'],
  5: ['children, studies and speculation', 'impulsive investments'],
  6: ['health, rivals and debts', 'workload and small ailments'],
  7: ['partners and contracts', 'relationships and agreements'],
  8: ['health, hidden matters and risk', 'sudden changes and joint money'],
  9: ['luck, elders and long journeys', 'faith and dealings with mentors'],
  10: ['work pressure and superiors', 'your reputation at work'],
  11: ['expectations of gains', 'friendships and income targets'],
  12: ['expenses and sleep', 'losses and fatigue'],
};

export interface GrahaLore {
  /** What it signifies (karakatva). */
  karakas: readonly string[];
  /** What a well-placed graha gives: 'X brings ...'. */
  gifts: readonly string[];
  /** The partner a Darakaraka describes, and the work an Amatyakaraka favours. */
  partner: string;
  work: string;
  /** What the soul learns through an Atmakaraka. */
  lesson: string;
  /** One-word temperament used in transit prose. */
  brings: readonly string[];
  benefic: boolean;
  mantra: string;
  /** A traditional, gentle upaya (remedy). */
  upaya: readonly string[];
  weekday: string;
}

export const GRAHA_LORE: Record<Graha, GrahaLore> = {
  Sun: {
    karakas: ['vitality', 'authority', 'confidence', 'recognition'], brings: ['clarity and visibility', 'authority and heat', 'confidence'],
    gifts: ['confidence and natural authority', 'vitality and a sense of purpose'], partner: 'dignity, pride and a strong sense of purpose',
    work: 'leadership, responsibility and public service', lesson: 'authority held with humility',
    benefic: false, mantra: 'Om Suryaya Namah', weekday: 'Sunday',
    upaya: ['offer water to the rising Sun (arghya)', 'recite the Aditya Hridayam on Sunday mornings', 'greet the rising Sun with a few rounds of Surya Namaskar'],
  },
  Moon: {
    karakas: ['the mind (manas)', 'emotions', 'nourishment', 'rest'], brings: ['feeling and receptivity', 'moods and needs', 'care'],
    gifts: ['emotional intelligence and care', 'a receptive, imaginative mind'], partner: 'warmth, care and a nurturing instinct',
    work: 'caring for people and meeting the public', lesson: 'care for others without losing yourself',
    benefic: true, mantra: 'Om Somaya Namah', weekday: 'Monday',
    upaya: ['keep Monday evenings quiet and unhurried', 'offer water or milk at a Shiva temple on Monday', 'spend time with your mother or an elder who nurtures you'],
  },
  Mars: {
    karakas: ['courage', 'energy', 'land', 'competition'], brings: ['drive and heat', 'urgency', 'courage and friction'],
    gifts: ['courage and drive', 'energy and decisiveness'], partner: 'energy, courage and directness',
    work: 'technical skill, competition and decisive action', lesson: 'courage governed by patience',
    benefic: false, mantra: 'Om Angarakaya Namah', weekday: 'Tuesday',
    upaya: ['recite the Hanuman Chalisa on Tuesdays', 'put surplus energy into disciplined exercise', 'offer red flowers at a Hanuman temple on Tuesday'],
  },
  Mercury: {
    karakas: ['intellect', 'speech', 'commerce', 'writing', 'learning'], brings: ['quick thinking and talk', 'trade and paperwork', 'curiosity'],
    gifts: ['a quick, skilful intellect', 'eloquence and commercial sense'], partner: 'wit, youthfulness and a love of conversation',
    work: 'analysis, communication and trade', lesson: 'using the intellect in service of truth',
    benefic: true, mantra: 'Om Budhaya Namah', weekday: 'Wednesday',
    upaya: ['recite the Vishnu Sahasranama on Wednesdays', 'feed green leaves to a cow', 'tend a green plant and read something that teaches you'],
  },
  Jupiter: {
    karakas: ['wisdom', 'teachers', 'children', 'faith', 'wealth and growth'], brings: ['grace and growth', 'wise counsel', 'protection'],
    gifts: ['wisdom and good fortune', 'sound judgement and generosity'], partner: 'wisdom, principle and generosity',
    work: 'teaching, counsel and work guided by ethics', lesson: 'wisdom shared rather than hoarded',
    benefic: true, mantra: 'Om Gurave Namah', weekday: 'Thursday',
    upaya: ['honour a teacher or elder on Thursday', 'give books or food to a student', 'keep a short study of scripture or wisdom literature'],
  },
  Venus: {
    karakas: ['love', 'partnership', 'beauty', 'art', 'comfort'], brings: ['sweetness and ease', 'pleasure and beauty', 'harmony'],
    gifts: ['grace, charm and artistic sense', 'a gift for harmony and affection'], partner: 'charm, grace and artistic taste',
    work: 'art, design, diplomacy and the things that make life beautiful', lesson: 'love that does not cling',
    benefic: true, mantra: 'Om Shukraya Namah', weekday: 'Friday',
    upaya: ['offer white flowers to Lakshmi on Friday', 'make something beautiful with your hands', 'keep your home clean, fragrant and beautiful'],
  },
  Saturn: {
    karakas: ['discipline', 'patience', 'labour', 'endurance', 'structure'], brings: ['tests and lessons', 'slow, solid results', 'pressure that builds'],
    gifts: ['endurance and discipline', 'patience and a capacity for sustained work'], partner: 'maturity, reliability and seriousness',
    work: 'structure, method and work that lasts', lesson: 'patience, humility and service',
    benefic: false, mantra: 'Om Shanaischaraya Namah', weekday: 'Saturday',
    upaya: ['light a sesame-oil lamp on Saturday evening', 'serve or feed those who labour with their hands', 'keep a steady routine and honour elders'],
  },
  Rahu: {
    gifts: ['ambition and unconventional thinking'], partner: 'an unconventional or cross-cultural spirit',
    work: 'technology, foreign links and new fields', lesson: 'ambition that knows when it has enough',
    karakas: ['ambition', 'the unconventional', 'foreign things', 'technology', 'appetite'], brings: ['hunger and ambition', 'restless novelty', 'sudden openings'],
    benefic: false, mantra: 'Om Rahave Namah', weekday: 'Saturday',
    upaya: ['recite a Durga stotra', 'keep a weekly fast from screens and stimulants', 'donate to those on society\'s margins'],
  },
  Ketu: {
    gifts: ['intuition and detachment'], partner: 'depth, intuition and a spiritual streak',
    work: 'research, healing and specialised skill', lesson: 'letting go',
    karakas: ['detachment', 'intuition', 'spiritual insight', 'past mastery', 'letting go'], brings: ['detachment', 'inward turning', 'sudden clarity'],
    benefic: false, mantra: 'Om Ketave Namah', weekday: 'Tuesday',
    upaya: ['worship Ganesha before new beginnings', 'keep a short daily meditation', 'feed stray dogs'],
  },
};


/** Jupiter's transit results by house from the natal Moon. */
export const JUPITER_GOCHARA: Record<number, readonly string[]> = {
  1: ['Guru over the Moon itself (janma Guru) widens the mind but unsettles routine; a change of place or role is common, and spending rises with it', 'Jupiter on the natal Moon brings learning and a larger outlook, yet the classics warn of restlessness and outlay: grow, but do not overextend'],
  2: ['Jupiter in the 2nd from the Moon is one of its best positions: income steadies, family gatherings are warm and your words carry weight', 'the 2nd-house Guru fills the treasury slowly: savings, family harmony and good food are its gifts'],
  3: ['Jupiter in the 3rd from the Moon asks for effort before reward; plans need pushing and a move of desk, house or team is possible', 'in the 3rd, Guru is classically weak: progress comes through persistence and your own initiative rather than luck'],
  4: ['Jupiter in the 4th from the Moon stirs the home front: domestic decisions, property questions and care for a parent may take your attention', 'a 4th-house Guru is not its happiest station; keep the household peaceful and postpone large property commitments if you can'],
  5: ['Jupiter in the 5th from the Moon is a blessing of the first order: intelligence sharpens, children and students bring joy, romance and creative work flourish', 'Guru in the 5th opens the door of purva punya, old merit: study, mantra, children and creative risk-taking are all favoured'],
  6: ['Jupiter in the 6th from the Moon brings workload, competition and a need to watch health and debts; steady service turns it around', 'a 6th-house Guru tests you through rivals and routines; it rewards diligence and tidy finances'],
  7: ['Jupiter in the 7th from the Moon favours partnership, marriage, agreements and travel; people come towards you with offers', 'with Guru in the 7th from the Moon, relationships and contracts are blessed and its glance falls straight back on your Moon, softening the mind'],
  8: ['Jupiter in the 8th from the Moon is a hidden, demanding transit: delays, unexpected expenses and fatigue ask for caution, while research and inner work prosper', 'an 8th-house Guru hides its gifts: keep finances conservative and health routines firm, and use the time to study what lies beneath'],
  9: ['Jupiter in the 9th from the Moon is among its finest transits: fortune, teachers, pilgrimage and the blessings of elders arrive, and its glance returns to your Moon', 'Guru in the 9th from the Moon brings bhagya, good luck, in plain measure: guidance, travel and faith all grow'],
  10: ['Jupiter in the 10th from the Moon brings change at work more than comfort: new responsibilities, a shifted role, sometimes a hard-won promotion', 'a 10th-house Guru asks you to earn your standing again; guard your reputation and do not quarrel with superiors'],
  11: ['Jupiter in the 11th from the Moon is the transit of gains: income rises, friends and networks help and long-held wishes come within reach', 'with Guru in the 11th from the Moon, the labha bhava fills: rewards, recognition from groups and the fulfilment of hopes'],
  12: ['Jupiter in the 12th from the Moon turns the flow outward: expenses, travel and giving increase, and spiritual life deepens', 'a 12th-house Guru favours charity, retreat and foreign links more than accumulation; budget carefully'],
};

/** Saturn's transit results by house from the natal Moon. */
export const SATURN_GOCHARA: Record<number, readonly string[]> = {
  1: ['Shani over the natal Moon is the heart of Sade Sati: the mind carries weight, responsibilities multiply and rest becomes essential', 'Saturn on the Moon presses on body and mind alike; slow down, simplify and keep faith with daily discipline'],
  2: ['Saturn in the 2nd from the Moon is the last phase of Sade Sati: family duties and finances need patience, and words should be chosen carefully', 'the setting phase of Sade Sati consolidates: money comes slowly but steadily when you budget and speak gently at home'],
  3: ['Saturn in the 3rd from the Moon is one of its best transits: courage, stamina and victory over obstacles come through steady effort', 'a 3rd-house Shani rewards initiative: hard work pays, rivals retreat and your resolve hardens'],
  4: ['Saturn in the 4th from the Moon (ardhashtama Shani) weighs on home and peace of mind: domestic repairs, a parent\'s needs or a move may ask for patience', 'with Shani in the 4th from the Moon, comfort is earned rather than given; tend the home and avoid rash property deals'],
  5: ['Saturn in the 5th from the Moon slows creative and speculative ventures and can worry you about children or studies; steady practice beats risk now', 'a 5th-house Shani asks for patience with children, students and investments; avoid speculation'],
  6: ['Saturn in the 6th from the Moon is excellent: rivals are overcome, health can improve with discipline and debts get cleared', 'with Shani in the 6th from the Moon, service and hard work are rewarded and competition works in your favour'],
  7: ['Saturn in the 7th from the Moon (kantaka Shani) tests partnerships and contracts; commitments need maturity, and travel may tire you', 'a 7th-house Shani asks for patience and fairness with partners; agreements take longer than planned'],
  8: ['Saturn in the 8th from the Moon is ashtama Shani, one of its hardest positions: delays, obstacles and health need respect, and risky ventures are best postponed', 'ashtama Shani, Saturn in the 8th from the Moon, slows everything down; protect your health, keep affairs transparent and avoid shortcuts'],
  9: ['Saturn in the 9th from the Moon makes fortune slow and asks for humility before teachers and elders; long journeys need planning', 'a 9th-house Shani tests faith and delays luck, but rewards dharma kept in small daily ways'],
  10: ['Saturn in the 10th from the Moon (kantaka, or karma Shani) brings heavy work and scrutiny at the top; results come, but only after sustained effort', 'with Shani in the 10th from the Moon, career demands rise; accept responsibility and avoid quarrels with authority'],
  11: ['Saturn in the 11th from the Moon is a transit of steady gains: income improves, older friends and large organisations help', 'an 11th-house Shani rewards long effort with lasting gains and the fulfilment of patient ambitions'],
  12: ['Saturn in the 12th from the Moon opens Sade Sati: expenses, sleep and solitude need care, and far-away matters draw you in', 'the rising phase of Sade Sati asks you to cut waste, rest properly and prepare for a season of consolidation'],
};

/** Rahu's house from the natal Moon; Ketu is always in the seventh from it. */
export const NODE_AXIS: Record<number, readonly string[]> = {
  1: ['Rahu over the Moon and Ketu in the 7th make the mind restless and relationships unpredictable; ground yourself before big decisions'],
  2: ['Rahu in the 2nd and Ketu in the 8th from the Moon stir finances and family talk; speak carefully and keep money matters transparent'],
  3: ['Rahu in the 3rd from the Moon is one of its best placements: bold moves, media, travel and new skills succeed, while Ketu in the 9th asks you to question borrowed beliefs'],
  4: ['Rahu in the 4th and Ketu in the 10th from the Moon unsettle home and career alike; keep your base simple and your work honest'],
  5: ['Rahu in the 5th and Ketu in the 11th from the Moon make the mind speculative; creative gambles need limits, and friends may drift'],
  6: ['Rahu in the 6th from the Moon is strong: rivals are defeated and problems solved by unconventional means, while Ketu in the 12th deepens sleep and spiritual life'],
  7: ['Rahu in the 7th and Ketu on the Moon bring unusual people and arrangements into partnerships; stay clear about what you want'],
  8: ['Rahu in the 8th and Ketu in the 2nd from the Moon bring sudden turns and hidden matters; avoid risk and keep family finances in order'],
  9: ['Rahu in the 9th and Ketu in the 3rd from the Moon question your beliefs and pull you towards far places and unusual teachers'],
  10: ['Rahu in the 10th from the Moon brings ambition and a chance to rise fast, while Ketu in the 4th asks for peace at home to balance it'],
  11: ['Rahu in the 11th from the Moon is excellent for gains, networks and ambitions, while Ketu in the 5th turns study inward'],
  12: ['Rahu in the 12th and Ketu in the 6th from the Moon bring foreign links and expenses, and an easier hand with rivals'],
};

/** Brief transit effects of the faster grahas by house from the natal Moon (favourable or not per GOCHARA_GOOD). */
export const MOON_DAY: Record<number, readonly string[]> = {
  1: ['a day of comfort and good appetite, when you feel at home in yourself', 'the Moon returning to its own natal sign brings ease, good food and a settled mood'],
  2: ['money slips away easily and words can sting; keep spending and speech measured', 'a day to watch small expenses and speak gently at home'],
  3: ['courage and quick success in errands, messages and short trips', 'a lively, confident day for calls, requests and initiative'],
  4: ['a slightly uneasy mood, with home matters asking for attention', 'a day when the mind wants quiet; tend the home before the world'],
  5: ['the mind tires easily and plans may stall; go gently with children and students', 'a reflective day rather than a decisive one, better for study than speculation'],
  6: ['a good day to clear pending work, settle disputes and look after health', 'rivals yield and tasks get done; service and routine go well'],
  7: ['companionship, good food and pleasant meetings; partnerships are supported', 'a sociable day, favourable for meeting people and for agreements'],
  8: ['the mind is easily unsettled, so avoid new ventures, arguments and risky travel', 'keep the day simple, rest more and postpone big decisions'],
  9: ['fortune feels slow and fatigue comes easily; keep commitments light and prayers steady', 'a day to honour elders and avoid overexertion, when luck needs patience'],
  10: ['work goes well and your efforts are noticed', 'a productive, visible day for career matters'],
  11: ['gains, good news and help from friends', 'a rewarding day for income, networks and wishes'],
  12: ['expenses and tiredness rise; rest and give rather than chase', 'a day for solitude, charity and an early night'],
};


/** What each weekday, through its lord, favours. */
export const VARA_FAVOURS: Record<Planet, readonly string[]> = {
  Sun: ['matters of authority, health routines and dealings with officials', 'leadership, government work and honouring your father'],
  Moon: ['home, family, travel by water and caring work', 'nourishing routines, visits to your mother and emotional repair'],
  Mars: ['courageous effort, physical work, property and technical tasks', 'sport, repairs, land matters and decisive action'],
  Mercury: ['study, writing, trade, accounts and contracts', 'communication, learning and business paperwork'],
  Jupiter: ['learning, teachers, finance, ceremonies and spiritual practice', 'counsel, education, charity and auspicious beginnings'],
  Venus: ['arts, relationships, beauty, purchases and celebrations', 'music, romance, comfort and making peace'],
  Saturn: ['patient, disciplined work, service to others and completing old tasks', 'charity to those in need, routine work and long-term planning'],
};


export const TITHI_GROUP: Record<TithiGroup, { gloss: string; favours: readonly string[] }> = {
  nanda: { gloss: 'joyful', favours: ['celebrations, arts and pleasant beginnings', 'festive and creative work'] },
  bhadra: { gloss: 'auspicious and steady', favours: ['steady work, travel and lasting arrangements', 'practical tasks and building things to last'] },
  jaya: { gloss: 'victorious', favours: ['competition, negotiation and overcoming obstacles', 'tasks that need resolve and a win'] },
  rikta: { gloss: 'empty', favours: ['clearing, cleaning and ending what has run its course', 'finishing rather than starting'] },
  purna: { gloss: 'full', favours: ['completion, ceremonies and major work', 'bringing things to fulfilment'] },
  // The new moon is no tithi for beginnings (Muhurta Chintamani): it is kept for the ancestors, prayer and rest.
  amavasya: { gloss: 'new-moon', favours: ['offerings to the ancestors, prayer and quiet rest', 'finishing old business and inner work rather than new starts'] },
};


export const NATURE_LORE: Record<NakshatraNature, { gloss: string; favours: readonly string[] }> = {
  dhruva: { gloss: 'fixed', favours: ['laying foundations, long-term commitments and anything meant to last', 'planting, building and settling agreements'] },
  chara: { gloss: 'movable', favours: ['travel, vehicles, moving things along and trying something new', 'journeys, change and quick progress'] },
  ugra: { gloss: 'fierce', favours: ['bold, decisive action and facing a hard task head-on, though not gentle beginnings', 'courageous effort and cutting through resistance'] },
  mishra: { gloss: 'mixed', favours: ['everyday routine and work with fire, metal or tools', 'ordinary duties done well'] },
  kshipra: { gloss: 'swift', favours: ['quick tasks, trade, learning, healing and short trips', 'starting small, fast projects and business'] },
  mridu: { gloss: 'soft', favours: ['friendship, the arts, romance and gentle beginnings', 'music, beauty and kindness'] },
  tikshna: { gloss: 'sharp', favours: ['research, ending what must end and hard honest decisions', 'investigation and cutting away what no longer serves'] },
};

export const NAKSHATRA_DEITY: readonly string[] = [
  'the Ashwini Kumaras, physicians of the gods', 'Yama, lord of dharma and endings', 'Agni, the sacred fire', 'Prajapati, the creator',
  'Soma, the nectar of the Moon', 'Rudra, the storm', 'Aditi, mother of the gods', 'Brihaspati, the divine teacher', 'the Nagas, serpent wisdom',
  'the Pitris, the ancestors', 'Bhaga, giver of delight', 'Aryaman, god of contracts and friendship', 'Savitar, the creative Sun', 'Vishvakarma, the divine architect',
  'Vayu, the wind', 'Indra and Agni together', 'Mitra, god of friendship', 'Indra, king of the gods', 'Nirriti, who undoes what must be undone',
  'Apas, the waters', 'the Vishvedevas, the universal gods', 'Vishnu, the preserver', 'the Vasus, gods of abundance', 'Varuna, lord of the cosmic waters',
  'Aja Ekapada, the one-footed goat', 'Ahirbudhnya, serpent of the deep', 'Pushan, the nourisher and guide',
];


export const YOGA_GLOSS: readonly string[] = [
  'the prop', 'affection', 'long life', 'good fortune', 'splendour', 'great danger', 'good deeds', 'steadiness', 'the spike',
  'the knot', 'growth', 'constancy', 'the blow', 'delight', 'the thunderbolt', 'accomplishment', 'calamity', 'comfort',
  'the bar', 'auspiciousness', 'the accomplished', 'the achievable', 'the auspicious', 'brightness', 'sacred knowledge', 'the chief', 'discord',
];

export const TARAS: ReadonlyArray<{ name: string; meaning: string; favourable: boolean }> = [
  { name: 'Janma', meaning: 'the star group of your birth', favourable: false },
  { name: 'Sampat', meaning: 'wealth', favourable: true },
  { name: 'Vipat', meaning: 'danger', favourable: false },
  { name: 'Kshema', meaning: 'well-being', favourable: true },
  { name: 'Pratyari', meaning: 'obstacles', favourable: false },
  { name: 'Sadhana', meaning: 'achievement', favourable: true },
  { name: 'Naidhana', meaning: 'destruction', favourable: false },
  { name: 'Mitra', meaning: 'the friend', favourable: true },
  { name: 'Parama Mitra', meaning: 'the great friend', favourable: true },
];

/** What each of the nine taras asks of the day (a clause that completes 'so ...' or stands after a colon). */
export const TARA_ADVICE: readonly string[] = [
  'a mixed day, good for prayer and self-care but not for risky beginnings',
  'money matters, purchases and requests for support are favoured',
  'avoid risk, long drives and confrontations',
  'health, home and steady work are supported',
  'expect some resistance, and be patient rather than force outcomes',
  'effort towards a goal you have already set is rewarded',
  'keep the day simple and postpone anything important, as this is the hardest of the nine',
  'help from others and easy cooperation come your way',
  'the day supports almost anything worthwhile',
];

/** What the Moon stirs when it passes over a natal graha. */
export const MOON_OVER: Record<Graha, string> = {
  Sun: 'confidence rises, and dealings with authority or your father come to mind',
  Moon: 'feelings run close to the surface',
  Mars: 'energy and temper both quicken, so channel them into action rather than argument',
  Mercury: 'the mind is busy and talk flows, good for messages and study',
  Jupiter: 'optimism and good counsel arrive, good for seeking advice',
  Venus: 'affection, comfort and small pleasures come easily',
  Saturn: 'duties feel heavier and the mood more serious; slow and steady is best',
  Rahu: 'restlessness and cravings stir; keep your attention on what truly matters',
  Ketu: 'you may feel detached or intuitive, better for reflection than for socialising',
};

/** The lord of house `lordOf` placed in house `inHouse`: classical results for the lords a reading dwells on. */
export const TENTH_LORD_IN: Record<number, string> = {
  1: 'career and identity become one: you are known for who you are, and work rises on your own initiative',
  2: 'work turns into wealth, and careers tied to finance, family enterprise, food or the spoken word suit you',
  3: 'your career runs on communication, skill and courage: media, writing, sales, design or any field that rewards initiative',
  4: 'work is linked to property, education, vehicles or home, and a stable base matters as much as a title',
  5: 'your intelligence is your profession: teaching, advising, creative work, policy or investing',
  6: 'your career is built through service and competition: medicine, law, finance, administration or any field where you solve problems for others',
  7: 'partnership and trade are the path: business, consulting, client work and dealings with the public',
  8: 'your work has a hidden or transformative edge: research, insurance, crisis management, medicine or the occult sciences, with turns that change its direction',
  9: 'work and dharma meet: teaching, law, advisory roles and mentors who open doors, with fortune supporting effort',
  10: 'the 10th lord in its own house gives a strong, visible career and the capacity to hold authority',
  11: 'career brings gains, networks and large organisations, and ambitions are fulfilled through work',
  12: 'work links you to foreign lands, large institutions, hospitals, ashrams or work behind the scenes',
};

export const SEVENTH_LORD_IN: Record<number, string> = {
  1: 'partnership is central to your identity: you draw partners close, and the relationship mirrors who you are',
  2: 'partnership brings family ties, shared resources and values into the bond; kind speech keeps it sweet',
  3: 'partners may come through communication, siblings, neighbours or short journeys, and the bond lives on conversation',
  4: 'partnership seeks a home: domestic happiness, shared property and emotional security matter most',
  5: 'love and partnership are linked to romance, creativity and children: affection often leads the way to commitment',
  6: 'partnership asks for care and patience, as differences and daily duties need working through together; service strengthens the bond',
  7: 'the 7th lord in its own house gives strong, loyal partnerships and a partner with a personality of their own',
  8: 'partnership is deep, private and transforming, and shared finances and family-in-law play a large role',
  9: 'partnership brings fortune and shared dharma; a partner may come from a different background, culture or distance',
  10: 'partnership is linked to career and standing: you may meet through work, or build something public together',
  11: 'partnership brings gains and friendship; a friend may become a partner, and shared goals bind you',
  12: 'partnership has a private, distant or spiritual flavour, from far-off places, quiet intimacy and shared retreat',
};

/** The lagna lord's house: what it says about constitution and vitality (a noun phrase). */
export const LAGNA_LORD_IN: Record<number, string> = {
  1: 'self-reliance, a strong constitution and a clear sense of self',
  2: 'vitality tied to family, food and finances, so nourishing meals and steady savings keep you strong',
  3: 'energy that comes through effort, movement and courage: an active body is a healthy one for you',
  4: 'well-being that rests on home and inner peace, with a calm base to restore you',
  5: 'a creative, intelligent life force, for which joy, study and play are medicine',
  6: 'a fighter\'s constitution that thrives on routine but must not ignore small complaints',
  7: 'energy that flows towards others, so balance what you give to partners with time for yourself',
  8: 'deep reserves of resilience, with a need to guard rest and regularity',
  9: 'a protected, fortunate constitution, renewed by faith, teachers and long walks',
  10: 'vitality expressed through work, with a need to guard against overwork',
  11: 'energy that rises through friends, goals and gains: good company keeps you well',
  12: 'a sensitive, inward constitution that needs sleep, retreat and spiritual practice',
};

/** A planet in the 10th house (dig bala: the Sun and Mars are strongest there). */
export const IN_TENTH: Record<Graha, string> = {
  Sun: 'the Sun in the 10th has directional strength (dig bala): authority, visibility and respect from superiors',
  Moon: 'the Moon in the 10th puts you before the public, with work that changes with the seasons and a caring reputation',
  Mars: 'Mars in the 10th has directional strength (dig bala): drive, technical skill and the capacity to lead from the front',
  Mercury: 'Mercury in the 10th makes skill, speech and trade the tools of your career',
  Jupiter: 'Jupiter in the 10th gives a career of counsel and ethics, respected for judgement',
  Venus: 'Venus in the 10th brings grace, diplomacy and art into your work',
  Saturn: 'Saturn in the 10th gives slow but lasting ascent through sheer persistence',
  Rahu: 'Rahu in the 10th gives hunger for achievement and a rise through unconventional or technological paths',
  Ketu: 'Ketu in the 10th gives detachment from titles and mastery through precise, specialised work',
};

export const IN_SEVENTH: Record<Graha, string> = {
  Sun: 'the Sun in the 7th brings a proud, dignified partner and asks that ego not rule the relationship',
  Moon: 'the Moon in the 7th gives an affectionate, responsive partner and a strong emotional need for companionship',
  Mars: 'Mars in the 7th brings passion and a spirited partner; patience keeps that fire warm rather than burning',
  Mercury: 'Mercury in the 7th gives a youthful, talkative partnership built on conversation',
  Jupiter: 'Jupiter in the 7th blesses partnership with wisdom, loyalty and a principled partner',
  Venus: 'Venus in the 7th brings charm, affection and a partner who loves beauty',
  Saturn: 'Saturn in the 7th makes commitment serious and lasting, often after some delay or with an older, steady partner',
  Rahu: 'Rahu in the 7th draws unusual or cross-cultural partnerships and asks for clear expectations',
  Ketu: 'Ketu in the 7th gives a karmic, sometimes detached partnership, deepened by spiritual understanding',
};

export const IN_SIXTH: Record<Graha, string> = {
  Sun: 'the Sun in the 6th gives strong resistance and victory over rivals',
  Moon: 'the Moon in the 6th ties the body to the mood: worry shows up physically, so calm is medicine',
  Mars: 'Mars in the 6th is a classic fighter\'s placement, with strong immunity and competitive drive',
  Mercury: 'Mercury in the 6th makes the nerves and digestion sensitive to stress; an orderly day helps',
  Jupiter: 'Jupiter in the 6th protects, though it asks for moderation in food',
  Venus: 'Venus in the 6th asks for balance in pleasures, sweets and late nights',
  Saturn: 'Saturn in the 6th gives endurance and the discipline to keep healthy routines for years',
  Rahu: 'Rahu in the 6th is strong against rivals and illness alike, though it dislikes irregular habits',
  Ketu: 'Ketu in the 6th gives resilience and an interest in traditional healing',
};

export const DASHA_THEMES: Record<Graha, readonly string[]> = {
  Sun: ['recognition, authority and a clearer sense of purpose', 'standing, leadership and dealings with those in power'],
  Moon: ['emotional life, home, the public and a more receptive mind', 'family, nourishment and the ebb and flow of feeling'],
  Mars: ['drive, property, competition and decisive action', 'courage, technical skill and initiatives you lead'],
  Mercury: ['learning, trade, writing and a busy, connected mind', 'commerce, study, communication and skill'],
  Jupiter: ['growth, wisdom, teachers, children and dharma', 'expansion, faith and good counsel'],
  Venus: ['love, comfort, art, partnership and material ease', 'relationships, beauty, vehicles and pleasures'],
  Saturn: ['discipline, hard work and structures built to last', 'responsibility, patience and slow, solid results'],
  Rahu: ['ambition, the unfamiliar and sudden opportunity', 'worldly hunger, foreign links and unconventional paths'],
  Ketu: ['detachment, inner work and the shedding of what is finished', 'spiritual insight, research and letting go'],
};

/** The yogas a reading may name: what they are and what they promise. */
export const YOGA_LORE: Record<string, { name: string; gloss: string; gives: readonly string[] }> = {
  'gaja-kesari': { name: 'Gaja Kesari yoga', gloss: '"the elephant and the lion"', gives: ['good judgement, a respected name and a mind that recovers well from setbacks', 'wisdom, dignity and protection in difficult times'] },
  'budha-aditya': { name: 'Budha-Aditya yoga', gloss: 'the yoga of the Sun and Mercury', gives: ['a bright, articulate intelligence', 'a sharp intellect and the ability to explain'] },
  'chandra-mangala': { name: 'Chandra-Mangala yoga', gloss: 'the yoga of the Moon and Mars', gives: ['enterprise and a knack for earning through initiative', 'resourcefulness with money and quick, decisive feeling'] },
  ruchaka: { name: 'Ruchaka yoga', gloss: 'one of the five Mahapurusha yogas', gives: ['courage, command and physical vigour'] },
  bhadra: { name: 'Bhadra yoga', gloss: 'one of the five Mahapurusha yogas', gives: ['eloquence, learning and commercial skill'] },
  hamsa: { name: 'Hamsa yoga', gloss: 'one of the five Mahapurusha yogas', gives: ['wisdom, virtue and respect from the learned'] },
  malavya: { name: 'Malavya yoga', gloss: 'one of the five Mahapurusha yogas', gives: ['grace, comfort, artistic taste and happiness in marriage'] },
  shasha: { name: 'Shasha yoga', gloss: 'one of the five Mahapurusha yogas', gives: ['authority earned through discipline and a capacity to lead many'] },
  'raja-yoga': { name: 'a Raja yoga', gloss: 'the union of a kendra lord with a trikona lord', gives: ['a rise in status, strongest when its planets\' dashas run'] },
  parivartana: { name: 'a Parivartana yoga', gloss: 'an exchange of signs', gives: ['a bond between the two houses involved, each strengthening the other'] },
  yogakaraka: { name: 'a Yogakaraka', gloss: 'one planet ruling both a kendra and a trikona', gives: ['the most reliable promise of success your lagna can have, delivered in its dasha'] },
};
