// The words of a Kundli Milan report in each language, shared by the page (its catalogue spreads
// them in), the stored summary and the PDF, so the three never name a koota differently.
import type { Gana, Nadi, Tara, Varna, Vashya, Yoni } from '../astro/koota-tables';
import type { CancellationRule, KootaName, MangalSide, MatchResult, Side, Verdict } from '../astro/matching';
import type { Language } from './profile';

type KootaWords = { name: string; meaning: string };

export type MatchWords = {
  title: string;
  kootas: Record<KootaName, KootaWords>;
  verdicts: Record<Verdict, string>;
  /** What each band means, in one line. */
  verdictNotes: Record<Verdict, string>;
  doshaCancelled: { nadi: string; bhakoot: string };
  rules: Record<CancellationRule, string>;
  values: {
    varna: Record<Varna, string>;
    vashya: Record<Vashya, string>;
    tara: Record<Tara, string>;
    yoni: Record<Yoni, string>;
    gana: Record<Gana, string>;
    nadi: Record<Nadi, string>;
  };
  mangal: {
    title: string;
    none: string;
    present: string;
    cancelledByChart: string;
    cancelledByPartner: string;
    mutual: string;
    oneSided: (name: string) => string;
    neither: string;
    ownChartOnly: string;
    /** One side's birth time is not known: its count from the lagna cannot be made. */
    fromMoon: (name: string) => string;
  };
  roles: {
    byGender: (groom: string, bride: string) => string;
    aAsGroom: (a: string) => string;
  };
  /** '28½ of 36 gunas'. */
  outOf: (points: string) => string;
};

export const matchWordsEn: MatchWords = {
  title: 'Kundli Milan',
  kootas: {
    varna: { name: 'Varna', meaning: 'Work and duty: whether the two temperaments toward responsibility sit well together.' },
    vashya: { name: 'Vashya', meaning: 'Attraction: how much each is drawn to the other and can sway them.' },
    tara: { name: 'Tara', meaning: "Birth stars: how each one's nakshatra bodes for the other's health and fortune." },
    yoni: { name: 'Yoni', meaning: 'Physical and intimate harmony, from the animals of the two birth stars.' },
    maitri: { name: 'Graha Maitri', meaning: 'Friendship of the two Moon-sign lords: how easily the two minds meet.' },
    gana: { name: 'Gana', meaning: 'Temperament: divine, human or fierce, and whether the two natures agree.' },
    bhakoot: { name: 'Bhakoot', meaning: 'How the two Moon signs sit from each other: affection, family welfare and prosperity.' },
    nadi: { name: 'Nadi', meaning: 'Health and children: the same nadi for both is the weightiest defect of all.' },
  },
  verdicts: { 'not-recommended': 'Not recommended', acceptable: 'Acceptable', good: 'Good match', excellent: 'Excellent match' },
  verdictNotes: {
    'not-recommended': 'Below 18 of 36: the almanacs advise against this match.',
    acceptable: '18 to 24 of 36: an acceptable match.',
    good: '25 to 32 of 36: a good match.',
    excellent: 'Above 32 of 36: an excellent match.',
  },
  doshaCancelled: { nadi: 'Nadi dosha is cancelled', bhakoot: 'Bhakoot dosha is cancelled' },
  rules: {
    'same-rashi-different-nakshatra': 'both Moons are in the same sign but in different nakshatras',
    'same-nakshatra-different-rashi': 'both Moons are in the same nakshatra but in different signs',
    'same-nakshatra-different-pada': 'both Moons are in the same nakshatra but in different padas',
    'same-rashi-lord': 'both Moon signs have the same lord',
    'friendly-rashi-lords': 'the lords of the two Moon signs are friends',
    'friendly-navamsa-lords': "the lords of the two Moons' navamsa signs are friends",
  },
  values: {
    varna: { Brahmin: 'Brahmin', Kshatriya: 'Kshatriya', Vaishya: 'Vaishya', Shudra: 'Shudra' },
    vashya: { Chatushpada: 'Chatushpada (quadruped)', Manava: 'Manava (human)', Jalachara: 'Jalachara (water)', Vanachara: 'Vanachara (wild)', Keeta: 'Keeta (insect)' },
    tara: { Janma: 'Janma', Sampat: 'Sampat', Vipat: 'Vipat', Kshema: 'Kshema', Pratyari: 'Pratyari', Sadhaka: 'Sadhaka', Vadha: 'Vadha', Mitra: 'Mitra', 'Parama Mitra': 'Parama Mitra' },
    yoni: {
      Ashwa: 'Ashwa (horse)', Gaja: 'Gaja (elephant)', Mesha: 'Mesha (ram)', Sarpa: 'Sarpa (serpent)', Shwana: 'Shwana (dog)',
      Marjara: 'Marjara (cat)', Mushaka: 'Mushaka (rat)', Gau: 'Gau (cow)', Mahisha: 'Mahisha (buffalo)', Vyaghra: 'Vyaghra (tiger)',
      Mriga: 'Mriga (deer)', Vanara: 'Vanara (monkey)', Nakula: 'Nakula (mongoose)', Simha: 'Simha (lion)',
    },
    gana: { Deva: 'Deva (divine)', Manushya: 'Manushya (human)', Rakshasa: 'Rakshasa (fierce)' },
    nadi: { Adi: 'Adi', Madhya: 'Madhya', Antya: 'Antya' },
  },
  mangal: {
    title: 'Mangal dosha',
    none: 'No Mangal dosha',
    present: 'Mangal dosha',
    cancelledByChart: 'Mangal dosha, cancelled in the chart itself',
    cancelledByPartner: "Mangal dosha, cancelled by the partner's",
    mutual: 'Both charts have Mangal dosha, so each cancels the other.',
    oneSided: (name) => `Only ${name}'s chart has Mangal dosha, and the other chart does not balance it.`,
    neither: 'Neither chart has a Mangal dosha that stands.',
    ownChartOnly: 'Where a chart has Mangal dosha, that chart itself cancels it.',
    fromMoon: (name) => `${name}'s birth time is not known, so their Mangal dosha is counted from the Moon and Venus only, not from the lagna.`,
  },
  roles: {
    byGender: (groom, bride) => `${groom} is counted as the groom and ${bride} as the bride.`,
    aAsGroom: (a) => `Varna and gana count from the groom's side; with no groom and bride given, ${a} takes that place.`,
  },
  outOf: (points) => `${points} of 36 gunas`,
};

export const matchWordsHi: MatchWords = {
  title: 'कुंडली मिलान',
  kootas: {
    varna: { name: 'वर्ण', meaning: 'काम और कर्तव्य: ज़िम्मेदारी के प्रति दोनों का स्वभाव आपस में कितना मेल खाता है।' },
    vashya: { name: 'वश्य', meaning: 'आकर्षण: दोनों एक-दूसरे की ओर कितना खिंचते हैं और एक-दूसरे की बात कितनी मानते हैं।' },
    tara: { name: 'तारा', meaning: 'जन्म नक्षत्र: एक का नक्षत्र दूसरे के स्वास्थ्य और भाग्य के लिए कैसा है।' },
    yoni: { name: 'योनि', meaning: 'शारीरिक और दांपत्य मेल, दोनों जन्म नक्षत्रों की योनि से।' },
    maitri: { name: 'ग्रह मैत्री', meaning: 'दोनों राशियों के स्वामियों की मित्रता: दोनों के मन कितनी आसानी से मिलते हैं।' },
    gana: { name: 'गण', meaning: 'स्वभाव: देव, मनुष्य या राक्षस गण, और दोनों का स्वभाव कितना मिलता है।' },
    bhakoot: { name: 'भकूट', meaning: 'दोनों चंद्र राशियाँ एक-दूसरे से कहाँ हैं: प्रेम, परिवार का सुख और समृद्धि।' },
    nadi: { name: 'नाड़ी', meaning: 'स्वास्थ्य और संतान: दोनों की एक ही नाड़ी होना सबसे बड़ा दोष माना जाता है।' },
  },
  verdicts: { 'not-recommended': 'अनुशंसित नहीं', acceptable: 'स्वीकार्य', good: 'अच्छा मिलान', excellent: 'उत्तम मिलान' },
  verdictNotes: {
    'not-recommended': '36 में से 18 से कम: पंचांग इस मिलान की सलाह नहीं देते।',
    acceptable: '36 में से 18 से 24: स्वीकार्य मिलान।',
    good: '36 में से 25 से 32: अच्छा मिलान।',
    excellent: '36 में से 32 से अधिक: उत्तम मिलान।',
  },
  doshaCancelled: { nadi: 'नाड़ी दोष का परिहार होता है', bhakoot: 'भकूट दोष का परिहार होता है' },
  rules: {
    'same-rashi-different-nakshatra': 'दोनों का चंद्रमा एक ही राशि में पर अलग-अलग नक्षत्रों में है',
    'same-nakshatra-different-rashi': 'दोनों का चंद्रमा एक ही नक्षत्र में पर अलग-अलग राशियों में है',
    'same-nakshatra-different-pada': 'दोनों का चंद्रमा एक ही नक्षत्र में पर अलग-अलग चरणों में है',
    'same-rashi-lord': 'दोनों चंद्र राशियों का स्वामी एक ही है',
    'friendly-rashi-lords': 'दोनों चंद्र राशियों के स्वामी आपस में मित्र हैं',
    'friendly-navamsa-lords': 'दोनों चंद्रमाओं की नवांश राशियों के स्वामी आपस में मित्र हैं',
  },
  values: {
    varna: { Brahmin: 'ब्राह्मण', Kshatriya: 'क्षत्रिय', Vaishya: 'वैश्य', Shudra: 'शूद्र' },
    vashya: { Chatushpada: 'चतुष्पद', Manava: 'मानव', Jalachara: 'जलचर', Vanachara: 'वनचर', Keeta: 'कीट' },
    tara: { Janma: 'जन्म', Sampat: 'संपत', Vipat: 'विपत', Kshema: 'क्षेम', Pratyari: 'प्रत्यरि', Sadhaka: 'साधक', Vadha: 'वध', Mitra: 'मित्र', 'Parama Mitra': 'परम मित्र' },
    yoni: {
      Ashwa: 'अश्व', Gaja: 'गज', Mesha: 'मेष', Sarpa: 'सर्प', Shwana: 'श्वान', Marjara: 'मार्जार', Mushaka: 'मूषक',
      Gau: 'गौ', Mahisha: 'महिष', Vyaghra: 'व्याघ्र', Mriga: 'मृग', Vanara: 'वानर', Nakula: 'नकुल', Simha: 'सिंह',
    },
    gana: { Deva: 'देव', Manushya: 'मनुष्य', Rakshasa: 'राक्षस' },
    nadi: { Adi: 'आदि', Madhya: 'मध्य', Antya: 'अंत्य' },
  },
  mangal: {
    title: 'मंगल दोष',
    none: 'मंगल दोष नहीं',
    present: 'मंगल दोष है',
    cancelledByChart: 'मंगल दोष है, पर कुंडली में ही उसका परिहार है',
    cancelledByPartner: 'मंगल दोष है, पर साथी के दोष से उसका परिहार होता है',
    mutual: 'दोनों कुंडलियों में मंगल दोष है, इसलिए दोनों एक-दूसरे के दोष को काटते हैं।',
    oneSided: (name) => `केवल ${name} की कुंडली में मंगल दोष है, और दूसरी कुंडली उसे संतुलित नहीं करती।`,
    neither: 'किसी भी कुंडली में ऐसा मंगल दोष नहीं जो बना रहे।',
    ownChartOnly: 'जिस कुंडली में मंगल दोष है, उसी में उसका परिहार भी है।',
    fromMoon: (name) => `${name} का जन्म समय पता नहीं है, इसलिए उनका मंगल दोष लग्न से नहीं, केवल चंद्रमा और शुक्र से गिना गया है।`,
  },
  roles: {
    byGender: (groom, bride) => `${groom} को वर और ${bride} को वधू मानकर गणना की गई है।`,
    aAsGroom: (a) => `वर्ण और गण वर की ओर से गिने जाते हैं; वर-वधू तय न होने से ${a} को वर के स्थान पर रखा गया है।`,
  },
  outOf: (points) => `36 में से ${points} गुण`,
};

/** The 36-guna match as a Tamil jothidar words it: the eight kootas (அஷ்டகூடம்) by their Tamil names. */
export const matchWordsTa: MatchWords = {
  title: 'அஷ்டகூடப் பொருத்தம்',
  kootas: {
    varna: { name: 'வர்ணம்', meaning: 'கடமையும் பொறுப்பும்: இருவரின் மனப்பான்மை ஒத்துப்போகிறதா.' },
    vashya: { name: 'வசியம்', meaning: 'ஈர்ப்பு: ஒருவர் மற்றவரை எவ்வளவு ஈர்க்கிறார், எவ்வளவு வசப்படுத்துகிறார்.' },
    tara: { name: 'தாரை', meaning: 'ஜென்ம நட்சத்திரம்: ஒருவரின் நட்சத்திரம் மற்றவரின் ஆரோக்கியத்துக்கும் பாக்கியத்துக்கும் எப்படி.' },
    yoni: { name: 'யோனி', meaning: 'உடல், தாம்பத்திய இணக்கம், இரு ஜென்ம நட்சத்திரங்களின் விலங்குகளைக் கொண்டு.' },
    maitri: { name: 'கிரக மைத்ரி', meaning: 'இரு ராசி அதிபதிகளின் நட்பு: இருவரின் மனமும் எவ்வளவு எளிதாக ஒன்றுபடும்.' },
    gana: { name: 'கணம்', meaning: 'குணம்: தேவ, மனுஷ்ய, ராட்சச கணம்; இருவரின் இயல்பும் ஒத்துப்போகிறதா.' },
    bhakoot: { name: 'ராசி (பகூட்)', meaning: 'இரு சந்திர ராசிகளும் ஒன்றுக்கொன்று எங்கே: அன்பு, குடும்ப நலம், செழிப்பு.' },
    nadi: { name: 'நாடி', meaning: 'ஆரோக்கியமும் சந்ததியும்: இருவருக்கும் ஒரே நாடி என்பது எல்லாவற்றிலும் பெரிய தோஷம்.' },
  },
  verdicts: { 'not-recommended': 'பரிந்துரைக்கப்படவில்லை', acceptable: 'ஏற்கத்தக்கது', good: 'நல்ல பொருத்தம்', excellent: 'உத்தமப் பொருத்தம்' },
  verdictNotes: {
    'not-recommended': '36இல் 18க்குக் குறைவு: பஞ்சாங்கங்கள் இந்தப் பொருத்தத்தைப் பரிந்துரைப்பதில்லை.',
    acceptable: '36இல் 18 முதல் 24: ஏற்கத்தக்க பொருத்தம்.',
    good: '36இல் 25 முதல் 32: நல்ல பொருத்தம்.',
    excellent: '36இல் 32க்கு மேல்: உத்தமப் பொருத்தம்.',
  },
  doshaCancelled: { nadi: 'நாடி தோஷம் நீங்குகிறது', bhakoot: 'ராசி (பகூட்) தோஷம் நீங்குகிறது' },
  rules: {
    'same-rashi-different-nakshatra': 'இருவரின் சந்திரனும் ஒரே ராசியில், வெவ்வேறு நட்சத்திரங்களில்',
    'same-nakshatra-different-rashi': 'இருவரின் சந்திரனும் ஒரே நட்சத்திரத்தில், வெவ்வேறு ராசிகளில்',
    'same-nakshatra-different-pada': 'இருவரின் சந்திரனும் ஒரே நட்சத்திரத்தில், வெவ்வேறு பாதங்களில்',
    'same-rashi-lord': 'இரு சந்திர ராசிகளுக்கும் ஒரே அதிபதி',
    'friendly-rashi-lords': 'இரு சந்திர ராசி அதிபதிகளும் நண்பர்கள்',
    'friendly-navamsa-lords': 'இரு சந்திரனின் நவாம்ச ராசி அதிபதிகளும் நண்பர்கள்',
  },
  values: {
    varna: { Brahmin: 'பிராமணர்', Kshatriya: 'க்ஷத்திரியர்', Vaishya: 'வைசியர்', Shudra: 'சூத்திரர்' },
    vashya: { Chatushpada: 'நாற்கால் விலங்கு', Manava: 'மனிதர்', Jalachara: 'நீர்வாழ்வன', Vanachara: 'காட்டு விலங்கு', Keeta: 'பூச்சி' },
    tara: { Janma: 'ஜென்ம', Sampat: 'சம்பத்', Vipat: 'விபத்', Kshema: 'க்ஷேம', Pratyari: 'பிரத்யக்', Sadhaka: 'சாதக', Vadha: 'வதை', Mitra: 'மித்ர', 'Parama Mitra': 'பரம மித்ர' },
    yoni: {
      Ashwa: 'குதிரை', Gaja: 'யானை', Mesha: 'ஆடு', Sarpa: 'பாம்பு', Shwana: 'நாய்', Marjara: 'பூனை', Mushaka: 'எலி',
      Gau: 'பசு', Mahisha: 'எருமை', Vyaghra: 'புலி', Mriga: 'மான்', Vanara: 'குரங்கு', Nakula: 'கீரி', Simha: 'சிங்கம்',
    },
    gana: { Deva: 'தேவ', Manushya: 'மனுஷ்ய', Rakshasa: 'ராட்சச' },
    nadi: { Adi: 'ஆதி', Madhya: 'மத்திய', Antya: 'அந்திய' },
  },
  mangal: {
    title: 'செவ்வாய் தோஷம்',
    none: 'செவ்வாய் தோஷம் இல்லை',
    present: 'செவ்வாய் தோஷம் உண்டு',
    cancelledByChart: 'செவ்வாய் தோஷம் உண்டு, ஜாதகத்திலேயே நிவர்த்தி',
    cancelledByPartner: 'செவ்வாய் தோஷம் உண்டு, துணையின் தோஷத்தால் நிவர்த்தி',
    mutual: 'இரு ஜாதகங்களிலும் செவ்வாய் தோஷம் உள்ளது; அதனால் ஒன்று மற்றொன்றை ஈடுசெய்கிறது.',
    oneSided: (name) => `${name} ஜாதகத்தில் மட்டும் செவ்வாய் தோஷம் உள்ளது; மற்ற ஜாதகம் அதை ஈடுசெய்யவில்லை.`,
    neither: 'எந்த ஜாதகத்திலும் நிலைக்கும் செவ்வாய் தோஷம் இல்லை.',
    ownChartOnly: 'செவ்வாய் தோஷம் உள்ள ஜாதகத்திலேயே அதற்கு நிவர்த்தி உள்ளது.',
    fromMoon: (name) => `${name} பிறந்த நேரம் தெரியாததால், செவ்வாய் தோஷம் லக்னத்திலிருந்து அல்ல, சந்திரன், சுக்கிரனிலிருந்து மட்டுமே கணக்கிடப்பட்டது.`,
  },
  roles: {
    byGender: (groom, bride) => `${groom} மணமகனாகவும் ${bride} மணமகளாகவும் கணக்கிடப்பட்டனர்.`,
    aAsGroom: (a) => `வர்ணமும் கணமும் மணமகன் பக்கத்திலிருந்து எண்ணப்படும்; மணமகன், மணமகள் குறிப்பிடப்படாததால் ${a} அந்த இடத்தில் வைக்கப்பட்டார்.`,
  },
  outOf: (points) => `36இல் ${points} குணங்கள்`,
};

/** The 36-guna match as a Telugu siddhanti words it: అష్టకూట పొంతన, each koota by its Telugu name. */
export const matchWordsTe: MatchWords = {
  title: 'అష్టకూట పొంతన',
  kootas: {
    varna: { name: 'వర్ణ కూటం', meaning: 'బాధ్యత, కర్తవ్యం: ఇద్దరి స్వభావం ఎంతవరకు కలుస్తుంది.' },
    vashya: { name: 'వశ్య కూటం', meaning: 'ఆకర్షణ: ఒకరు మరొకరిని ఎంత ఆకర్షిస్తారు, ఎంత ప్రభావితం చేస్తారు.' },
    tara: { name: 'తారా కూటం', meaning: 'జన్మ నక్షత్రం: ఒకరి నక్షత్రం మరొకరి ఆరోగ్యానికి, అదృష్టానికి ఎలా ఉంటుంది.' },
    yoni: { name: 'యోని కూటం', meaning: 'శారీరక, దాంపత్య అనుకూలత, రెండు జన్మ నక్షత్రాల జంతువుల బట్టి.' },
    maitri: { name: 'గ్రహమైత్రి', meaning: 'రెండు రాశ్యధిపతుల స్నేహం: ఇద్దరి మనసులు ఎంత సులువుగా కలుస్తాయి.' },
    gana: { name: 'గణ కూటం', meaning: 'స్వభావం: దేవ, మనుష్య, రాక్షస గణం; ఇద్దరి స్వభావాలు కలుస్తాయా.' },
    bhakoot: { name: 'రాశి కూటం', meaning: 'రెండు చంద్ర రాశులు ఒకదానికొకటి ఎక్కడ: అనురాగం, కుటుంబ క్షేమం, సంపద.' },
    nadi: { name: 'నాడీ కూటం', meaning: 'ఆరోగ్యం, సంతానం: ఇద్దరికీ ఒకే నాడి అన్నిటికంటే పెద్ద దోషం.' },
  },
  verdicts: { 'not-recommended': 'సిఫార్సు చేయం', acceptable: 'అంగీకారయోగ్యం', good: 'మంచి పొంతన', excellent: 'ఉత్తమ పొంతన' },
  verdictNotes: {
    'not-recommended': '36లో 18 కంటే తక్కువ: పంచాంగాలు ఈ పొంతనను సిఫార్సు చేయవు.',
    acceptable: '36లో 18 నుంచి 24: అంగీకారయోగ్యమైన పొంతన.',
    good: '36లో 25 నుంచి 32: మంచి పొంతన.',
    excellent: '36లో 32 కంటే ఎక్కువ: ఉత్తమ పొంతన.',
  },
  doshaCancelled: { nadi: 'నాడీ దోషం భంగమవుతుంది', bhakoot: 'రాశి కూట దోషం భంగమవుతుంది' },
  rules: {
    'same-rashi-different-nakshatra': 'ఇద్దరి చంద్రులూ ఒకే రాశిలో, వేర్వేరు నక్షత్రాల్లో ఉన్నారు',
    'same-nakshatra-different-rashi': 'ఇద్దరి చంద్రులూ ఒకే నక్షత్రంలో, వేర్వేరు రాశుల్లో ఉన్నారు',
    'same-nakshatra-different-pada': 'ఇద్దరి చంద్రులూ ఒకే నక్షత్రంలో, వేర్వేరు పాదాల్లో ఉన్నారు',
    'same-rashi-lord': 'రెండు చంద్ర రాశులకూ ఒకే అధిపతి',
    'friendly-rashi-lords': 'రెండు చంద్ర రాశుల అధిపతులు మిత్రులు',
    'friendly-navamsa-lords': 'ఇద్దరి చంద్రుల నవాంశ రాశ్యధిపతులు మిత్రులు',
  },
  values: {
    varna: { Brahmin: 'బ్రాహ్మణ', Kshatriya: 'క్షత్రియ', Vaishya: 'వైశ్య', Shudra: 'శూద్ర' },
    vashya: { Chatushpada: 'చతుష్పాద', Manava: 'మానవ', Jalachara: 'జలచర', Vanachara: 'వనచర', Keeta: 'కీటక' },
    tara: { Janma: 'జన్మ', Sampat: 'సంపత్', Vipat: 'విపత్', Kshema: 'క్షేమ', Pratyari: 'ప్రత్యక్', Sadhaka: 'సాధన', Vadha: 'నైధన', Mitra: 'మిత్ర', 'Parama Mitra': 'పరమ మిత్ర' },
    yoni: {
      Ashwa: 'గుర్రం', Gaja: 'ఏనుగు', Mesha: 'మేక', Sarpa: 'పాము', Shwana: 'కుక్క', Marjara: 'పిల్లి', Mushaka: 'ఎలుక',
      Gau: 'ఆవు', Mahisha: 'గేదె', Vyaghra: 'పులి', Mriga: 'జింక', Vanara: 'కోతి', Nakula: 'ముంగిస', Simha: 'సింహం',
    },
    gana: { Deva: 'దేవ', Manushya: 'మనుష్య', Rakshasa: 'రాక్షస' },
    nadi: { Adi: 'ఆది', Madhya: 'మధ్య', Antya: 'అంత్య' },
  },
  mangal: {
    title: 'కుజ దోషం',
    none: 'కుజ దోషం లేదు',
    present: 'కుజ దోషం ఉంది',
    cancelledByChart: 'కుజ దోషం ఉంది, జాతకంలోనే దోష భంగం',
    cancelledByPartner: 'కుజ దోషం ఉంది, భాగస్వామి జాతకంలోని దోషంతో భంగం',
    mutual: 'రెండు జాతకాల్లోనూ కుజ దోషం ఉంది, కాబట్టి రెండూ ఒకదానితో ఒకటి సమమవుతాయి.',
    oneSided: (name) => `${name} జాతకంలో మాత్రమే కుజ దోషం ఉంది, మరో జాతకం దాన్ని సమతుల్యం చేయదు.`,
    neither: 'ఏ జాతకంలోనూ నిలిచే కుజ దోషం లేదు.',
    ownChartOnly: 'కుజ దోషం ఉన్న జాతకంలోనే దాని భంగం కూడా ఉంది.',
    fromMoon: (name) => `${name} జనన సమయం తెలియదు కాబట్టి, కుజ దోషాన్ని లగ్నం నుంచి కాకుండా చంద్ర, శుక్రుల నుంచి మాత్రమే లెక్కించాం.`,
  },
  roles: {
    byGender: (groom, bride) => `${groom}ను వరుడిగా, ${bride}ను వధువుగా లెక్కించాం.`,
    aAsGroom: (a) => `వర్ణం, గణం వరుడి వైపు నుంచి లెక్కిస్తారు; వధూవరులు చెప్పనందున ${a}ను వరుడి స్థానంలో ఉంచాం.`,
  },
  outOf: (points) => `36లో ${points} గుణాలు`,
};

/** Each language's words, for the server and the PDF, which write in any reader's language. */
export const matchWordsByLanguage: Readonly<Record<Language, MatchWords>> = { en: matchWordsEn, hi: matchWordsHi, ta: matchWordsTa, te: matchWordsTe };

/** Which of `mangal`'s words names one side's Mangal dosha. */
export function mangalSideWord(side: MangalSide): 'none' | 'present' | 'cancelledByChart' | 'cancelledByPartner' {
  if (!side.present) return 'none';
  return side.cancelledBy === 'chart' ? 'cancelledByChart' : side.cancelledBy === 'partner' ? 'cancelledByPartner' : 'present';
}

/** The line that sums up both sides' Mangal dosha, and whose it is when only one side's stands. */
export function mangalSummary(mangal: MatchResult['mangal']): { word: 'mutual' | 'oneSided' | 'ownChartOnly' | 'neither'; side?: Side } {
  if (mangal.mutual) return { word: 'mutual' };
  const standing = (['a', 'b'] as const).filter((s) => mangal[s].present && !mangal[s].cancelled);
  if (standing.length === 1) return { word: 'oneSided', side: standing[0] };
  return { word: mangal.a.present || mangal.b.present ? 'ownChartOnly' : 'neither' };
}

/** 28.5 → '28½', 0.5 → '½', 3 → '3'. */
export function formatGunas(points: number): string {
  const whole = Math.floor(points);
  const half = points - whole >= 0.5;
  return half ? `${whole === 0 ? '' : whole}½` : String(whole);
}
